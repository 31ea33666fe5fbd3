import CollectionLayout
import Foundation

/// Full-width cells where the featured cell is tall and the next one grows into it as you scroll:
/// the Ultravisual expanding-cells layout (RayWenderlich, Mic Pringle 2015), headless.
///
/// With content offset Y and ``dragOffset`` d (by default featuredHeight − standardHeight, the
/// original's 180):
/// featured index f = max(0, Int(Y/d)) (truncated), percentage p = Y/d − f (negative when
/// pulled down past the top). Walking the items with a cursor c from 0: the featured item is
/// `featuredHeight` tall at Y − standardHeight·p; the next one is
/// standardHeight + max((featuredHeight − standardHeight)·p, 0) tall and grows upward from where
/// a standard cell would end; every other item is `standardHeight` tall at the cursor.
/// Frames are full width, zIndex = item. At p → 1 the growing cell is exactly the next featured
/// state, so the hand-off is continuous.
///
/// Frames are computed in closed form for the items a query needs (the original caches every
/// item in `prepare()`; the values are the same).
open class UltravisualLayout: CollectionViewLayout {
    /// The height of a cell that is not featured (the original's 100).
    public let standardHeight: CGFloat
    /// The height of the featured cell (the original's 280).
    public let featuredHeight: CGFloat
    /// d: the scroll distance per featured-item change (the original's constant 180, which is
    /// featuredHeight − standardHeight; the default keeps that relation for other heights).
    public let dragOffset: CGFloat

    /// The state of the last prepared pass.
    private var state = UltravisualLayoutState(
        standardHeight: 0, featuredHeight: 0, dragOffset: 0, offset: 0, width: 0, count: 0)

    /// Creates the layout.
    ///
    /// - Parameter dragOffset: The scroll distance per featured item; nil for
    ///   `featuredHeight − standardHeight`.
    /// - Throws: ``LayoutConfigurationError`` when a height is not finite, `standardHeight` is
    ///   not positive, `featuredHeight` is not greater than `standardHeight`, or `dragOffset` is
    ///   not a finite number greater than 0.
    public init(standardHeight: CGFloat = 100, featuredHeight: CGFloat = 280, dragOffset: CGFloat? = nil) throws {
        guard standardHeight.isFinite, standardHeight > 0 else {
            throw LayoutConfigurationError(
                parameter: "standardHeight",
                message: "must be a finite number greater than 0, found \(standardHeight); use a value such as 100")
        }
        guard featuredHeight.isFinite, featuredHeight > standardHeight else {
            throw LayoutConfigurationError(
                parameter: "featuredHeight",
                message: "must be a finite number greater than standardHeight (\(standardHeight)), found "
                    + "\(featuredHeight); the difference is the drag offset per featured item")
        }
        let drag = dragOffset ?? featuredHeight - standardHeight
        guard drag.isFinite, drag > 0 else {
            throw LayoutConfigurationError(
                parameter: "dragOffset",
                message: "must be a finite number greater than 0, found \(drag); leave it out for "
                    + "featuredHeight − standardHeight")
        }
        self.standardHeight = standardHeight
        self.featuredHeight = featuredHeight
        self.dragOffset = drag
        super.init()
    }

    /// Not supported: the layout has no interface-file form here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// f of the last prepared pass: the featured item, or nil when the offset is past every item
    /// (all items then stack at standardHeight·i).
    public var featuredItemIndex: Int? { state.featuredItemIndex }

    /// p of the last prepared pass: how far the next item has grown, 0…1 (negative when pulled
    /// down past the top).
    public var nextItemPercentageOffset: CGFloat { state.nextItemPercentageOffset }

    /// Always true, as in the original: the featured item and the growing cell follow the content
    /// offset, so every scroll re-runs `prepare()`.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// Captures the offset, width and item count for this pass.
    open override func prepare() {
        super.prepare()
        state = UltravisualLayoutState(
            standardHeight: standardHeight, featuredHeight: featuredHeight, dragOffset: dragOffset,
            offset: collectionView?.contentOffset.y ?? 0,
            width: collectionView?.bounds.width ?? 0,
            count: collectionView?.numberOfItems(inSection: 0) ?? 0)
    }

    /// The items whose frames overlap `rect` with positive area (touching edges do not count),
    /// ascending.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        state.items(intersecting: rect).map(attributes(item:))
    }

    /// The attributes of any existing item (the original omitted this; the vimask port returns the
    /// cached entry).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < state.count else { return nil }
        return attributes(item: indexPath.item)
    }

    /// (W, N·d + (H − d)): the largest offset (N − 1)·d features the last item.
    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let count = collectionView.numberOfItems(inSection: 0)
        return CGSize(
            width: collectionView.bounds.width,
            height: CGFloat(count) * dragOffset + (collectionView.bounds.height - dragOffset))
    }

    /// Snaps to the nearest multiple of the drag offset: (0, round(proposed.y / d)·d), half away
    /// from zero. The velocity is ignored and the result is not clamped, as in the original.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(x: 0, y: (proposedContentOffset.y / dragOffset).rounded() * dragOffset)
    }

    private func attributes(item: Int) -> CollectionViewLayoutAttributes {
        let type =
            (Self.layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
            ?? CollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = IndexPath(item: item, section: 0)
        attributes.frame = state.frame(item: item)
        attributes.zIndex = item
        return attributes
    }
}
