/// What an output asks of one frame: the products a render worker makes of the frame before it
/// hands it to the outputs (``RenderOutput/needs(frame:)``).
///
/// A worker makes each product once, for all the outputs that ask for it: the PNG that the frame
/// files and the flipbook both take is encoded once, the pixels that several animations take are
/// read once. A product nobody asks for is not made: a render of SVG frames alone never
/// rasterizes.
struct FrameNeeds: OptionSet, Sendable, Hashable {
    let rawValue: Int

    /// The frame's ``DisplayList``: its elements composited in draw order.
    static let displayList = FrameNeeds(rawValue: 1 << 0)
    /// The display list rasterized on the worker's image surface (for an output that encodes the
    /// pixels its own way).
    static let image = FrameNeeds(rawValue: 1 << 1)
    /// The image encoded with the render's PNG encoder (a palette image when the frame has few
    /// colours), as the frame files have it.
    static let png = FrameNeeds(rawValue: 1 << 2)
    /// The image's straight-alpha RGBA pixels.
    static let pixels = FrameNeeds(rawValue: 1 << 3)
    /// The display list drawn as an SVG document.
    static let svg = FrameNeeds(rawValue: 1 << 4)
    /// The frame's offsets as captions show them (``RenderedFrame/caption(for:)``).
    static let caption = FrameNeeds(rawValue: 1 << 5)

    /// The needs that take the display list.
    static let drawing: FrameNeeds = [.displayList, .image, .png, .pixels, .svg]
    /// The needs that take the rasterized image.
    static let raster: FrameNeeds = [.image, .png, .pixels]
}
