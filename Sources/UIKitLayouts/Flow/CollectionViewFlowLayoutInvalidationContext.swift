import CollectionLayout
import Foundation

/// The flow layout's invalidation context, with the shape of UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`: two more flags, both `true` by default as in
/// UIKit. A subclass that sets both to `false` for a bounds change keeps the placed elements.
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the sizes and spacings from the delegate must be asked for again. Default `true`.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the placed attributes must be recomputed. Default `true`.
    open var invalidateFlowLayoutAttributes = true

    /// A context with both flags set.
    public required init() {
        super.init()
    }
}
