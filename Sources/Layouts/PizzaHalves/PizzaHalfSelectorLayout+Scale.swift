import Foundation

extension PizzaHalfSelectorLayout {
    /// uᵣ = clamp(oᵣ / C, −1, 1): 0 at the screen centre, ±1 from the critical offset on.
    public func normalizedOffset(row: Int) -> CGFloat {
        min(1, max(-1, offsetFromScreenCenter(row: row) / criticalOffsetFromCenter))
    }

    /// sᵣ = 1 − F·|uᵣ|.
    public func scale(forRow row: Int) -> CGFloat {
        1 - scaleFactor * abs(normalizedOffset(row: row))
    }

    /// oᵣ: the row's default-frame midY minus the screen centre in content coordinates.
    public func offsetFromScreenCenter(row: Int) -> CGFloat {
        defaultCellFrame(atRow: row).midY - screenCenterY()
    }

    /// c = Y + H/2 for `offset` (the current content offset when nil).
    public func screenCenterY(for offset: CGPoint? = nil) -> CGFloat {
        guard let collectionView else { return 0 }
        return (offset ?? collectionView.contentOffset).y + collectionView.bounds.height / 2
    }
}
