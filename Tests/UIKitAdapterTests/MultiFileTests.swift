import Testing
import UIKitAdapter

@Suite struct MultiFileTests {
    static let delegateFile = SourceAdapter.File(
        path: "App/CardStackDelegate.swift",
        text: """
            @objc protocol CardStackDelegate: AnyObject {
                @objc optional func visibleCardCount() -> Int
            }
            """)

    @Test func unlabelledCallsKnowTheRequirementsOfTheOtherFiles() throws {
        let layout = SourceAdapter.File(
            path: "App/CardStackLayout.swift",
            text: "let count = delegate?.visibleCardCount?() ?? 3\nlet tap = delegate?.onTap?()\n")
        let adapted = try SourceAdapter.adapt(files: [Self.delegateFile, layout])
        #expect(adapted.count == 2)
        #expect(adapted[0].lines[1] == "    func visibleCardCount() throws -> Int")
        #expect(adapted[1].lines[0] == "let count = (try? delegate?.visibleCardCount()) ?? 3")
        #expect(adapted[1].lines[1] == "let tap = delegate?.onTap?()")
        #expect(adapted[1].rewrites.map(\.file) == ["App/CardStackLayout.swift"])
        // Alone, the layout's file cannot tell `visibleCardCount` from a closure property.
        #expect(try adapt(layout.text).isUnchanged)
    }

    @Test func everyFilesUnadaptableConstructsAreReportedTogether() throws {
        let first = SourceAdapter.File(path: "A.swift", text: "func f() { perform(#selector(g)) }")
        let second = SourceAdapter.File(
            path: "B.swift", text: "\nfunc h() { performSelector(onMainThread: s, with: nil, waitUntilDone: false) }")
        let error = try #require(throws: SourceAdapterError.self) {
            try SourceAdapter.adapt(files: [first, Self.delegateFile, second])
        }
        #expect(error.constructs.map { "\($0.file):\($0.line):\($0.column)" } == ["A.swift:1:12", "B.swift:2:12"])
    }
}
