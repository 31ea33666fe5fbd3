import CollectionLayout
import Foundation

/// The "drum" variant from the Dodo Pizza article: every pizza half starts from the centred
/// pizza's frame and fans out above and below it, the nearest on top.
///
/// For a visible row r (same visibility, scale and seam offset as ``PizzaHalfSelectorLayout``):
/// frame = ``centerPizzaFrame`` moved by the seam offset and by dy = uᵣ·C·1.1 (uᵣ the normalised
/// offset, clamped to ±1), transform = scale sᵣ, alpha 1 (the article disables the fade), and
/// zIndex from ``zIndex(forRow:)``. Headers are as in the base layout.
public final class PizzaDrumLayout: PizzaHalfSelectorLayout {
    /// How far, in critical offsets, the outermost pizzas fan out from the centre.
    public static let spreadFactor: CGFloat = 1.1

    /// The frame of a pizza centred on the screen: (0, Y + H/2 − h/2, W, h).
    public var centerPizzaFrame: CGRect {
        let height = itemSize.height
        return CGRect(
            x: 0, y: screenCenterY() - height / 2, width: collectionView?.bounds.width ?? 0, height: height)
    }

    /// The article's order: with N rows and current row cur = Int(currentPizzaIndex), row r < cur
    /// gets r, the current row N, and r > cur gets N − 1 − r (current row 3 of 10 gives
    /// 0, 1, 2, 10, 5, 4, 3, 2, 1, 0).
    public func zIndex(forRow row: Int) -> Int {
        let current = currentPizzaIndexInt
        let count = cache.defaultFrames.count
        if row == current { return count }
        if row < current { return row }
        return count - row - 1
    }

    override func updateCell(_ cell: CollectionViewLayoutAttributes) {
        let row = cell.indexPath.row
        let scale = scale(forRow: row)
        let center = centerPizzaFrame
        let fan = normalizedOffset(row: row) * criticalOffsetFromCenter * Self.spreadFactor
        cell.alpha = 1
        cell.frame = center.offsetBy(dx: seamOffset(scale: scale, width: center.width), dy: fan)
        cell.transform = CGAffineTransform(scaleX: scale, y: scale)
        cell.zIndex = zIndex(forRow: row)
    }
}
