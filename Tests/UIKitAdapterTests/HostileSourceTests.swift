import Foundation
import TestSupport
import Testing
import UIKitAdapter

/// Hostile Swift through the source adapter: whatever the text, `adapt` returns adapted text or
/// throws ``SourceAdapterError`` at the user's file and line — never a crash, never a hang.
@Suite struct HostileSourceTests {
    /// A file with every construct the adapter rewrites: `@objc` optional requirements and their
    /// call sites, `#selector`, `@IBOutlet`/`@IBAction`/`@IBInspectable`, `dynamic`, an override
    /// in an extension, string-keyed KVO.
    static let everyConstruct = """
        import UIKit
        @objc protocol D: AnyObject {
            @objc optional func h(_ i: Int) -> CGFloat
            @objc optional var w: CGFloat { get }
        }
        final class L: UICollectionViewLayout {
            weak var d: D?
            @IBOutlet weak var v: UIView!
            @IBInspectable var s: CGFloat = 1
            @objc dynamic var k = 0
            override func prepare() {
                let a = d?.h?(1) ?? 0
                let b = d?.w ?? 0
                _ = a + b
                v.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
            }
            @IBAction @objc func pan(_ g: UIPanGestureRecognizer) {}
        }
        extension L { override var collectionViewContentSize: CGSize { .zero } }
        """

    /// Every prefix of the file (the adapter sees unfinished code as the user types it).
    @Test func everyTruncationOfEveryConstructAdaptsOrFailsAtALine() throws {
        let text = Array(Self.everyConstruct.utf8)
        let lineCount = Self.everyConstruct.split(separator: "\n", omittingEmptySubsequences: false).count
        var adapted = 0
        var refused = 0
        for end in 0...text.count {
            let prefix = String(decoding: text[..<end], as: UTF8.self)
            do {
                let result = try SourceAdapter.adapt(source: prefix, fileName: "Feed/L.swift")
                #expect(result.text.hasPrefix("#sourceLocation(file: \"Feed/L.swift\", line: 1)"))
                adapted += 1
            } catch let error as SourceAdapterError {
                #expect(!error.constructs.isEmpty)
                for construct in error.constructs {
                    #expect(construct.file == "Feed/L.swift")
                    #expect((1...lineCount).contains(construct.line), "\(construct)")
                    #expect(construct.column >= 1)
                }
                refused += 1
            }
        }
        #expect(adapted + refused == text.count + 1)
        #expect(adapted > 0)
    }

