import CollectionLayout
import Foundation
import UIKitLayouts

/// A flow layout that snaps items to an alignment when scrolling ends and runs plugins over its
/// attributes (a port of the PluginableFlowLayout library).
///
/// Everything a ``CollectionViewFlowLayout`` does is inherited unchanged (`scrollDirection`,
/// `itemSize`, spacings, `sectionInset`, delegate sizes). On top of it:
/// - `layoutAttributesForElements(in:)` returns ``PluginableFlowLayoutAttributes`` on which every
///   plugin has run, in array order, headers and footers included; `layoutAttributesForItem(at:)`
///   is the flow layout's and carries no plugin values, as in the original.
/// - Every bounds change invalidates the layout, so plugin values follow the scroll. The placed
///   geometry is kept on a plain scroll; only plugin values are recomputed per query.
/// - `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` snaps to an item for
///   `alignment` (see `PluginableFlowLayout+TargetContentOffset.swift`).
/// - As an ``ElementAppearanceProviding`` it turns `collectionVisibility` into an inner `image`
///   layer shifted for parallax and an `overlay` layer whose alpha follows visibility.
///
/// The original's `init(coder:)` traps; here it returns nil.
open class PluginableFlowLayout: CollectionViewFlowLayout {
    /// The original's name for the attributes class, `PluginableFlowLayout.LayoutAttributes`.
    public typealias LayoutAttributes = PluginableFlowLayoutAttributes
    /// The original's name for the snapping alignment, `PluginableFlowLayout.Alignment`.
    public typealias Alignment = PluginableFlowLayoutAlignment

    /// Where items snap when scrolling ends; nil leaves the target offset alone.
    public let alignment: PluginableFlowLayoutAlignment?
    /// The plugins, run in order on every queried element.
    public let plugins: [FlowLayoutPlugin]
    /// Whether snapping reproduces the original's `lineEnd` distance bug (`.faithful`, the
    /// default) or fixes it (`.corrected`).
    open var targetOffsetBehavior: PluginableFlowBehavior = .faithful

    /// A layout that snaps to `alignment` (nil: no snapping) and runs `plugins` in order.
    public init(alignment: PluginableFlowLayoutAlignment?, plugins: [FlowLayoutPlugin]) {
        self.alignment = alignment
        self.plugins = plugins
        super.init()
    }

    /// Not supported, as in the original (which traps): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// ``PluginableFlowLayoutAttributes``, which carry the plugins' values.
    open override class var layoutAttributesClass: AnyClass { PluginableFlowLayoutAttributes.self }

    /// Always true, so plugin values are recomputed on every scroll frame. Unless the cross-axis
    /// size changed, the following invalidation keeps the placed geometry.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        keepsGeometryOnNextInvalidation = !super.shouldInvalidateLayout(forBoundsChange: newBounds)
        return true
    }

    /// The flow layout's `prepare()`; a pending "keep the geometry" from a bounds check is
    /// dropped first, so a later invalidation (a property or data change) re-places the elements.
    open override func prepare() {
        keepsGeometryOnNextInvalidation = false
        super.prepare()
    }

    /// Snaps to an item for `alignment`, deciding from the current offset and the velocity's
    /// sign (points per millisecond; see ``alignedContentOffset(forProposedContentOffset:velocity:)``
    /// for the rule); with no alignment, the proposed offset.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        alignedContentOffset(forProposedContentOffset: proposedContentOffset, velocity: velocity)
            ?? super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }

    /// The flow layout's elements in `rect`, each passed through the plugins in order, with
    /// `scrollDirection` recorded on it.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let collectionView else { return [] }
        let elements = super.layoutAttributesForElements(in: rect) ?? []
        return elements.compactMap { element -> CollectionViewLayoutAttributes? in
            guard var attributes = element as? PluginableFlowLayoutAttributes else { return nil }
            let inset = sectionInset  // the layout's property, as the original (not a delegate's per-section inset)
            for plugin in plugins {
                attributes = plugin.prepareAttributes(
                    attributes, in: collectionView, scrollDirection: scrollDirection, alignment: alignment,
                    sectionInset: inset)
            }
            attributes.scrollDirection = scrollDirection
            return attributes
        }
    }
}
