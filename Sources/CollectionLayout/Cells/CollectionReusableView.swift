import Foundation
import HeadlessUI

/// A headless reusable view with the shape of UIKit's `UICollectionReusableView`: the collection
/// view sets its geometry from layout attributes, then calls ``apply(_:)`` (UIKit's order), so a
/// subclass that reads custom attributes in `apply(_:)` sees them.
open class CollectionReusableView: View {
    /// The identifier the view was registered under.
    open internal(set) var reuseIdentifier: String?

    /// The attributes last applied (headless bookkeeping; UIKit keeps them privately).
    public private(set) var appliedLayoutAttributes: CollectionViewLayoutAttributes?

    /// A view made through the dynamic class's `init(frame:)`: the collection view dequeues
    /// registered classes with it (UIKit calls `initWithFrame:` dynamically). Subclasses that
    /// override `init(frame:)` and `init?(coder:)`, as UIKit requires, inherit it.
    public required convenience init(dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is reused; the default does nothing.
    open func prepareForReuse() {}

    /// Applies the layout's attributes to the view. The collection view has already set the
    /// view's `center`, bounds size, `transform3D`, `alpha`, `isHidden` and the layer's
    /// `zPosition` from them; the default does nothing more, as UIKit's.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// Gives the view a last chance to change the attributes (self-sizing); the default returns
    /// them unchanged.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called when the view moves to a new layout; the default does nothing.
    open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// Called after the view moved to a new layout; the default does nothing.
    open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// Sets the geometry UIKit sets from `attributes`, then calls `apply(_:)` with them.
    func applyAttributesAsUIKitDoes(_ attributes: CollectionViewLayoutAttributes) {
        center = attributes.center
        var newBounds = bounds
        newBounds.size = attributes.size
        bounds = newBounds
        transform3D = attributes.transform3D
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        appliedLayoutAttributes = attributes
        apply(attributes)
    }
}
