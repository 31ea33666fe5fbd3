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

    /// Gives the view a last chance to change the attributes (self-sizing). When the layout
    /// estimated the size (flow's `estimatedItemSize`, a compositional `.estimated` dimension),
    /// the default fits the view's constraints, as UIKit's cell does: the size of
    /// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// at the estimated size, with `.fittingSizeLevel` on each estimated axis and `.required` on
    /// the others; the frame keeps its origin. Otherwise it returns the attributes unchanged.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty else { return layoutAttributes }
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
        guard fitted != layoutAttributes.size, fitted.width.isFinite, fitted.height.isFinite else {
            return layoutAttributes
        }
        let origin = layoutAttributes.frame.origin
        layoutAttributes.frame = CGRect(
            origin: origin, size: CGSize(width: max(0, fitted.width), height: max(0, fitted.height)))
        return layoutAttributes
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
