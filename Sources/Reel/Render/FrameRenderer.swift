import Canvas
import Foundation
import ImageCodecs
import ViewDrawing

/// Turns frames into bytes: the one way from a frame's layout state to a PNG or SVG file.
///
/// A frame takes three steps. The ``Compositor`` turns its ``FrameState`` into a
/// ``DisplayList``; the ``Rasterizer`` draws the list on an image surface at the scene's scale;
/// the PNG encoder writes the surface's pixels. An SVG frame draws the same list into an SVG
/// document instead. The render driver, the golden verifier and the scaling benchmark all call
/// a renderer, so a frame gives the same bytes whoever draws it.
///
/// A renderer draws every frame on one image surface, allocated for the first frame and again
/// only when the size or scale changes: that saves allocating and clearing several megabytes a
/// frame, and the pixels are the same as on a new surface. A renderer is therefore not
/// `Sendable`. Make one per worker thread — in the `makeWorker` closure of
/// ``FramePipeline/run(jobs:window:produce:makeWorker:consume:)`` — and keep it for all the
/// worker's frames:
///
/// ```swift
/// try FramePipeline.run(
///     jobs: 2, produce: { try nextFrameState() },
///     makeWorker: {
///         let renderer = FrameRenderer(scene: scene)
///         return { state in try renderer.png(for: state) }
///     },
///     consume: { png in try write(png) })
/// ```
public final class FrameRenderer {
    /// The scene's drawing rules: styles, palette, view and overlays.
    public let compositor: Compositor
    /// The PNG encoder (``PNGEncoder/balanced`` unless the caller chose another).
    public let encoder: PNGEncoder
    private let surface: ReusedSurface

    /// A renderer of `scene`'s frames.
    ///
    /// - Parameters:
    ///   - scene: The scene whose frames are drawn; its canvas gives the size, background and
    ///     pixels per point.
    ///   - encoder: How PNG frames are compressed.
    ///   - reuse: How much of the app's cells' drawing is kept to draw them again in later
    ///     frames by copying pixels (``DrawingReuse``: the pixels are those of drawing afresh).
    public init(scene: Scene, encoder: PNGEncoder = .balanced, reuse: DrawingReuse = .default) {
        compositor = Compositor(scene: scene)
        self.encoder = encoder
        surface = ReusedSurface(reuse: reuse)
    }

    /// How often the captured view trees' drawings were reused so far (``DrawingReuse``).
    public var reuseStatistics: DrawingReuse.Statistics { surface.layers.reuseStatistics }

    /// Pixels per point of the PNG frames: the scene's canvas scale.
    public var scale: Double { compositor.scene.canvas.scale }

    /// The display list of `state`: step one, compositing.
    public func displayList(for state: FrameState) -> DisplayList {
        compositor.displayList(for: state)
    }

    /// `list` drawn at ``scale`` on the renderer's surface: step two, rasterizing.
    ///
    /// The surface is the renderer's own and is drawn over by the next call: read or encode it
    /// before then.
    ///
    /// - Throws: `CanvasError` when cairo fails.
    public func image(_ list: DisplayList) throws -> ImageSurface {
        try surface.image(list, scale: scale)
    }

    /// `list` rasterized and encoded as PNG with ``encoder``.
    ///
    /// - Throws: `CanvasError` when cairo or the encoder fails.
    public func png(_ list: DisplayList) throws -> Data {
        try encodedPNG(list).data
    }

    /// `list` rasterized and encoded as PNG with ``encoder``, with the places of its chunks, so
    /// that an animated PNG can take the frame's image data without parsing the file again.
    ///
    /// - Throws: `CanvasError` when cairo or the encoder fails.
    public func encodedPNG(_ list: DisplayList) throws -> EncodedPNG {
        try image(list).encodedPNG(encoder: encoder)
    }

    /// `state` composited, rasterized and encoded as PNG.
    ///
    /// - Throws: `CanvasError` when cairo or the encoder fails.
    public func png(for state: FrameState) throws -> Data {
        try png(displayList(for: state))
    }

    /// `list` as an SVG document (one px per point; ids numbered from the start of the document,
    /// so equal lists give equal bytes).
    ///
    /// - Throws: `CanvasError` when cairo fails.
    public func svg(_ list: DisplayList) throws -> Data {
        try Rasterizer.svg(list)
    }
}
