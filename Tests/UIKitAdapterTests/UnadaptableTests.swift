import Testing
import UIKitAdapter

@Suite struct UnadaptableTests {
    @Test func performAndRespondsAreRefusedWithFileLineAndColumnAndStringKeyedKVOIsLeftAlone() throws {
        let text = """
            @objc protocol FeedDelegate: AnyObject {
                @objc optional func feed(_ feed: AnyObject, heightAt index: Int) -> CGFloat
            }
            final class FeedLayout: UICollectionViewLayout {
                weak var delegate: FeedDelegate?
                override func prepare() {
                    collectionView?.addObserver(self, forKeyPath: "contentOffset", options: .new, context: nil)
                    if delegate?.responds(to: #selector(FeedDelegate.feed(_:heightAt:))) == true {}
                    perform(#selector(prepare), with: nil, afterDelay: 0)
                }
                override func observeValue(
                    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                    context: UnsafeMutableRawPointer?
                ) {}
            }
            """
        let error = try #require(throws: SourceAdapterError.self) {
            try adapt(text, file: "Feed/FeedLayout.swift")
        }
        let places = error.constructs.map { Place($0.line, $0.column, $0.construct) }
        // String-keyed KVO (lines 7 and 11) compiles against the UIKit module's headless views.
        #expect(
            places == [
                Place(8, 12, "delegate?.responds(to: #selector(FeedDelegate.feed(_:heightAt:)))"),
                Place(9, 9, "perform(#selector(prepare), with: nil, afterDelay: 0)"),
            ])
        #expect(error.constructs.allSatisfy { $0.file == "Feed/FeedLayout.swift" })
        let lines = error.description.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[0].hasPrefix(
                "Feed/FeedLayout.swift:8:12: error: cannot adapt `delegate?.responds(to: "
                    + "#selector(FeedDelegate.feed(_:heightAt:)))`: asking whether a conformer implements"))
        #expect(lines[0].contains("if let value = delegate?.feed?(…)"))
        #expect(lines[1].contains("call the method directly"))
    }

    @Test func settableOptionalPropertyIsRefused() throws {
        let error = try #require(throws: SourceAdapterError.self) {
            try adapt(
                """
                @objc protocol Tuning {
                    @objc optional var spacing: CGFloat { get set }
                }
                """)
        }
        #expect(
            error.constructs.map { Place($0.line, $0.column, $0.construct) } == [
                Place(2, 24, "spacing: CGFloat { get set }")
            ])
        #expect(error.constructs[0].reason.contains("settable optional property"))
    }

    @Test func mixingForcedAndOptionalCallsInOneChainIsRefused() throws {
        let error = try #require(throws: SourceAdapterError.self) {
            try adapt("let x = a?.first!(b: 1)?.second?(c: 2)")
        }
        #expect(error.constructs.map(\.line) == [1])
        #expect(error.constructs[0].column == 9)
    }
}
