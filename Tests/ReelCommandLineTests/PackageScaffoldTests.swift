import CollectionLayout
import Foundation
import Layouts
import Reel
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing
import UIKitLayouts

@testable import ReelCommandLine

@Suite("reel init")
struct PackageScaffoldTests {
    static func scaffold(_ folder: URL) -> PackageScaffold {
        PackageScaffold(folder: folder, dependency: .path(PackagePaths.root.path))
    }

    @Test func writesThePackageIntoANewFolder() throws {
        let folder = try TestFolders.temporary(prefix: "init").appendingPathComponent("my-cards")
        try Self.scaffold(folder).write(into: folder)
        let expected = [
            ".github/workflows/ci.yml", ".gitignore", "Makefile", "Package.swift", "README.md", "Scenes/coverflow.yaml",
            "Sources/MyCardsLayouts/CoverFlowLayout.swift", "Sources/MyCardsLayouts/ReelLayouts.swift",
            "Sources/reel-mycards/main.swift", "Tests/MyCardsLayoutsTests/CoverFlowGoldenTests.swift",
        ]
        let written = try #require(FileManager.default.subpaths(atPath: folder.path)).filter {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent($0).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }
        #expect(written.sorted() == expected)
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(name: \"LayoutReel\", path: \"\(PackagePaths.root.path)\")"))
        #expect(manifest.contains("name: \"MyCards\""))
        let layout = try String(
            contentsOf: folder.appendingPathComponent("Sources/MyCardsLayouts/CoverFlowLayout.swift"), encoding: .utf8)
        #expect(layout.hasPrefix("import UIKit\n"))
        #expect(layout.contains("open class CoverFlowLayout: UICollectionViewFlowLayout {"))
    }

    @Test func aURLDependencyAndTheWorkflowShards() throws {
        let scaffold = PackageScaffold(
            folder: URL(fileURLWithPath: "/tmp/cards"), dependency: .url("https://example.com/LayoutReel.git"))
        #expect(
            scaffold.packageManifest.contains(".package(url: \"https://example.com/LayoutReel.git\", branch: \"main\")")
        )
        let workflow = try #require(scaffold.files.first { $0.path == ".github/workflows/ci.yml" }?.contents)
        #expect(workflow.contains("shard: [1, 2]"))
        #expect(
            workflow.contains("verify Scenes/coverflow.yaml --golden Goldens/coverflow --shard ${{ matrix.shard }}/2"))
        #expect(workflow.contains("apt-get install -y --no-install-recommends libcairo2-dev libfreetype-dev"))
        #expect(
            PackageScaffold.Dependency(
                parsing: "git@github.com:o/LayoutReel.git", relativeTo: URL(fileURLWithPath: "/"))
                == .url("git@github.com:o/LayoutReel.git"))
        #expect(
            PackageScaffold.Dependency(parsing: "../LayoutReel", relativeTo: URL(fileURLWithPath: "/work/app/"))
                == .path("/work/LayoutReel"))
    }

    @Test func refusesAFolderThatIsNotEmpty() throws {
        let folder = try TestFolders.temporary(prefix: "init-busy")
        try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: ScaffoldError.notEmpty(folder.path, entries: ["notes.txt"])) {
            try Self.scaffold(folder).write(into: folder)
        }
        #expect(TestFolders.files(in: folder) == ["notes.txt"])
    }

    @Test func packageNamesAreSwiftIdentifiers() {
        #expect(PackageScaffold.typeName(from: "my-cards") == "MyCards")
        #expect(PackageScaffold.typeName(from: "cover_flow 2") == "CoverFlow2")
        #expect(PackageScaffold.typeName(from: "3d") == "Package3d")
    }

    @Test func theGeneratedSwiftParses() {
        let scaffold = Self.scaffold(URL(fileURLWithPath: "/tmp/cards"))
        for file in scaffold.files where file.path.hasSuffix(".swift") {
            let tree = Parser.parse(source: file.contents)
            #expect(!tree.hasError, "\(file.path) has a syntax error")
        }
    }

    /// The scene parses with Reel's reader and runs with a flow layout registered under the
    /// generated name and properties (the class itself is compiled by the opt-in test below).
    @Test func theGeneratedSceneParsesAndRuns() throws {
        let scaffold = Self.scaffold(URL(fileURLWithPath: "/tmp/cards"))
        let text = try #require(scaffold.files.first { $0.path == "Scenes/coverflow.yaml" }?.contents)
        let standIn = LayoutDescriptor.layoutClass(
            CollectionViewFlowLayout.self, name: "coverFlow",
            make: {
                let layout = CollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.itemSize = CGSize(width: 180, height: 260)
                layout.minimumLineSpacing = 12
                return layout
            }, properties: [.property("sectionInset", \.sectionInset)])
        let scene = try Scene.parse(text, file: "coverflow.yaml", layouts: LayoutRegistry.builtIn + [standIn])
        #expect(scene.name == "coverflow")
        let runtime = try SceneRuntime(scene: scene, layouts: LayoutRegistry.builtIn + [standIn])
        #expect(runtime.samples.count == 12)
        // 6 cards 180 wide, 12 apart, 105 inset each side: content 105 + 6·180 + 5·12 + 105 = 1350;
        // the last frame is scrolled to the end, 1350 - 390 = 960.
        #expect(runtime.samples.last?.offsets.first?.x == 960)
    }
}
