import Foundation

/// How much a ``LayerRenderer`` keeps to reuse the drawing of trees it has drawn before.
///
/// When a tree lands on whole pixels of an image surface (a translation by whole device pixels
/// of an unrotated, unskewed placement), the renderer keeps the pixels it drew there and the
/// pixels that were there before (the backdrop), from the second time it lands so (a tree drawn
/// once costs no copies). The next time the same tree — equal in every
/// value: layers, text, images, colours, sizes — lands at the same scale on whole pixels, over
/// the same backdrop pixels and under the same clip, those pixels are copied back instead of
/// drawn again: an unchanged cell of the next frame costs a compare and a copy. The pixels are
/// the ones drawing afresh gives, since cairo draws the same tree over the same pixels the same
/// way wherever whole pixels put it; anything else (a changed cell, another backdrop, a placement
/// between pixels, an SVG surface) is drawn afresh.
///
/// The kept pixels are bounded by ``budgetBytes``: the least recently used go first.
public struct DrawingReuse: Sendable, Hashable {
    /// The most bytes of kept pixels (backdrop and drawing, 8 bytes a pixel); 0 turns reuse off.
    public var budgetBytes: Int
    /// The most pixels one tree's box may cover to be kept (a bigger one is drawn afresh).
    public var maxPixels: Int

    /// A budget of `budgetBytes` bytes (default 32 MiB) and `maxPixels` pixels a tree (default
    /// 2¹⁹, a 780 × 672 box: a cell at scale 3 and its shadow fit many times over).
    public init(budgetBytes: Int = 32 << 20, maxPixels: Int = 1 << 19) {
        self.budgetBytes = max(budgetBytes, 0)
        self.maxPixels = max(maxPixels, 0)
    }

    /// Reuse on, with the default budget.
    public static let `default` = DrawingReuse()
    /// Reuse off: every tree drawn afresh.
    public static let off = DrawingReuse(budgetBytes: 0, maxPixels: 0)

    /// What reuse did so far.
    public struct Statistics: Sendable, Hashable {
        /// Trees whose kept pixels were copied back instead of drawing them.
        public var hits = 0
        /// Trees that could have been reused but were drawn (first seen, changed, another
        /// backdrop or clip), whose pixels were then kept when they fit and the key had been
        /// drawn before.
        public var misses = 0
        /// Trees drawn afresh without looking (between pixels, rotated, not on an image
        /// surface, too large, or too plain to be worth it).
        public var notEligible = 0
        /// Kept drawings let go to stay within the budget.
        public var evictions = 0
        /// Bytes kept now.
        public var bytes = 0

        /// No drawing yet.
        public init() {}
    }
}
