import CollectionLayout
import Foundation
import Layouts
import Reel
import Testing

@testable import ReelPlot

// The example of docs/getting-started.md ("Your own layout"), compiled and run so the guide
// stays true. Keep the two in step.

/// Rows `rowHeight` tall that fade out over the 120 points below the top of the screen.
final class FadingListLayout: CollectionViewLayout {
    var rowHeight: CGFloat = 60

    override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        return CGSize(
            width: collectionView.bounds.width,
            height: CGFloat(collectionView.numberOfItems(inSection: 0)) * rowHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let collectionView else { return [] }
        let count = collectionView.numberOfItems(inSection: 0)
        let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
        let last = min(count - 1, Int((rect.maxY / rowHeight).rounded(.up)) - 1)
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let collectionView else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: 0, y: CGFloat(indexPath.item) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
        let distanceFromTop = attributes.frame.minY - collectionView.contentOffset.y
        attributes.alpha = min(1, max(0, distanceFromTop / 120))
        return attributes
    }
}

extension FadingListLayout {
    /// The registry entry that lets scene files say `layout: fadingList`.
    static let descriptor = LayoutDescriptor(
        name: "fadingList", summary: "Rows that fade out near the top of the screen",
        parameters: [LayoutParameter("rowHeight", type: "number", default: .number(60), "row height (> 0)")],
        make: { parameters in
            let rowHeight = try parameters.number("rowHeight", default: 60)
            guard rowHeight > 0 else {
                throw LayoutConfigurationError(
                    parameter: "rowHeight", message: "must be greater than 0, found \(rowHeight)")
            }
            let layout = FadingListLayout()
            layout.rowHeight = rowHeight
            return BuiltLayout(layout: layout)
        })
}

/// The guide's rendering loop: scene → runtime → frames → display lists → PNGs.
enum GuideRendering {
    static let sceneText = """
        name: fading
        canvas: { width: 240, height: 400, scale: 1 }
        sampling: { from: 0, to: 600, frames: 7 }
        panes:
          - layout: fadingList
            items: 30
            parameters: { rowHeight: 50 }
        """

    static func renderFrames(into folder: URL) throws -> [URL] {
        let layouts = LayoutRegistry.builtIn + [FadingListLayout.descriptor]
        let scene = try Scene.parse(sceneText, file: "fading.yaml", layouts: layouts)
        let runtime = try SceneRuntime(scene: scene, layouts: layouts)
        let compositor = Compositor(scene: scene)
        var files: [URL] = []
        for sample in runtime.samples {
            let frame = try runtime.frame(for: sample)
            let image = try Rasterizer.image(compositor.displayList(for: frame), scale: scene.canvas.scale)
            let file = folder.appendingPathComponent(String(format: "frame-%04d.png", sample.index))
            try image.writePNG(to: file)
            files.append(file)
        }
        return files
    }
}

struct PlotGuideExampleTests {
    @Test func guideLayoutFadesRowsNearTheTop() throws {
        let layouts = LayoutRegistry.builtIn + [FadingListLayout.descriptor]
        let scene = try Scene.parse(GuideRendering.sceneText, file: "fading.yaml", layouts: layouts)
        let request = PlotRequest(
            attribute: try PlotAttribute(parsing: "alpha"), items: [4], from: 0, to: 200, samples: 5)
        let data = try AttributeSampler.sample(scene, request, layouts: layouts)
        // Row 4's top is at 200: alpha (200 − Y) / 120, clamped to 0…1.
        let alphas = data.series[0].points.map(\.value)
        let expected: [Double?] = [1, 1, 100.0 / 120, 50.0 / 120, 0]
        #expect(alphas.count == expected.count)
        for (value, wanted) in zip(alphas, expected) {
            if let wanted {
                #expect(abs((value ?? -1) - wanted) < 1e-12)
            } else {
                #expect(value == nil)
            }
        }
    }

    @Test func guideRenderingLoopWritesOneImagePerFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-guide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GuideRendering.renderFrames(into: folder)
        #expect(files.map(\.lastPathComponent) == (0..<7).map { String(format: "frame-%04d.png", $0) })
        let bytes = try Data(contentsOf: files[0])
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func guideLayoutRejectsANonPositiveRowHeight() {
        let layouts = LayoutRegistry.builtIn + [FadingListLayout.descriptor]
        let text = GuideRendering.sceneText.replacingOccurrences(of: "rowHeight: 50", with: "rowHeight: 0")
        #expect(throws: SceneError.self) {
            let scene = try Scene.parse(text, file: "fading.yaml", layouts: layouts)
            _ = try SceneRuntime(scene: scene, layouts: layouts)
        }
    }
}

/// The test shown in docs/porting-a-uikit-layout.md, step 7 (there with UIKit's names for
/// the same types).
struct PlotPortingGuideTests {
    @Test func secondPizzaShrinksToTheSeamAtTheFirstPizza() throws {
        let layout = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left))
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 206.5, height: 896), collectionViewLayout: layout, itemCounts: [4])
        layout.configureCollectionView(view)
        let cells = view.layoutAttributesForVisibleElements().filter { $0.representedElementCategory == .cell }
        let second = try #require(cells.first { $0.indexPath.item == 1 })
        #expect(abs(second.alpha - 0.4) < 1e-9)
        #expect(abs(second.center.x - 163.2) < 0.01)
        #expect(abs(second.center.y - 420) < 1e-9)
    }
}
