import Canvas
import CollectionLayout
import Foundation
import ImageCodecs
import Layouts

@testable import Reel

/// A layout whose elements are given per offset by a closure, for rendering tests.
final class ScriptedLayout: CollectionViewLayout {
    let contentSize: CGSize
    let script: @Sendable (CGPoint) -> [CollectionViewLayoutAttributes]

    init(contentSize: CGSize, script: @escaping @Sendable (CGPoint) -> [CollectionViewLayoutAttributes]) {
        self.contentSize = contentSize
        self.script = script
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        script(collectionView?.contentOffset ?? .zero)
    }
}

enum RenderTests {
    /// A cell with the given frame and properties.
    static func cell(
        _ item: Int, _ frame: CGRect, zIndex: Int = 0, alpha: CGFloat = 1, hidden: Bool = false,
        transform3D: CATransform3D? = nil
    ) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frame
        attributes.zIndex = zIndex
        attributes.alpha = alpha
        attributes.isHidden = hidden
        if let transform3D { attributes.transform3D = transform3D }
        return attributes
    }

    /// A descriptor called `scripted` for a layout driven by `script`.
    static func descriptor(
        contentSize: CGSize = CGSize(width: 100, height: 400),
        script: @escaping @Sendable (CGPoint) -> [CollectionViewLayoutAttributes]
    ) -> LayoutDescriptor {
        LayoutDescriptor(name: "scripted", summary: "test layout", parameters: []) { _ in
            BuiltLayout(layout: ScriptedLayout(contentSize: contentSize, script: script))
        }
    }

    /// A one-pane 100×100 scene at scale 1 on white, palette red then blue, plain rectangles
    /// without labels, sampled from y = 0 to y = `to` in `frames` frames.
    static func scene(frames: Int = 1, to: Double = 0, extra: String = "") -> String {
        """
        name: test
        canvas: { width: 100, height: 100, scale: 1, background: "#FFFFFF" }
        sampling: { from: 0, to: \(to), frames: \(frames) }
        palette: ["#FF0000", "#0000FF", "#00FF00"]
        panes:
          - { name: main, layout: scripted, items: 3 }
        styles:
          cell: { shape: rectangle, label: "" }
        \(extra)
        """
    }

    /// Renders `yaml` with `layout` into a new temporary folder; returns the folder.
    static func render(
        _ yaml: String, layout: LayoutDescriptor, outputs: Set<OutputKind> = [.png], jobs: Int = 1
    ) throws -> URL {
        let scene = try Scene.parse(yaml, file: "test.yaml", layouts: [layout])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("reel-render-\(UUID().uuidString)")
        let options = RenderOptions(outputDirectory: out, outputs: outputs, jobs: jobs, progress: .quiet)
        _ = try RenderDriver(scene: scene, options: options, layouts: [layout]).run()
        return out
    }

    /// The RGBA pixel at (x, y) of a PNG file.
    static func pixel(_ url: URL, _ x: Int, _ y: Int) throws -> RGBA8 {
        let image = try ImageSurface.readPNG(from: url).pixels()
        return image[x, y]
    }
}
