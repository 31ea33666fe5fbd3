import Foundation

/// A rectangle's edges and middle in the arithmetic Canvas draws with.
///
/// The left and top edges and the size are Foundation's (`minX`, `minY`, `width`, `height`: the
/// rectangle standardized, so a negative size counts from the other corner); the right and bottom
/// edges and the middle are measured from them, `minX + width` and `minX + width / 2`. Foundation
/// computes `maxX` as `origin.x + max(size.width, 0)` and `midX` as `(minX + maxX) / 2`, which can
/// differ from these in the last bit; paths, clips and text positions keep Canvas's own sums so
/// that every frame stays the same to the byte.
struct RectEdges {
    /// The left edge.
    var minX: Double
    /// The top edge.
    var minY: Double
    /// The width, never negative.
    var width: Double
    /// The height, never negative.
    var height: Double

    /// The edges of `rect`.
    init(_ rect: CGRect) {
        minX = rect.minX
        minY = rect.minY
        width = rect.width
        height = rect.height
    }

    /// The right edge.
    var maxX: Double { minX + width }
    /// The bottom edge.
    var maxY: Double { minY + height }
    /// The horizontal middle.
    var midX: Double { minX + width / 2 }
    /// The vertical middle.
    var midY: Double { minY + height / 2 }
}
