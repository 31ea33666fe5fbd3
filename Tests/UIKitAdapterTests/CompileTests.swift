import Foundation
import TestSupport
import Testing
import UIKitAdapter

/// Adapted files compile with Linux's `swiftc`, report the user's lines, and keep the optional
/// semantics at run time.
@Suite(.enabled(if: Swiftc.path != nil, "needs the toolchain's swiftc")) struct CompileTests {
    /// Conformers in a file of their own that the adapter never sees, as in an app's target.
    static let conformers = """
        import UIKit

        final class PhotosViewController: UIViewController, PinterestLayoutDelegate {
            func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
                CGFloat(100 + 20 * indexPath.item)
            }
            var cellPadding: CGFloat { 4 }
        }

        final class BareDelegate: NSObject, PinterestLayoutDelegate {
            func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat { 80 }
        }

        final class GestureOwner: NSObject {
            let view = UIView()
            func install() {
                view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
            }
            @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
                _ = recognizer.location(in: view)
            }
        }
        """

    @Test func adaptedLayoutAndConformersTypeCheckAgainstAUIKitModule() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = try Swiftc.emitUIKitStub(in: folder)
        #expect(stub.status == 0, "\(stub.output)")

        let layout = try adapt(PinterestLayoutSource.text, file: PinterestLayoutSource.fileName)
        let card = try adapt(AttributeRewriteTests.cardView, file: "App/CardView.swift")
        let conformers = try adapt(Self.conformers, file: "App/PhotosViewController.swift")
        #expect(conformers.text.contains("action: Selector(\"handlePan:\")"))
        var paths: [String] = []
        for (name, adapted) in [("Layout.swift", layout), ("Card.swift", card), ("Conformers.swift", conformers)] {
            let url = folder.appendingPathComponent(name)
            try adapted.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try Swiftc.run(["-typecheck", "-I", folder.path] + paths, in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
    }

    @Test func unadaptedLayoutIsRefusedByLinuxSwift() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Swiftc.emitUIKitStub(in: folder)
        let url = folder.appendingPathComponent("Layout.swift")
        try PinterestLayoutSource.text.write(to: url, atomically: true, encoding: .utf8)
        let result = try Swiftc.run(["-typecheck", "-I", folder.path, url.path], in: folder)
        #expect(result.status != 0)
        #expect(result.output.contains("Objective-C interoperability is disabled"))
    }

    @Test func compilerErrorsNameTheUsersFileLineAndColumn() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-diagnostics")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = """
            import Foundation

            final class Knob: NSObject {
                @objc dynamic var speed: Int = "fast"
            }
            """
        let adapted = try adapt(original, file: "/Users/dev/App/Knob.swift")
        let url = folder.appendingPathComponent("Knob-adapted.swift")
        try adapted.text.write(to: url, atomically: true, encoding: .utf8)
        let result = try Swiftc.run(["-typecheck", url.path], in: folder)
        #expect(result.status != 0)
        // `#sourceLocation` names the user's path and line; the column is the adapted line's …
        #expect(result.output.contains("/Users/dev/App/Knob.swift:4:22: error:"), "\(result.output)")
        #expect(!result.output.contains("Knob-adapted.swift:"))
        // … and the source map moves it back to where `"fast"` is in the user's line.
        let remapped = adapted.sourceMap.remapDiagnostics(result.output)
        #expect(remapped.contains("/Users/dev/App/Knob.swift:4:36: error: cannot convert value of type 'String'"))
        #expect(adapted.sourceMap.originalColumn(line: 4, column: 22) == 36)
        // `var`, after the removed `@objc dynamic `:
        #expect(adapted.sourceMap.originalColumn(line: 4, column: 5) == 19)
        #expect(adapted.sourceMap.originalColumn(line: 4, column: 4) == 4)
        #expect(adapted.sourceMap.originalColumn(line: 3, column: 9) == 9)
    }

    /// The optional semantics at run time: implemented → the conformer's value; not implemented
    /// or no delegate → nil, so the layout falls back to its own property.
    static let program = """
        import Foundation

        @objc protocol SizeDelegate: AnyObject {
            func itemCount() -> Int
            @objc optional func size(forItemAt index: Int) -> CGSize
            @objc optional func spacing(_ section: Int) -> CGFloat
            @objc optional var columns: Int { get }
            @objc optional func didFinish(_ layout: AnyObject)
        }

        final class Full: NSObject, SizeDelegate {
            func itemCount() -> Int { 3 }
            func size(forItemAt index: Int) -> CGSize { CGSize(width: 10 * (index + 1), height: 20) }
            func spacing(_ section: Int) -> CGFloat { 7 }
            var columns: Int { 4 }
            func didFinish(_ layout: AnyObject) { print("finished") }
        }

        final class Bare: NSObject, SizeDelegate {
            func itemCount() -> Int { 1 }
        }

        final class Layout {
            weak var delegate: SizeDelegate?
            var itemSize = CGSize(width: 50, height: 50)

            func describe() -> String {
                let size = delegate?.size?(forItemAt: 0) ?? itemSize
                let spacing = delegate?.spacing?(0) ?? 10
                let columns = delegate?.columns ?? 2
                var second = "none"
                if let size = delegate?.size?(forItemAt: 1) { second = "\\(size.width)" }
                let third = (delegate as AnyObject as? SizeDelegate)?.size?(forItemAt: 2).width ?? -1
                delegate?.didFinish?(self)
                return "\\(size.width)x\\(size.height) \\(spacing) \\(columns) \\(second) \\(third)"
            }
        }

        let full = Full()
        let bare = Bare()
        let layout = Layout()
        layout.delegate = full
        print(layout.describe())
        layout.delegate = bare
        print(layout.describe())
        layout.delegate = nil
        print(layout.describe())
        print((full as SizeDelegate).size!(forItemAt: 5).width)
        """

    @Test func optionalRequirementsAnswerNilWhenNotImplementedAtRunTime() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let adapted = try adapt(Self.program, file: "Sizes.swift")
        let main = folder.appendingPathComponent("main.swift")
        try adapted.text.write(to: main, atomically: true, encoding: .utf8)
        let build = try Swiftc.run([main.path, "-o", "sizes"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        let run = try Swiftc.runProgram(folder.appendingPathComponent("sizes").path, [], in: folder)
        #expect(run.status == 0)
        #expect(
            run.output == """
                finished
                10.0x20.0 7.0 4 20.0 30.0
                50.0x50.0 10.0 2 none -1.0
                50.0x50.0 10.0 2 none -1.0
                60.0

                """)
    }
}