    @Test func bracketsNestedPastTheLimitAreRefusedAtTheBracketBeforeParsing() throws {
        for (open, close) in [("(", ")"), ("{", "}"), ("{ _ in ", "}")] {
            let depth = 20_000
            let body = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            let source = "import UIKit\nlet x = \(body)\nfinal class L: UICollectionViewLayout {}\n"
            let error = try #require(throws: SourceAdapterError.self) {
                try SourceAdapter.adapt(source: source, fileName: "Deep.swift")
            }
            let construct = try #require(error.constructs.first)
            // The 201st bracket: "let x = " is 8 bytes, each level `open.utf8.count` more.
            #expect(construct.file == "Deep.swift" && construct.line == 2)
            #expect(construct.column == 9 + SourceNesting.maximumDepth * open.utf8.count, "\(open)")
            #expect(construct.reason.contains("more than 200 levels deep"))
        }
        // Unclosed, and nested types.
        #expect(SourceNesting.firstTooDeep(in: String(repeating: "(", count: 1_000_000))?.column == 201)
        #expect(SourceNesting.firstTooDeep(in: String(repeating: "[", count: 1_000_000))?.column == 14)
        let nestedTypes = String(repeating: "struct S { ", count: 5_000) + String(repeating: "}", count: 5_000)
        #expect(throws: SourceAdapterError.self) { try SourceAdapter.adapt(source: nestedTypes, fileName: "T.swift") }
    }

    @Test func squareBracketsAreRefusedWhereTheParsersLookaheadWouldTakeMinutes() throws {
        // The adapter fuzzer's find: `init(f` and 70 `[` (20 took minutes: the lookahead tries each
        // `[` as an array type and as an inline array).
        let found =
            "import UIKit\nfinal class A: UIView {\n    override init(f" + String(repeating: "[", count: 70)
            + "width)\n}\n"
        let error = try #require(throws: SourceAdapterError.self) {
            try SourceAdapter.adapt(source: found, fileName: "Found.swift")
        }
        let construct = try #require(error.constructs.first)
        // The 14th `[`: "    override init(f" is 19 bytes.
        #expect(construct.file == "Found.swift" && construct.line == 3 && construct.column == 20 + 13)
        #expect(construct.construct == "square brackets nested 14 deep")
        #expect(construct.reason.hasPrefix("square brackets nest so deeply here (14 levels), or so often in this file"))
        // Thirteen levels (16,352 of the 16,384 the file may ask) are parsed; two such nests are not.
        let thirteen =
            "var a: " + String(repeating: "[", count: 13) + "Int" + String(repeating: "]", count: 13) + " = []\n"
        #expect(SourceNesting.firstTooDeep(in: thirteen) == nil)
        #expect(
            try SourceAdapter.adapt(source: "import UIKit\n" + thirteen, fileName: "T.swift").text.contains("Int]]"))
        #expect(SourceNesting.firstTooDeep(in: thirteen + thirteen).map { $0.line } == 2)
        // Shallow nests cost nothing, however many.
        let shallow = String(repeating: "let a = [[[[1]]]]\n", count: 10_000)
        #expect(SourceNesting.firstTooDeep(in: shallow) == nil)
    }

    @Test func bracketsInStringsAndCommentsAndDepthAtTheLimitAreParsed() throws {
        let atLimit =
            "let x = " + String(repeating: "(", count: SourceNesting.maximumDepth)
            + String(repeating: ")", count: SourceNesting.maximumDepth)
        #expect(SourceNesting.firstTooDeep(in: atLimit) == nil)
        let deepInText = [
            "let s = \"" + String(repeating: "(", count: 500) + "\"",
            "let r = #\"" + String(repeating: "[\\(", count: 500) + "\"#",
            "let m = \"\"\"\n" + String(repeating: "{", count: 500) + "\n\"\"\"",
            "// " + String(repeating: "(", count: 500),
            "/* /* " + String(repeating: "[", count: 500) + " */ */",
            "let i = \"\\(f(\"\\(g(\"" + String(repeating: "(", count: 500) + "\"))\"))\"",
        ]
        for text in deepInText {
            #expect(SourceNesting.firstTooDeep(in: text) == nil, "\(text.prefix(20))")
        }
        // Interpolations are code: their brackets count.
        let interpolated = "let i = \"\\(" + String(repeating: "(", count: 300) + "\""
        #expect(SourceNesting.firstTooDeep(in: interpolated) != nil)
    }

    @Test func aMegabyteLineAdaptsInTime() throws {
        let long = "let s = \"" + String(repeating: "a", count: 1 << 20) + "\"\n"
        let source = "import UIKit\n" + long + Self.everyConstruct.dropFirst("import UIKit\n".count)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let result = try SourceAdapter.adapt(source: source, fileName: "Long.swift")
            #expect(result.text.contains("Selector(\"pan:\")"))
        }
        #expect(elapsed < .seconds(60), "a 1 MB line took \(elapsed)")
    }

    @Test func invalidUTF8AndControlBytesAreText() throws {
        let bytes: [UInt8] =
            Array("import UIKit\nlet s = \"".utf8) + [0xFF, 0xFE, 0xC0, 0x80, 0x00, 0x1B]
            + Array(
                "\"\n@objc protocol P { @objc optional func f() }\n".utf8)
        let source = String(decoding: bytes, as: UTF8.self)
        let result = try SourceAdapter.adapt(source: source, fileName: "Bytes.swift")
        #expect(result.text.contains("\u{FFFD}"))
    }
}

/// Replays every input in Fixtures/fuzz/adapter/ through the adapter fuzz target's call:
/// `refused-…` inputs must be refused with a place in the file, `ok-…` ones adapted.
@Suite struct AdapterFuzzRegressionTests {
    static let inputs: [URL] = {
        let folder = PackagePaths.root.appendingPathComponent("Fixtures/fuzz/adapter")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func theRegressionFolderHoldsInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func replay(input: URL) throws {
        let text = String(decoding: try Data(contentsOf: input), as: UTF8.self)
        let name = input.lastPathComponent
        do {
            _ = try SourceAdapter.adapt(source: text, fileName: name)
            #expect(name.hasPrefix("ok-"), "\(name) was adapted")
        } catch let error as SourceAdapterError {
            #expect(name.hasPrefix("refused-"), "\(name) was refused: \(error)")
            #expect(error.constructs.allSatisfy { $0.file == name && $0.line >= 1 })
        }
    }
}
