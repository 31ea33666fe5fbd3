import CollectionLayout
import Foundation

extension PizzaHalfSelectorLayout {
    /// The content offset that centres row `pizzaIndex`: (0, i·h + h/2 − H/2).
    public func contentOffset(for pizzaIndex: Int) -> CGPoint {
        let cellHeight = itemSize.height
        let screenHalf = (collectionView?.bounds.height ?? 0) / 2
        return CGPoint(x: 0, y: cellHeight * CGFloat(pizzaIndex) + cellHeight / 2 - screenHalf)
    }

    /// The fractional row under the screen centre at `offset`: (offset.y + H/2) / h. Row r is
    /// centred at r + ½; truncation gives the row under the centre.
    public func pizzaIndex(offset: CGPoint) -> CGFloat {
        screenCenterY(for: offset) / itemSize.height
    }

    /// Int(currentPizzaIndex), truncated toward zero and clamped to −1…N (so it cannot overflow).
    public var currentPizzaIndexInt: Int {
        guard currentPizzaIndex.isFinite else { return 0 }
        return WholeNumber.clamped(currentPizzaIndex, .towardZero, to: -1...cache.defaultFrames.count)
    }
}
