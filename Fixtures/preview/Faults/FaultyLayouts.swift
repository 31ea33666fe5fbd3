import UIKit

// Layouts with the bugs a layout in progress has, for the tests of `reel preview`'s isolation:
// each runs fine at the top of the content and fails once the view scrolls past 300 points.

/// Force-unwraps a missing value past y = 300.
class CrashingLayout: UICollectionViewFlowLayout {
    var cachedWidths: [Int: CGFloat] = [:]

    override init() {
        super.init()
        itemSize = CGSize(width: 170, height: 120)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        if collectionView!.contentOffset.y > 300 {
            let width = cachedWidths[99]!
            attributes?.forEach { $0.size.width = width }
        }
        return attributes
    }
}

/// Never returns from its layout pass past y = 300.
class LoopingLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var spins = 0
        while collectionView!.contentOffset.y > 300 {
            spins = (spins + 1) % 1000
        }
        return super.layoutAttributesForElements(in: rect)
    }
}

/// Keeps allocating past y = 300.
class GreedyLayout: UICollectionViewFlowLayout {
    var hoard: [[UInt8]] = []

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        while collectionView!.contentOffset.y > 300 {
            hoard.append([UInt8](repeating: 7, count: 64 << 20))
        }
        return super.layoutAttributesForElements(in: rect)
    }
}
