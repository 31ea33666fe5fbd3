import Foundation
import TestSupport
import Testing

/// `reel preview` and Swift scenes end to end with the built tool, on layouts written as for iOS
/// (`import UIKit`) in Fixtures/preview/. Serialized: each set of files compiles once (about a
/// few seconds with swiftc) into the shared test cache and the tests after reuse it.
@Suite(.serialized)
struct PreviewEndToEndTests {
    /// The cover-flow arithmetic of Fixtures/preview/CoverFlow/CoverFlowLayout.swift, worked out
    /// here: items 200 × 300, lines 20 apart, inset (390 − 200) / 2 = 95; two 300-point items
    /// fit the 844-point height, so the horizontal flow fills columns of two and item i's
    /// centre is at x = 195 + 220 (i / 2); the view's centre is at offset + 195.
    static func centerX(item: Int) -> Double { 195 + 220 * Double(item / 2) }

    static func coverFlow(item: Int, offset: Double, minimumScale: Double, minimumAlpha: Double)
        -> (scale: Double, alpha: Double, zIndex: Int)
    {
        let distance = min(abs(centerX(item: item) - (offset + 195)), 200)
        let progress = distance / 200
        return (1 - (1 - minimumScale) * progress, 1 - (1 - minimumAlpha) * progress, Int((1 - progress) * 10))
    }

    @Test func previewOfACoverFlowLayoutDrawsItsScaleAndAlpha() throws {
        let out = try TestFolders.temporary(prefix: "reel-preview")
        let result = try PreviewTool.run([
            "preview", PreviewTool.fixture("CoverFlow"), "--layout", "CoverFlowLayout", "--offsets", "0,110",
            "--scale", "1", "--format", "json", "--format", "png", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Previewed CoverFlowLayout: 2 frames into"))
        #expect(TestFolders.files(in: out) == ["frame-0000.png", "frame-0001.png", "frames.json"])
        let dump = try PreviewTool.json(String(contentsOf: out.appendingPathComponent("frames.json"), encoding: .utf8))
        for (frame, offset) in [(0, 0.0), (1, 110.0)] {
            let elements = PreviewTool.elements(dump, frame: frame)
            #expect(elements.count == 4)
            for (item, element) in elements {
                let expected = Self.coverFlow(item: item, offset: offset, minimumScale: 0.6, minimumAlpha: 0.4)
                let transform = element["transform"] as? [String: Double] ?? [:]
                let center = element["center"] as? [String: Double] ?? [:]
                #expect(abs((center["x"] ?? 0) - Self.centerX(item: item)) < 1e-9)
                #expect(abs((transform["a"] ?? 0) - expected.scale) < 1e-9, "item \(item) at \(offset)")
                #expect(abs((transform["d"] ?? 0) - expected.scale) < 1e-9)
                #expect(abs((element["alpha"] as? Double ?? 0) - expected.alpha) < 1e-9)
                #expect(element["zIndex"] as? Int == expected.zIndex)
            }
        }
        // Offset 110: item 0 is 110 from the centre: scale 1 − 0.4 × 0.55 = 0.78, alpha 0.67.
        let item0 = PreviewTool.elements(dump, frame: 1)[0]
        #expect(abs(((item0?["transform"] as? [String: Double])?["a"] ?? 0) - 0.78) < 1e-9)
    }

    @Test func swiftSceneSetsTheClassPropertiesAndKeepsItsOtherDefaults() throws {
        let result = try PreviewTool.run(["dump", PreviewTool.fixture("CoverFlow/coverflow.yaml")])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try PreviewTool.json(result.stdout)
        // minimumScale 0.5 and minimumAlpha 0.25 from the scene; activeDistance 200 from the class.
        let item0 = try #require(PreviewTool.elements(dump, frame: 1)[0])
        let expected = Self.coverFlow(item: 0, offset: 110, minimumScale: 0.5, minimumAlpha: 0.25)
        #expect(abs(((item0["transform"] as? [String: Double])?["a"] ?? 0) - 0.725) < 1e-9)
        #expect(abs((item0["alpha"] as? Double ?? 0) - expected.alpha) < 1e-9)
        #expect(abs(expected.alpha - 0.5875) < 1e-12)
    }

    @Test func swiftFlowSubclassRendersByteForByteAsTheBuiltInFlow() throws {
        let swiftOut = try TestFolders.temporary(prefix: "reel-preview-swift")
        let builtInOut = try TestFolders.temporary(prefix: "reel-preview-builtin")
        for (scene, out) in [("plain-flow.yaml", swiftOut), ("builtin-flow.yaml", builtInOut)] {
            let result = try PreviewTool.run([
                "render", PreviewTool.fixture("CoverFlow/" + scene), "--format", "png", "--format", "json",
                "--out", out.path, "--quiet",
            ])
            #expect(result.status == 0, "\(scene): \(result.stderr)")
        }
        let files = TestFolders.files(in: swiftOut)
        #expect(files == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frames.json"])
        #expect(files == TestFolders.files(in: builtInOut))
        for file in files {
            let swift = try Data(contentsOf: swiftOut.appendingPathComponent(file))
            let builtIn = try Data(contentsOf: builtInOut.appendingPathComponent(file))
            #expect(swift == builtIn, "\(file) differs")
        }
        let dump = try PreviewTool.json(
            String(contentsOf: swiftOut.appendingPathComponent("frames.json"), encoding: .utf8))
        #expect(PreviewTool.elements(dump, frame: 0).count > 4)
    }

    @Test func goldenAndPlotCommandsAcceptSwiftScenes() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-golden")
        let golden = folder.appendingPathComponent("golden").path
        let scene = PreviewTool.fixture("CoverFlow/coverflow.yaml")
        let record = try PreviewTool.run(["record", scene, "--golden", golden])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(
            TestFolders.files(in: URL(fileURLWithPath: golden)) == [
                "carousel-x0000-y0000.json", "carousel-x0000-y0000.png", "carousel-x0110-y0000.json",
                "carousel-x0110-y0000.png", "manifest.json",
            ])
        let verify = try PreviewTool.run(["verify", scene, "--golden", golden])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.contains("2 offsets match"))
        let chart = folder.appendingPathComponent("alpha.svg").path
        let plot = try PreviewTool.run(["plot", scene, "--attribute", "alpha", "--items", "0", "--out", chart])
        #expect(plot.status == 0, "\(plot.stderr)")
        #expect(FileManager.default.fileExists(atPath: chart))
    }

