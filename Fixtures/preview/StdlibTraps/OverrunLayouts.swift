import UIKit

// Layouts whose bug traps inside the standard library (the fatal-error line names Swift's
// own file): reel names the user's line under it instead.

/// Reads past the end of an array once the view scrolls past y = 300.
class OverrunLayout: UICollectionViewFlowLayout {
    let widths: [CGFloat] = [100, 120, 140]

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        let column = collectionView!.contentOffset.y > 300 ? 3 : 0
        let width = widths[column]
        attributes?.forEach { $0.size.width = width }
        return attributes
    }
}

/// Overflows an Int once the view scrolls past y = 300.
class OverflowLayout: UICollectionViewFlowLayout {
    var scale = Int.max / 2

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        if collectionView!.contentOffset.y > 300 {
            scale = scale * 3
        }
        return super.layoutAttributesForElements(in: rect)
    }
}
