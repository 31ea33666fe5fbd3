import Foundation
import TestSupport
import Testing

/// `reel preview` of a file the Swift parser cannot take safely says so at the file's place.
@Suite struct PreviewHostileSourceTests {
    @Test func aFileNestedTooDeeplyIsRefusedAtItsBracketNotAsHavingNoLayout() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-deep")
        let file = folder.appendingPathComponent("DeepLayout.swift")
        let text =
            "import UIKit\nfinal class DeepLayout: UICollectionViewFlowLayout {}\nlet t = "
            + String(repeating: "(", count: 5_000) + "\n"
        try Data(text.utf8).write(to: file)
        let out = folder.appendingPathComponent("out")
        let result = try PreviewTool.run(["preview", file.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("\(file.path):3:209: error: cannot adapt `brackets nested 201 deep`"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
