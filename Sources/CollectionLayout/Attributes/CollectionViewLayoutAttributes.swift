import Foundation
import Geometry

/// The layout of one element — a cell, supplementary view or decoration view — with the shape
/// and semantics of UIKit's `UICollectionViewLayoutAttributes`.
///
/// Storage is `center`, `size` (the bounds size) and `transform3D`; everything else derives from
/// them exactly as in UIKit:
/// - `bounds` is `(0, 0, size)`; setting it sets `size`.
/// - `frame` **reads** as the bounding box of the bounds rectangle, centred on `center` and
///   transformed by `transform` about its centre (UIKit's default anchor point). For an identity
///   transform that is simply `(center − size/2, size)`.
/// - Setting `frame` sets `center` to the frame's midpoint and `size` to the frame's size; the
///   transform is left alone and is **not** undone. That is why the frame must be set before the
///   transform: reading a frame after a scale, offsetting it and writing it back shrinks `size`
///   and the scale is then applied twice (the Dodo Pizza article's warning).
/// - Setting `transform` replaces `transform3D` with the 3D form of the affine transform; reading
///   `transform` gives the affine part of `transform3D`.
///
/// Subclasses add properties and override `copy(with:)` and `isEqual(_:)` as on iOS.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The centre of the element in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The size of the element's bounds (untransformed).
    open var size: CGSize = .zero
    /// The element's 3D transform about its centre.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// Group opacity of the element, 0…1.
    open var alpha: CGFloat = 1
    /// Stacking order: higher values draw above lower ones. Default 0.
    open var zIndex: Int = 0
    /// Hidden elements are not drawn.
    open var isHidden: Bool = false
    /// The element's index path.
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)

    /// The axes along which `size` is an estimate the element's view replaces (self-sizing);
    /// set by the layouts that estimate, private in UIKit, copied with the attributes.
    package var selfSizingAxes: SelfSizingAxes = []

    /// Whether this is a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for cells.
    public private(set) var representedElementKind: String?

    /// Attributes for the cell at index path (0, 0), with zero size, identity transform and alpha 1;
    /// `copy(with:)` uses it to make an instance of the same dynamic class.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = .cell
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
    }

    /// The element's bounds: origin zero, size `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The element's frame in content coordinates; see the type's discussion for how it relates
    /// to `center`, `size` and `transform`.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2,
                width: size.width, height: size.height
            )
            let affine = transform
            guard affine != .identity else { return untransformed }
            return untransformed.applying(affine.about(center))
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    // MARK: NSCopying and equality, as UIKit.

    /// A copy of the same dynamic class with every property copied; subclasses call `super`
    /// and copy their own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }

    /// Equal when the other object is attributes of the same class with equal properties.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return center == other.center && size == other.size && transform3D == other.transform3D
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// A hash of the identity only — index path, category and kind — so attributes that are equal
    /// under `isEqual(_:)` hash alike even though geometry is not hashed.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// A one-line summary in the shape of UIKit's attributes description: class, index path, kind,
    /// frame, alpha, zIndex and hidden flag.
    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)): index path: (\(indexPath.section)-\(indexPath.item));\(kind) "
            + "frame = \(frame); alpha = \(alpha); zIndex = \(zIndex); hidden = \(isHidden)>"
    }
}
