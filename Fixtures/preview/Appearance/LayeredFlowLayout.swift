import CollectionLayout  // LayoutReel's own ElementAppearanceProviding and AppearanceLayer
import UIKit

/// A flow layout that also says how its cells look (LayoutReel's `ElementAppearanceProviding`,
/// what a built-in layout adopts for its cell's subviews): an `overlay` layer over each cell's
/// top half.
final class LayeredFlowLayout: UICollectionViewFlowLayout, ElementAppearanceProviding {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 80)
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func appearanceLayers(for attributes: UICollectionViewLayoutAttributes) -> [AppearanceLayer] {
        let bounds = attributes.bounds
        return [AppearanceLayer(role: "overlay", frame: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))]
    }
}
