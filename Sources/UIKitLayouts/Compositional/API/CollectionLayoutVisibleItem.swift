import CollectionLayout
import Foundation

/// An element a section's `visibleItemsInvalidationHandler` may change, with the shape of
/// UIKit's `NSCollectionLayoutVisibleItem`.
///
/// Frames are in the layout's coordinates *before* an orthogonal section's own offset, as in
/// UIKit (so `frame.midX - offset.x` is the on-screen position).
public protocol CollectionLayoutVisibleItem: AnyObject {
    /// The opacity.
    var alpha: CGFloat { get set }
    /// The z-index.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// The centre.
    var center: CGPoint { get set }
    /// The 2-D transform.
    var transform: CGAffineTransform { get set }
    /// The 3-D transform.
    var transform3D: CATransform3D { get set }
    /// A name for debugging.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The frame.
    var frame: CGRect { get }
    /// The bounds.
    var bounds: CGRect { get }
    /// Cell, supplementary view or decoration view.
    var representedElementCategory: ElementCategory { get }
    /// The element kind (`nil` for cells).
    var representedElementKind: String? { get }
}

/// A visible item over one element's attributes, shifted by the section's orthogonal offset.
final class CompositionalVisibleItem: CollectionLayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes
    /// What was subtracted from the attributes' centre for the section's own offset.
    let shift: CGPoint

    init(attributes: CollectionViewLayoutAttributes, shift: CGPoint) {
        self.attributes = attributes
        self.shift = shift
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y) }
        set { attributes.center = CGPoint(x: newValue.x - shift.x, y: newValue.y - shift.y) }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame.offsetBy(dx: shift.x, dy: shift.y) }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
