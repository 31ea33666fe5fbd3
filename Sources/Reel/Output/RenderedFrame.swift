import Canvas
import Foundation
import ImageCodecs

/// One frame as a render worker made it for the outputs: its state, and the products the
/// outputs asked for (``FrameNeeds``); a product nobody asked for is nil.
///
/// A rendered frame lives on the worker thread that made it, for one frame: ``image`` is the
/// worker's own surface, drawn over by the next frame, so an output reads or encodes it in
/// ``RenderOutput/piece(of:staging:)`` and keeps nothing of it.
struct RenderedFrame {
    /// The frame's layout state.
    let state: FrameState
    /// The composited frame, when asked for (``FrameNeeds/displayList`` or any drawing).
    let list: DisplayList?
    /// The rasterized frame on the worker's surface.
    let image: ImageSurface?
    /// The frame encoded with the render's PNG encoder.
    let png: EncodedPNG?
    /// The frame's RGBA pixels.
    let pixels: RGBA8Image?
    /// The frame as an SVG document.
    let svg: Data?
    /// The frame's offsets for captions; empty when not asked for.
    let caption: String

    /// The frame's index in the sweep, from 0.
    var index: Int { state.index }

    /// Makes what `needs` asks of `state` with the worker's `renderer`: composites, rasterizes,
    /// reads the pixels, encodes with the renderer's encoder and draws the SVG, each only when
    /// asked for.
    ///
    /// - Throws: `CanvasError` when cairo or the encoder fails.
    init(_ state: FrameState, needs: FrameNeeds, renderer: FrameRenderer) throws {
        self.state = state
        let list = needs.isDisjoint(with: .drawing) ? nil : renderer.displayList(for: state)
        var image: ImageSurface?
        if let list, !needs.isDisjoint(with: .raster) { image = try renderer.image(list) }
        self.list = list
        self.image = image
        pixels = try needs.contains(.pixels) ? image?.pixels() : nil
        png = try needs.contains(.png) ? image?.encodedPNG(encoder: renderer.encoder) : nil
        svg = try needs.contains(.svg) ? list.map(renderer.svg) : nil
        caption = needs.contains(.caption) ? Self.caption(for: state) : ""
    }

    /// A frame's offsets for captions: once when every pane is at the same offset, else per pane
    /// for two panes, and for more (a grid of variants) the first pane's and how many others
    /// there are, so the caption stays readable under a thumbnail.
    static func caption(for state: FrameState) -> String {
        let offsets = state.panes.map(\.contentOffset)
        if let first = offsets.first, offsets.allSatisfy({ $0 == first }) {
            return SceneRuntime.describe(first)
        }
        let named = state.panes.map { "\($0.name) " + SceneRuntime.describe($0.contentOffset) }
        guard named.count > 2 else { return named.joined(separator: " · ") }
        return "\(named[0]) · +\(named.count - 1) panes"
    }
}
