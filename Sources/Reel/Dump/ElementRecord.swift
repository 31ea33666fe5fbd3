import CollectionLayout
import Foundation

/// One element's layout attributes as the dump writes them: what identifies it, its geometry,
/// its transforms, alpha, zIndex, visibility and inspectable values, in the layout's own
/// content coordinates.
///
/// `{"category", "kind", "section", "item", "frame": {x, y, width, height}, "center": {x, y},
/// "size": {width, height}, "transform": {a, b, c, d, tx, ty}, "transform3D", "alpha",
/// "zIndex", "isHidden", "values"}`. `kind` is written as `null` for cells; `transform3D` (16
/// numbers, row-major m11…m44) is left out when it is the identity, `values` when there are
/// none.
public struct ElementRecord: Sendable, Hashable {
    /// Cell, supplementary view or decoration view (`"cell"`, `"supplementary"`,
    /// `"decoration"`).
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var kind: String?
    /// The index path's section.
    public var section: Int
    /// The index path's item.
    public var item: Int
    /// UIKit's frame: the transformed bounding box.
    public var frame: CGRect
    /// The centre.
    public var center: CGPoint
    /// The untransformed size.
    public var size: CGSize
    /// The affine transform about the centre.
    public var transform: CGAffineTransform
    /// The 3D transform; the identity when the dump leaves it out.
    public var transform3D: CATransform3D
    /// Group opacity.
    public var alpha: CGFloat
    /// Draw order key.
    public var zIndex: Int
    /// Whether the element is hidden.
    public var isHidden: Bool
    /// Inspectable values (plugin and custom-attribute numbers) by name; empty when there are
    /// none.
    public var values: [String: Double]

    /// A record from its values.
    public init(
        category: ElementCategory, kind: String? = nil, section: Int, item: Int, frame: CGRect, center: CGPoint,
        size: CGSize, transform: CGAffineTransform = .identity, transform3D: CATransform3D = CATransform3DIdentity,
        alpha: CGFloat = 1, zIndex: Int = 0, isHidden: Bool = false, values: [String: Double] = [:]
    ) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.center = center
        self.size = size
        self.transform = transform
        self.transform3D = transform3D
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.values = values
    }

    /// The record of a snapshot taken from the layout.
    public init(_ element: ElementSnapshot) {
        self.init(
            category: element.category, kind: element.kind, section: element.section, item: element.item,
            frame: element.frame, center: element.center, size: element.size, transform: element.transform,
            transform3D: element.transform3D, alpha: element.alpha, zIndex: element.zIndex,
            isHidden: element.isHidden, values: element.values)
    }
}
