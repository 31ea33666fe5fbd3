import Foundation

extension PizzaHalfSelectorLayout {
    /// The horizontal move that makes a cell `width` wide, scaled by `scale` about its centre, end
    /// `g/2` from the seam: +((W − width·scale)/2 − g/2) for `.left`, the negative for `.right`.
    public func seamOffset(scale: CGFloat, width: CGFloat) -> CGFloat {
        let collectionWidth = collectionView?.bounds.width ?? 0
        let horizontal = (collectionWidth - width * scale) / 2
        switch orientation {
        case .left: return horizontal - spaceBetweenHalves / 2
        case .right: return -horizontal + spaceBetweenHalves / 2
        }
    }
}
