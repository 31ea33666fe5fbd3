import Foundation
import TestSupport
import Testing

/// A scene that names the app's own cell class (`cells: {swift, class, configure, items}`,
/// `Fixtures/preview/Screens/scene-cells.yaml`): the class is compiled into the preview child,
/// dequeued and configured per item, sized by self-sizing layouts and drawn in the frames.
@Suite struct SceneCellClassTests {
    static let cellFolder = PackagePaths.root.appendingPathComponent(
        PreviewTool.fixture("Screens/SceneCells/Cells")
    ).path

    /// `reel render` of a scene `text` written to a temporary folder (`bad.yaml`).
    static func render(_ text: String) throws -> BuiltTool.Result {
        let folder = try TestFolders.temporary(prefix: "reel-scene-cells-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("bad.yaml")
        try text.write(to: scene, atomically: true, encoding: .utf8)
        let result = try PreviewTool.run([
            "render", scene.path, "--out", folder.appendingPathComponent("out").path, "--quiet",
        ])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/frame-0000.png").path))
        return result
    }

    /// A flow pane whose cells are the fixture's `class`, configured by `configure`.
    static func scene(class name: String, configure: String) -> String {
        """
        panes:
          - layout: flow
            parameters: { itemSize: [358, 88] }
            cells:
              swift: \(cellFolder)
              class: \(name)
              configure: \(configure)
        """
    }

    @Test func renderDrawsTheNamedCellClassConfiguredPerItem() throws {
        let out = try TestFolders.temporary(prefix: "reel-scene-cells")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try PreviewTool.run([
            "render", PreviewTool.fixture("Screens/scene-cells.yaml"), "--format", "png", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let first = try PreviewScreenTests.Frame(out.appendingPathComponent("frame-0000.png"))
        #expect(first.image.width == 390 && first.image.height == 420)
        // Cards 88 tall, 12 apart, from y 16; each item's badge (x 32…72, 16 below the card's
        // top) in the colour its entry of `items` names, in order, repeating: orange, red, green,
        // orange — UIKit's systemOrange, systemRed and systemGreen.
        #expect(first.pixel(52, 52) == [255, 149, 0, 255])
        #expect(first.pixel(52, 152) == [255, 59, 48, 255])
        #expect(first.pixel(52, 252) == [52, 199, 89, 255])
        #expect(first.pixel(52, 352) == [255, 149, 0, 255])
        // The card's own background (0.93, 0.95, 1.0) right of the title; white between cards.
        #expect(first.pixel(300, 90) == [238, 243, 255, 255])
        #expect(first.pixel(300, 110) == [255, 255, 255, 255])
        // The title "Morning run" in bold black beside the first badge.
        #expect(first.darkPixels(x: 85..<220, y: 30..<55) > 300)
        // Scrolled 100 points: item 1 (red, "Lunch") is the first whole card, at y 16.
        let second = try PreviewScreenTests.Frame(out.appendingPathComponent("frame-0001.png"))
        #expect(second.pixel(52, 52) == [255, 59, 48, 255])
        #expect(second.pixel(52, 152) == [52, 199, 89, 255])
    }

    @Test func aSwiftLayoutPaneAndADarkBuiltInPaneEachConfigureTheirCells() throws {
        let out = try TestFolders.temporary(prefix: "reel-scene-cells-mixed")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try PreviewTool.run([
            "render", PreviewTool.fixture("Screens/scene-cells-mixed.yaml"), "--format", "png", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try PreviewScreenTests.Frame(out.appendingPathComponent("frame-0000.png"))
        // CoverFlowLayout's centred item 0 (95…295 × 60…360): its systemBlue badge, its card.
        #expect(frame.pixel(131, 96) == [0, 122, 255, 255])
        #expect(frame.pixel(200, 300) == [238, 243, 255, 255])
        // The dark flow pane: the dark systemRed badge, the card's dark colour, black between.
        #expect(frame.pixel(441, 36) == [255, 69, 58, 255])
        #expect(frame.pixel(700, 60) == [40, 51, 76, 255])
        #expect(frame.pixel(700, 94) == [0, 0, 0, 255])
    }

    @Test func aSelfSizingLayoutSizesTheCellsByTheirConstraints() throws {
        let result = try PreviewTool.run(["dump", PreviewTool.fixture("Screens/scene-cells-sizing.yaml")])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try PreviewTool.json(result.stdout)
        let cells = PreviewTool.elements(dump, frame: 0)
        let heights = (0..<4).map { (cells[$0]?["frame"] as? [String: Any])?["height"] as? Double }
        // "Short": the badge's 40 points and 16 above and below (72); the long title wraps onto
        // three lines of the bold 17-point face at the card's 358 points (16 + 60 + 16 = 92).
        #expect(heights == [72, 92, 72, 92])
    }

    @Test func aCompileErrorInConfigureIsPlacedInTheScene() throws {
        let result = try Self.render(
            Self.scene(
                class: "ActivityCell",
                configure:
                    "|\n        cell.titleLabel.text = item[\"title\"]\n        cell.configur(title: \"x\", color: .red)"
            ))
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("bad.yaml:9:14: error: value of type 'ActivityCell' has no member 'configur'"),
            "\(result.stderr)")
        let oneLine = try Self.render(Self.scene(class: "ActivityCell", configure: "'cell.tint = 3'"))
        #expect(oneLine.status == 2)
        #expect(
            oneLine.stderr.contains("bad.yaml:7:24: error: value of type 'ActivityCell' has no member 'tint'"),
            "\(oneLine.stderr)")
    }

    @Test func anUnknownClassOrOneThatIsNoCellIsAnErrorAtTheClass() throws {
        let unknown = try Self.render(Self.scene(class: "ActivtyCell", configure: "'_ = cell'"))
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("bad.yaml:6:14: no class 'ActivtyCell' in "), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("did you mean 'ActivityCell'? classes there: ActivityCell, ActivityBadge"))
        let view = try Self.render(Self.scene(class: "ActivityBadge", configure: "'_ = cell'"))
        #expect(view.status == 2)
        #expect(
            view.stderr.contains(
                "bad.yaml:6:14: ActivityBadge is not a UICollectionViewCell subclass (it inherits from UIView)"),
            "\(view.stderr)")
    }

    @Test func theRecordedGoldenOfTheSceneMatches() throws {
        let failures = try TestFolders.temporary(prefix: "reel-scene-cells-golden")
        defer { try? FileManager.default.removeItem(at: failures) }
        let result = try PreviewTool.run([
            "verify", PreviewTool.fixture("Screens/scene-cells.yaml"), "--golden",
            PreviewTool.fixture("Screens/golden/scene-cells"), "--failures", failures.path,
        ])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }
}
