import Canvas
import Foundation
import Reel
import Testing

@testable import ReelPlot

/// The architecture pictures of docs/architecture.md, drawn by the tool's own Canvas code.
///
/// `make docs` runs these tests with `REEL_DOCS_OUT` set to a folder: they then also write
/// `architecture-modules.svg` and `architecture-pipeline.svg` there, and `make docs` compares
/// them with docs/images/.
enum ArchitectureDiagrams {
    static let cli = Color(red: 1.00, green: 0.95, blue: 0.77)
    static let reel = Color(red: 0.91, green: 0.88, blue: 0.97)
    static let testing = Color(red: 0.98, green: 0.87, blue: 0.89)
    static let layouts = Color(red: 0.86, green: 0.94, blue: 0.85)
    static let engine = Color(red: 0.84, green: 0.91, blue: 0.98)
    static let canvas = Color(red: 0.99, green: 0.89, blue: 0.77)
    static let system = Color(red: 0.92, green: 0.92, blue: 0.93)

    /// The targets and what each may import.
    static let modules = BoxDiagram(
        width: 720, height: 440, title: "LayoutReel's modules (an arrow reads “imports”)",
        boxes: [
            .init(
                "reel", lines: ["the command-line tool", "render · dump · layouts · plot"],
                frame: CGRect(x: 150, y: 44, width: 200, height: 58), fill: cli),
            .init(
                "ReelTesting", lines: ["assertions for", "Swift Testing and XCTest"],
                frame: CGRect(x: 470, y: 44, width: 200, height: 58), fill: testing),
            .init(
                "Reel", lines: ["scenes · sampling · compositing", "rasterizing · writers · plots"],
                frame: CGRect(x: 120, y: 146, width: 220, height: 62), fill: reel),
            .init(
                "ReelGolden", lines: ["golden images + attributes", "diff · record · verify"],
                frame: CGRect(x: 420, y: 146, width: 200, height: 62), fill: testing),
            .init(
                "Layouts", lines: ["the built-in layouts", "and their registry"],
                frame: CGRect(x: 24, y: 256, width: 176, height: 58), fill: layouts),
            .init(
                "UIKitCompat", lines: ["UIKit's names for", "ported layout files"],
                frame: CGRect(x: 240, y: 256, width: 160, height: 58), fill: layouts),
            .init(
                "Canvas", lines: ["surfaces · paths · text", "PNG and SVG"],
                frame: CGRect(x: 460, y: 256, width: 180, height: 58), fill: canvas),
            .init(
                "CollectionLayout", lines: ["headless UICollectionViewLayout:", "attributes · view · physics"],
                frame: CGRect(x: 90, y: 360, width: 240, height: 58), fill: engine),
            .init(
                "CCairo", lines: ["module map + shim header", "→ system libcairo"],
                frame: CGRect(x: 460, y: 360, width: 180, height: 58), fill: system),
        ],
        arrows: [
            .init("reel", "Reel"), .init("reel", "ReelGolden"), .init("ReelTesting", "ReelGolden"),
            .init("ReelGolden", "Reel"), .init("Reel", "Layouts"), .init("Reel", "Canvas"),
            .init("ReelGolden", "Canvas"),
            .init("Layouts", "CollectionLayout"), .init("UIKitCompat", "Layouts"),
            .init("UIKitCompat", "CollectionLayout"), .init("Canvas", "CCairo"),
        ])

