import Foundation
import TestSupport
import Testing
import UIKitAdapter

/// Overrides written in extensions move into the class body; Linux Swift compiles the result,
/// runs the override, and reports errors inside it at the user's file, line and column.
@Suite struct ExtensionOverrideTests {
    static let layout = """
        class Base {
            func value() -> Int { 1 }
            var name: String { "base" }
        }

        final class Sticky: Base {
            let factor = 7
        }

        extension Sticky {
            @objc override func value() -> Int { factor * 6 }

            override var name: String {
                "sticky"
            }

            func helper() -> Int { 2 }
        }
        """

    @Test func overridesLeaveTheExtensionAndEnterTheClassBodyWithTheirLines() throws {
        let adapted = try adapt(Self.layout, file: "App/Sticky.swift")
        // The extension keeps its lines, emptied where the overrides were.
        #expect(adapted.text.hasSuffix("extension Sticky {\n    \n\n    \n\n\n\n    func helper() -> Int { 2 }\n}"))
        let body = adapted.text.components(separatedBy: "    let factor = 7\n")[1]
        #expect(
            body.hasPrefix(
                "\n#sourceLocation(file: \"App/Sticky.swift\", line: 11)\n    override func value() -> Int { factor * 6 }"
                    + "\n#sourceLocation(file: \"App/Sticky.swift\", line: 8)\n"
                    + "\n#sourceLocation(file: \"App/Sticky.swift\", line: 13)\n    override var name: String {\n        \"sticky\"\n    }"
                    + "\n#sourceLocation(file: \"App/Sticky.swift\", line: 8)\n}"))
        #expect(
            adapted.places == [
                Place(11, 5, "@objc"),
                Place(11, 5, "@objc override func value() -> Int { factor * 6 }"),
                Place(13, 5, "override var name: String {"),
            ])
        #expect(
            adapted.rewrites[1].replacement.hasPrefix(
                "moved out of the extension into the body of class `Sticky` (Sticky.swift:8)"))
    }

    @Test(.enabled(if: Swiftc.path != nil, "needs the toolchain's swiftc"))
    func theMovedOverridesCompileAndRun() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-hoist")
        defer { try? FileManager.default.removeItem(at: folder) }
        let adapted = try adapt(
            Self.layout + "\nprint(Sticky().value(), Sticky().name, (Sticky() as Base).value())\n", file: "main.swift")
        try adapted.text.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try Swiftc.run(["main.swift", "-o", "hoisted"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        let run = try Swiftc.runProgram(folder.appendingPathComponent("hoisted").path, [], in: folder)
        #expect(run.output == "42 sticky 42\n")
    }

    @Test(.enabled(if: Swiftc.path != nil, "needs the toolchain's swiftc"))
    func anErrorInAnOverrideMovedFromAnotherFileNamesTheUsersLineAndColumn() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-hoist-files")
        defer { try? FileManager.default.removeItem(at: folder) }
        let classFile = SourceAdapter.File(
            path: "Layout.swift", text: "class Base { func value() -> Int { 1 } }\nclass Sub: Base {\n}\n")
        let extensionFile = SourceAdapter.File(
            path: "Layout+Value.swift",
            text:
                "// value\n\nextension Sub {\n    override func value() -> Int {\n        return missingName\n    }\n}\n"
        )
        let adapted = try SourceAdapter.adapt(files: [classFile, extensionFile])
        #expect(
            adapted[0].text.contains(
                "#sourceLocation(file: \"Layout+Value.swift\", line: 4)\n    override func value()"))
        #expect(adapted[1].lines[3] == "    ")
        #expect(adapted[1].rewrites.map { "\($0.file):\($0.line):\($0.column)" } == ["Layout+Value.swift:4:5"])
        for (index, name) in ["A.swift", "B.swift"].enumerated() {
            try adapted[index].text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try Swiftc.run(["-typecheck", "A.swift", "B.swift"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.output.contains("Layout+Value.swift:5:16: error: cannot find 'missingName' in scope"),
            "\(result.output)")
    }

    @Test func anOverrideOfAClassTheFilesDoNotDeclareIsRefusedWithItsPlace() throws {
        let source = "import UIKit\n\nextension UICollectionView {\n    override func layoutSubviews() {}\n}\n"
        let error = try #require(throws: SourceAdapterError.self) { try adapt(source, file: "App/Calendar.swift") }
        #expect(error.constructs.count == 1)
        #expect(error.constructs.first.map { "\($0.file):\($0.line):\($0.column)" } == "App/Calendar.swift:4:5")
        #expect(error.description.contains("`UICollectionView` is not declared in the adapted files"))
    }

    @Test func aFrameworkFileThatUsesUIKitTypesGetsTheImportItsUmbrellaGaveIt() throws {
        let view = SourceAdapter.File(path: "Pod/PagerView.swift", text: "import UIKit\nclass PagerView: UIView {}\n")
        let delegate = SourceAdapter.File(
            path: "Pod/PagerDelegate.swift",
            text:
                "// delegate\nimport Foundation\n\nprotocol PagerDelegate: AnyObject {\n    func view() -> UIView\n}\n")
        let plain = SourceAdapter.File(path: "Pod/Count.swift", text: "import Foundation\nlet count = 3\n")
        let adapted = try SourceAdapter.adapt(files: [view, delegate, plain])
        #expect(adapted[1].lines[1] == "import UIKit; import Foundation")
        #expect(adapted[1].places == [Place(2, 1, "import Foundation")])
        #expect(adapted[2].isUnchanged)
        #expect(adapted[0].isUnchanged)
        // Alone too: a pod's file previewed by itself saw UIKit through its umbrella module.
        #expect(try adapt(delegate.text).lines[1] == "import UIKit; import Foundation")
    }

    @Test func aFrameworkFileWithNoImportGetsOneInFrontOfItsFirstDeclaration() throws {
        let other = SourceAdapter.File(path: "Pod/Other.swift", text: "import Foundation\nlet count = 3\n")
        func adaptAmongOthers(_ text: String) throws -> AdaptedSource {
            try SourceAdapter.adapt(files: [SourceAdapter.File(path: "Pod/Layout.swift", text: text), other])[0]
        }
        let text =
            "// Pod/Layout.swift\n\nfinal class Layout: UICollectionViewFlowLayout {\n    let radius: CGFloat = 2\n}\n"
        let adapted = try adaptAmongOthers(text)
        #expect(adapted.lines[2] == "import UIKit; final class Layout: UICollectionViewFlowLayout {")
        #expect(adapted.places == [Place(3, 1, "final class Layout: UICollectionViewFlowLayout {")])
        // Core Animation and compositional names count; Core Graphics and Foundation names do not.
        #expect(try adaptAmongOthers("let layer = CALayer()\n").lines[0] == "import UIKit; let layer = CALayer()")
        #expect(
            try adaptAmongOthers(
                "let size = NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1))\n"
            ).lines[0].hasPrefix("import UIKit; let size"))
        #expect(
            try adaptAmongOthers(
                "import Foundation\nlet width: CGFloat = IndexPath(item: 0, section: 0).isEmpty ? 1 : 2\n"
            )
            .isUnchanged)
        #expect(try adaptAmongOthers("let UIsh = 1\nlet UI = 2\n").isUnchanged, "UI then a capital letter names a type")
        // A selector becomes a `Selector` value, which UIKit declares on Linux.
        #expect(
            try adaptAmongOthers("import Foundation\nlet fire = #selector(Ticker.fire)\n").lines[0]
                == "import UIKit; import Foundation")
        // Alone and without any import, a file is a snippet, not a framework's file: left as it is.
        #expect(try adapt(text).isUnchanged)
    }

    @Test func aFileThatImportsUIKitUnderIfOrStartsWithADirectiveIsLeftAlone() throws {
        let conditional = "#if canImport(UIKit)\nimport UIKit\n#endif\nclass Layout: UICollectionViewLayout {}\n"
        let directiveFirst = "#if DEBUG\nlet debug = true\n#endif\nclass Layout: UICollectionViewLayout {}\n"
        let adapted = try SourceAdapter.adapt(files: [
            SourceAdapter.File(path: "A.swift", text: conditional),
            SourceAdapter.File(path: "B.swift", text: directiveFirst),
        ])
        #expect(adapted[0].isUnchanged)
        #expect(adapted[1].isUnchanged)
    }
}