    @Test func parametersListTheClassPropertiesWithTheDefaultsTheClassGives() throws {
        let result = try PreviewTool.run([
            "preview", PreviewTool.fixture("CoverFlow"), "--layout", "CoverFlowLayout", "--parameters",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("CoverFlowLayout (Fixtures/preview/CoverFlow/CoverFlowLayout.swift:5:1)") == true)
        // The class's own defaults, and what its init() sets on the inherited flow properties.
        #expect(lines.contains("  minimumScale: CGFloat = 0.6"))
        #expect(lines.contains("  activeDistance: CGFloat = 200"))
        #expect(lines.contains("  itemSize: CGSize = {height: 300, width: 200}"))
        #expect(lines.contains("  minimumLineSpacing: CGFloat = 20"))
        #expect(lines.contains("  scrollDirection: UICollectionView.ScrollDirection = horizontal"))
    }

    @Test func ownEnumsPublicOrNotAreSettableByCaseName() throws {
        let result = try PreviewTool.run([
            "preview", PreviewTool.fixture("CoverFlow"), "--layout", "PlainFlowLayout", "--parameters",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  tone: Tone = plain"), "\(lines)")
        #expect(lines.contains("  weight: Weight = light"), "\(lines)")
    }

    @Test func unknownParameterSuggestsTheClassPropertyAtItsLine() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-typo")
        let scene = folder.appendingPathComponent("typo.yaml")
        let layout = PackagePaths.root.appendingPathComponent(PreviewTool.fixture("CoverFlow")).path
        try """
        panes:
          - layout: { swift: \(layout), class: CoverFlowLayout }
            parameters:
              minimumScale: 0.5
              activeDistanse: 150
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try PreviewTool.run(["render", scene.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(scene.path):5:23:"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "CoverFlowLayout has no settable property 'activeDistanse'; did you mean 'activeDistance'?"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}

/// A `UICollectionViewCompositionalLayout` subclass made as apps make one — a section provider in
/// `convenience init()`, a `.groupPagingCentered` carousel whose `visibleItemsInvalidationHandler`
/// scales cards by their distance from the centre, a grid under a pinned header — previews like
/// any other layout class.
@Suite struct PreviewCompositionalTests {
    /// The pane's elements of frame `frame`, by `[section, item]` for cells and by kind otherwise.
    static func elements(_ dump: [String: Any], frame: Int) -> [[Int]: [String: Any]] {
        let frames = dump["frames"] as? [[String: Any]] ?? []
        guard frames.indices.contains(frame), let panes = frames[frame]["panes"] as? [[String: Any]],
            let elements = panes.first?["elements"] as? [[String: Any]]
        else { return [:] }
        var result: [[Int]: [String: Any]] = [:]
        for element in elements {
            let category = element["category"] as? String == "cell" ? 0 : 1
            result[[category, element["section"] as? Int ?? -1, element["item"] as? Int ?? -1]] = element
        }
        return result
    }

    static func point(_ element: [String: Any]?, _ key: String) -> [Double] {
        let value = element?[key] as? [String: Double] ?? [:]
        return key == "size" ? [value["width"] ?? -1, value["height"] ?? -1] : [value["x"] ?? -1, value["y"] ?? -1]
    }

    @Test func aCompositionalSubclassWithASectionProviderPreviews() throws {
        let out = try TestFolders.temporary(prefix: "reel-preview-compositional")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try PreviewTool.run([
            "preview", PreviewTool.fixture("Compositional/FeedLayout.swift"), "--items", "3,10", "--size", "390x400",
            "--offsets", "0,300", "--format", "json", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try PreviewTool.json(String(contentsOf: out.appendingPathComponent("frames.json"), encoding: .utf8))
        let first = Self.elements(dump, frame: 0)
        // The carousel: groups 0.8 × 390 = 312 wide, the first centred (x 39), 220 tall; at the
        // centre the handler's scale is 1. Card 1 starts 12 further (x 363): 324 from the centre,
        // scale and alpha 0.8 — drawn 249.6 wide around x 519, outside the 390-point view.
        #expect(Self.point(first[[0, 0, 0]], "center") == [195, 110])
        #expect(Self.point(first[[0, 0, 0]], "size") == [312, 220])
        #expect((first[[0, 0, 0]]?["transform"] as? [String: Double])?["a"] == 1)
        // The grid: two columns of 195 with 4-point insets, rows of 120 under the 44-point header.
        #expect(Self.point(first[[1, 1, 0]], "center") == [195, 242])
        #expect(Self.point(first[[0, 1, 0]], "center") == [97.5, 324])
        #expect(Self.point(first[[0, 1, 0]], "size") == [187, 112])
        #expect(Self.point(first[[0, 1, 3]], "center") == [292.5, 444])
        // At offset 300 the header is pinned to the top of the visible bounds (y 300 … 344).
        let second = Self.elements(dump, frame: 1)
        #expect(Self.point(second[[1, 1, 0]], "center") == [195, 322])
        #expect(second[[0, 0, 0]] == nil)
    }

    @Test func aCompositionalSubclassWithoutInitIsToldToGiveOne() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-compositional-init")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Bare.swift")
        try Data(
            """
            import UIKit

            final class BareLayout: UICollectionViewCompositionalLayout {}

            """.utf8
        ).write(to: file)
        let result = try PreviewTool.run(["preview", file.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("BareLayout"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "UICollectionViewCompositionalLayout has no init(): make the sections in one, `convenience init() { self.init(sectionProvider:"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}

/// A layout that only exists inside a view controller's `createLayout()` (as Apple's "Implementing
/// Modern Collection Views" sample writes every one), in a static function or in a function at the
/// top level: `reel preview` calls the function, `private` or not, from its own file.
@Suite struct PreviewLayoutFunctionTests {
    static let folder = PreviewTool.fixture("ViewControllers")

    static func centersAndSizes(_ out: URL) throws -> [[Double]] {
        let dump = try PreviewTool.json(String(contentsOf: out.appendingPathComponent("frames.json"), encoding: .utf8))
        return PreviewTool.elements(dump, frame: 0).sorted { $0.key < $1.key }.map { _, element in
            let center = element["center"] as? [String: Double] ?? [:]
            let size = element["size"] as? [String: Double] ?? [:]
            return [center["x"] ?? -1, center["y"] ?? -1, size["width"] ?? -1, size["height"] ?? -1]
        }
    }

    @Test func aViewControllersPrivateCreateLayoutPreviews() throws {
        let out = try TestFolders.temporary(prefix: "reel-preview-function")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try PreviewTool.run([
            "preview", Self.folder, "--layout", "PhotosViewController.createLayout()", "--items", "9", "--offsets", "0",
            "--format", "json", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Previewed PhotosViewController.createLayout: 1 frame into"), "\(result.stdout)")
        // Columns of 390 / 3 = 130 in rows of 130 after the section's 10-point top inset; each
        // photo inset by 2: 126 × 126 around (65 + 130 c, 75 + 130 r).
        var expected: [[Double]] = []
        for item in 0..<9 {
            expected.append([65 + 130 * Double(item % 3), 75 + 130 * Double(item / 3), 126, 126])
        }
        let found = try Self.centersAndSizes(out)
        #expect(found.count == 9)
        for (got, want) in zip(found, expected) {
            #expect(zip(got, want).allSatisfy { abs($0 - $1) < 1e-9 }, "\(got) vs \(want)")
        }
    }

    @Test func aFunctionAtTheTopLevelPreviews() throws {
        let out = try TestFolders.temporary(prefix: "reel-preview-function-top")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try PreviewTool.run([
            "preview", Self.folder, "--layout", "makeListLayout", "--items", "3", "--offsets", "0", "--format", "json",
            "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // Rows of 44 one point apart: centres at 22, 67, 112.
        #expect(try Self.centersAndSizes(out) == [[195, 22, 390, 44], [195, 67, 390, 44], [195, 112, 390, 44]])
    }

    /// PhotosViewController builds its collection view with its createLayout(): the list offers
    /// the screen (previewed with its cells), and the function stays reachable by name.
    @Test func severalFunctionsAreListedAndInitArgumentsAreRefused() throws {
        let out = try TestFolders.temporary(prefix: "reel-preview-function-bad")
        defer { try? FileManager.default.removeItem(at: out) }
        let several = try PreviewTool.run(["preview", Self.folder, "--parameters"])
        #expect(several.status == 2)
        #expect(
            several.stderr.contains(
                "3 layouts (classes and functions that make one); choose one with --layout:\n"
                    + "  makeListLayout() (\(Self.folder)/Layouts.swift:4:1)\n"
                    + "  LayoutFactory.carousel() (\(Self.folder)/Layouts.swift:14:5)\n"
                    + "  PhotosViewController (\(Self.folder)/PhotosViewController.swift:5:1)"),
            "\(several.stderr)")
        let withInit = try PreviewTool.run([
            "preview", Self.folder, "--layout", "LayoutFactory.carousel", "--init", "columns: 2", "--out", out.path,
        ])
        #expect(withInit.status == 2)
        #expect(
            withInit.stderr.contains(
                "LayoutFactory.carousel() (\(Self.folder)/Layouts.swift:14:5) is a function that makes the layout; "
                    + "initializer arguments (--init) are for layout classes"), "\(withInit.stderr)")
        let unknown = try PreviewTool.run(["preview", Self.folder, "--layout", "LayoutFactory.grid", "--out", out.path])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.contains("no layout class or function 'LayoutFactory.grid' in the files"),
            "\(unknown.stderr)")
        #expect(TestFolders.files(in: out).isEmpty)
        let parameters = try PreviewTool.run(["preview", Self.folder, "--layout", "makeListLayout", "--parameters"])
        #expect(parameters.status == 0, "\(parameters.stderr)")
        #expect(
            parameters.stdout.contains(
                "makeListLayout() (\(Self.folder)/Layouts.swift:4:1) is a function that makes the layout: a scene's "
                    + "parameters have nothing to set on it"), "\(parameters.stdout)")
    }
}