    /// One frame's way from the scene file to the output files.
    static let pipeline = BoxDiagram(
        width: 800, height: 300, title: "One frame's way through reel render",
        boxes: [
            .init(
                "scene", title: "scene.yaml", lines: ["panes · layouts · parameters", "sampling · styles"],
                frame: CGRect(x: 16, y: 44, width: 176, height: 64), fill: system),
            .init(
                "Scene", lines: ["Sendable value,", "every key located"],
                frame: CGRect(x: 212, y: 44, width: 176, height: 64), fill: reel),
            .init(
                "SceneRuntime", lines: ["a CollectionView + layout", "per pane; the offsets"],
                frame: CGRect(x: 408, y: 44, width: 176, height: 64), fill: engine),
            .init(
                "FrameState", lines: ["every pane's attributes", "at one content offset"],
                frame: CGRect(x: 604, y: 44, width: 176, height: 64), fill: reel),
            .init(
                "Compositor", lines: ["draw order, transforms,", "alpha, clip, view mode"],
                frame: CGRect(x: 604, y: 160, width: 176, height: 64), fill: reel),
            .init(
                "DisplayList", lines: ["drawing commands", "as values"],
                frame: CGRect(x: 408, y: 160, width: 176, height: 64), fill: reel),
            .init(
                "Rasterizer", lines: ["Canvas → cairo", "image or SVG surface"],
                frame: CGRect(x: 212, y: 160, width: 176, height: 64), fill: canvas),
            .init(
                "writers", title: "files", lines: ["frame-0000.png / .svg, APNG,", "contact sheet, flipbook"],
                frame: CGRect(x: 16, y: 160, width: 176, height: 64), fill: cli),
        ],
        arrows: [
            .init("scene", "Scene"), .init("Scene", "SceneRuntime"), .init("SceneRuntime", "FrameState"),
            .init("FrameState", "Compositor"), .init("Compositor", "DisplayList"), .init("DisplayList", "Rasterizer"),
            .init("Rasterizer", "writers"),
        ],
        notes: [
            .init(
                "Top row: layouts run in frame order on one task (they are stateful classes, as in UIKit).",
                at: CGPoint(x: 16, y: 250)),
            .init(
                "Bottom row: pure values, rasterized and encoded in parallel (--jobs); the bytes never depend on it.",
                at: CGPoint(x: 16, y: 268)),
            .init(
                "reel dump writes FrameState as JSON; reel plot charts one attribute of it over the offset.",
                at: CGPoint(x: 16, y: 286)),
        ])

    static let all: [(file: String, diagram: BoxDiagram)] = [
        ("architecture-modules.svg", modules), ("architecture-pipeline.svg", pipeline),
    ]
}

struct PlotDiagramTests {
    @Test func architectureDiagramsAreWellFormedAndStable() throws {
        for (file, diagram) in ArchitectureDiagrams.all {
            let svg = try BoxDiagramRenderer.svg(diagram)
            #expect(try BoxDiagramRenderer.svg(diagram) == svg, "\(file) differs between two runs")
            let elements = try PlotTestSupport.parseXML(svg).get()
            #expect(elements.first?.name == "svg")
            // One filled and one stroked rounded rectangle per box, one shaft per arrow.
            let shafts = try PlotTestSupport.strokedPaths(in: svg, width: "1.5")
            #expect(shafts.count == diagram.arrows.count, "\(file)")
            if let folder = ProcessInfo.processInfo.environment["REEL_DOCS_OUT"], !folder.isEmpty {
                try AtomicFile.write(svg, to: URL(fileURLWithPath: folder).appendingPathComponent(file))
            }
        }
    }

    @Test func arrowsLeaveBoxesAtTheirEdges() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 50)
        let right = BoxDiagram.exit(from: box, towards: CGPoint(x: 300, y: 25))
        #expect(right.x == 100 && right.y == 25)
        let below = BoxDiagram.exit(from: box, towards: CGPoint(x: 50, y: 200))
        #expect(below.x == 50 && below.y == 50)
        let corner = BoxDiagram.exit(from: box, towards: CGPoint(x: 150, y: 75))
        #expect(corner.x == 100 && corner.y == 50)
    }

    @Test func arrowToAMissingBoxIsAnError() {
        let diagram = BoxDiagram(
            width: 100, height: 100,
            boxes: [.init("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), fill: .white)],
            arrows: [.init("a", "b")])
        #expect(throws: ReelError.self) { try BoxDiagramRenderer.svg(diagram) }
    }
}
