import Canvas
import CollectionLayout
import Foundation
import ViewDrawing

/// Draws display lists with Canvas: the only place in Reel that issues drawing calls, and it
/// knows nothing about layouts.
public enum Rasterizer {
    /// Draws `list` into `context`, background first. The context's user space is canvas points.
    /// Captured view trees are drawn with `layers`, or this thread's ``LayerRenderer`` when nil.
    public static func draw(_ list: DisplayList, in context: GraphicsContext, layers: LayerRenderer? = nil) throws {
        try context.fill(CGRect(x: 0, y: 0, width: list.width, height: list.height), with: list.background)
        try draw(list.commands, in: context, layers: layers ?? LayerRenderers.forThisThread())
    }

    /// Renders `list` into a new image surface at `scale` pixels per point.
    ///
    /// The surface is the canvas rounded to whole pixels (each side `width × scale` rounded to
    /// the nearest whole number), and the background fills every one of its pixels, also the
    /// last column or row of a canvas whose size in pixels is fractional: a frame on an opaque
    /// background is opaque to its edges, which every whole-run output takes.
    /// Captured view trees are drawn with `layers`, or this thread's ``LayerRenderer`` when nil.
    public static func image(_ list: DisplayList, scale: Double, layers: LayerRenderer? = nil) throws -> ImageSurface {
        let surface = try ImageSurface(width: list.width, height: list.height, scale: scale)
        try surface.draw { try drawFrame(list, in: $0, layers: layers ?? LayerRenderers.forThisThread()) }
        return surface
    }

    /// Renders `list` at `scale` into `surface` when it has the pixel size and scale a new
    /// surface would have — what was drawn on it before is covered or cleared first — and
    /// otherwise into a new surface. The pixels are the same as ``image(_:scale:)``'s; reusing a
    /// surface saves allocating and zero-filling several megabytes a frame.
    /// Captured view trees are drawn with `layers`, or this thread's ``LayerRenderer`` when nil.
    public static func image(
        _ list: DisplayList, scale: Double, reusing surface: ImageSurface?, layers: LayerRenderer? = nil
    ) throws -> ImageSurface {
        guard let surface, surface.matches(width: list.width, height: list.height, scale: scale) else {
            return try image(list, scale: scale, layers: layers)
        }
        // The background replaces every pixel, as on a new surface.
        try surface.draw { try drawFrame(list, in: $0, layers: layers ?? LayerRenderers.forThisThread()) }
        return surface
    }

    /// Draws `list` as a whole frame of an image surface: every pixel set to the background
    /// (whatever was there, and to the surface's whole-pixel edges), then the commands.
    static func drawFrame(_ list: DisplayList, in context: GraphicsContext, layers: LayerRenderer) throws {
        try context.clear(list.background)
        try draw(list.commands, in: context, layers: layers)
    }

    /// Renders `list` as SVG bytes (px units, one px per point).
    public static func svg(_ list: DisplayList) throws -> Data {
        let surface = try SVGSurface(width: list.width, height: list.height)
        try surface.draw { try draw(list, in: $0) }
        return try surface.finish()
    }

    static func draw(_ commands: [DrawCommand], in context: GraphicsContext, layers: LayerRenderer) throws {
        for command in commands {
            try draw(command, in: context, layers: layers)
        }
    }

    static func draw(_ command: DrawCommand, in context: GraphicsContext, layers: LayerRenderer) throws {
        switch command {
        case .shape(let geometry, let fill, let stroke):
            let path = path(for: geometry)
            if let fill, fill.alpha > 0 { try context.fill(path, with: fill) }
            if let stroke, stroke.style.lineWidth > 0, stroke.color.alpha > 0 {
                try context.stroke(path, with: stroke.color, style: stroke.style)
            }
        case .text(let text):
            guard text.fontSize > 0, text.color.alpha > 0 else { return }
            try context.drawText(
                text.text, at: text.position, size: text.fontSize,
                color: text.color, alignment: alignment(text.alignment), verticalAlignment: .center)
        case .group(let opacity, let bounds, let children):
            try context.withGroup(opacity: opacity, bounds: bounds) {
                try draw(children, in: context, layers: layers)
            }
        case .clipped(let geometry, let children):
            try context.withClip(to: path(for: geometry)) { try draw(children, in: context, layers: layers) }
        case .layerTree(let layer):
            try layers.draw(layer, in: context)
        case .transformed(let transform, let children):
            // A transform that flattens everything to a line or a point (a scale of 0) shows
            // nothing, as in UIKit; cairo refuses it.
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant != 0, determinant.isFinite else { return }
            try context.withSavedState {
                try context.concatenate(transform)
                try draw(children, in: context, layers: layers)
            }
        }
    }

    static func path(for geometry: ShapeGeometry) -> Path {
        switch geometry {
        case .outline(let kind, let rect): Path(kind, in: rect)
        case .polygon(let points): Path(polygon: points)
        }
    }

    static func alignment(_ alignment: TextCommand.Alignment) -> TextAlignment {
        switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }
}

/// One worker's rasterizer: draws every display list on the same image surface, allocated for
/// the first list and again only when the size or scale changes
/// (``Rasterizer/image(_:scale:reusing:layers:)``), and the captured view trees with its own
/// ``LayerRenderer``, which keeps decoded images, blurred shadows and the drawings of unchanged
/// cells from frame to frame (`DrawingReuse`). Not `Sendable`: one per thread;
/// ``FrameRenderer`` keeps one.
final class ReusedSurface {
    private var surface: ImageSurface?
    /// What draws the captured view trees, keeping their drawings for the next frames.
    let layers: LayerRenderer

    init(reuse: DrawingReuse = .default) {
        layers = LayerRenderer(scale: 2, reuse: reuse)
    }

    /// `list` drawn at `scale`; the surface is valid until the next call.
    func image(_ list: DisplayList, scale: Double) throws -> ImageSurface {
        let image = try Rasterizer.image(list, scale: scale, reusing: surface, layers: layers)
        surface = image
        return image
    }
}

/// The ``LayerRenderer`` each thread draws captured view trees with when the caller passes none
/// (contact sheets, SVG frames): one per thread (a renderer is not `Sendable`), kept for the
/// thread's life so that decoded images, blurred shadows and unchanged cells' drawings are
/// reused from frame to frame. Its scale is 2 pixels per point for the shadows' masks
/// (they are scaled to the surface, as any drawing is).
enum LayerRenderers {
    private static let key = "LayoutReel.Rasterizer.LayerRenderer"

    /// This thread's renderer, made on first use.
    static func forThisThread() -> LayerRenderer {
        let dictionary = Thread.current.threadDictionary
        if let renderer = dictionary[key] as? LayerRenderer { return renderer }
        let renderer = LayerRenderer(scale: 2)
        dictionary[key] = renderer
        return renderer
    }
}
