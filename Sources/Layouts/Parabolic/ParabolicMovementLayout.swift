import CollectionLayout
import Foundation

/// Cards that rise along a parabola, slow down and shrink towards the top of the viewport, then
/// tuck under the next card: heorhi-kheilik's ParabolicMovementLayout, headless.
///
/// Item i is assigned its own offset shift i·D (D = ``itemSpacing``); its normalised offset is
/// nᵢ = Y − i·D and its top edge in viewport coordinates is P(nᵢ) from
/// ``ParabolicMovementFunction``, its scale S(nᵢ). Every item has `itemStandardSize`, is centred
/// horizontally and is scaled uniformly about its centre, so its visual top edge is exactly P(nᵢ).
/// zIndex = i.
///
/// Visible set, in output order: the main item m = max(0, ⌊Y/D⌋) (if it exists; not
/// threshold-checked), then m−1, m−2, … while nᵢ < ``topDisappearanceThreshold``, then m+1, m+2, …
/// while nᵢ > ``bottomDisappearanceThreshold``. The rectangle passed to
/// `layoutAttributesForElements(in:)` is ignored, as in the original.
///
/// Invalidation: the original observes `contentOffset` by KVO and recomputes in
/// `invalidateLayout()`. Headlessly ``shouldInvalidateLayout(forBoundsChange:)`` returns `true`,
/// so every offset change invalidates and the next layout pass recomputes in ``prepare()``.
open class ParabolicMovementLayout: CollectionViewLayout {
    /// The validated parameters.
    public let configuration: ParabolicMovementConfiguration
    /// The parabola shared by all items.
    public let movement: ParabolicMovementFunction
    /// D = X_v / spacingDivisionCoefficient: the offset distance between consecutive items.
    public let itemSpacing: CGFloat
    /// T_top: an item above the main one is shown while its normalised offset is below this
    /// (the larger root of P(X_v + D/2) + disappearanceTopItemOffset).
    public let topDisappearanceThreshold: CGFloat
    /// T_bot: an item below the main one is shown while its normalised offset is above this
    /// (the smaller root of the viewport height: `fallbackCollectionViewHeight`, or when that
    /// is nil the collection view's height at the first ``prepare()``). Computed once, as in the
    /// original; nil until then when it waits for the collection view.
    public private(set) var bottomDisappearanceThreshold: CGFloat?

    private var cachedAttributes: [CollectionViewLayoutAttributes] = []

    /// Creates the layout from validated parameters.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the offending parameter (see
    ///   ``ParabolicMovementConfiguration/validate()``).
    public init(configuration: ParabolicMovementConfiguration = .demo) throws {
        try configuration.validate()
        self.configuration = configuration
        movement = ParabolicMovementFunction(
            startVelocity: configuration.startVelocity, startPosition: configuration.startPosition)
        itemSpacing = movement.vertex / configuration.spacingDivisionCoefficient
        let overlapPosition = movement.position(at: movement.vertex + itemSpacing / 2)
        topDisappearanceThreshold =
            movement.offsets(
                atPosition: overlapPosition + configuration.disappearanceTopItemOffset
            ).upper
        let parabola = movement
        bottomDisappearanceThreshold = configuration.fallbackCollectionViewHeight.map {
            parabola.offsets(atPosition: $0).lower
        }
        super.init()
    }

    /// Creates the layout with the original's programmatic initializer's arguments.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the offending parameter.
    public convenience init(
        startVelocity: CGFloat, startPosition: CGFloat, itemStandardSize: CGSize, scaleAtVertex: CGFloat,
        spacingDivisionCoefficient: CGFloat, disappearanceTopItemOffset: CGFloat,
        fallbackCollectionViewHeight: CGFloat
    ) throws {
        try self.init(
            configuration: ParabolicMovementConfiguration(
                startPosition: startPosition, startVelocity: startVelocity, itemStandardSize: itemStandardSize,
                scaleAtVertex: scaleAtVertex, spacingDivisionCoefficient: spacingDivisionCoefficient,
                disappearanceTopItemOffset: disappearanceTopItemOffset,
                fallbackCollectionViewHeight: fallbackCollectionViewHeight))
    }

    /// Not supported: the layout has no interface-file form here.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Parameters, as the original's properties

    /// x₀; see ``ParabolicMovementConfiguration/startPosition``.
    public var startPosition: CGFloat { configuration.startPosition }
    /// v₀; see ``ParabolicMovementConfiguration/startVelocity``.
    public var startVelocity: CGFloat { configuration.startVelocity }
    /// See ``ParabolicMovementConfiguration/itemStandardSize``.
    public var itemStandardSize: CGSize { configuration.itemStandardSize }
    /// See ``ParabolicMovementConfiguration/scaleAtVertex``.
    public var scaleAtVertex: CGFloat { configuration.scaleAtVertex }
    /// See ``ParabolicMovementConfiguration/spacingDivisionCoefficient``.
    public var spacingDivisionCoefficient: CGFloat { configuration.spacingDivisionCoefficient }
    /// See ``ParabolicMovementConfiguration/disappearanceTopItemOffset``.
    public var disappearanceTopItemOffset: CGFloat { configuration.disappearanceTopItemOffset }
    /// See ``ParabolicMovementConfiguration/fallbackCollectionViewHeight``.
    public var fallbackCollectionViewHeight: CGFloat? { configuration.fallbackCollectionViewHeight }

    // MARK: Layout

    /// Every offset change needs a new pass (the original's contentOffset observation).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// Recomputes the visible items for the current content offset.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            cachedAttributes = []
            return
        }
        if bottomDisappearanceThreshold == nil {
            bottomDisappearanceThreshold = movement.offsets(atPosition: collectionView.bounds.height).lower
        }
        let count = collectionView.numberOfItems(inSection: 0)
        let offset = collectionView.contentOffset.y
        let width = collectionView.bounds.width
        cachedAttributes = visibleItems(offset: offset, count: count).map { item in
            attributes(item: item, offset: offset, width: width)
        }
    }

    /// The visible items for the last prepared offset, main item first; `rect` is ignored.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cachedAttributes
    }

    /// The attributes of a visible item, or nil when the item is not in the visible set.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0 else { return nil }
        return cachedAttributes.first { $0.indexPath.item == indexPath.item }
    }

    /// (W, H + (N − 1)·D): the last item reaches `startPosition` at the largest offset.
    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let count = collectionView.numberOfItems(inSection: 0)
        return CGSize(
            width: collectionView.bounds.width,
            height: collectionView.bounds.height + CGFloat(count - 1) * itemSpacing)
    }

    /// The items shown at content offset `offset` with `count` items, in the original's order:
    /// main item, then the items above it, then the items below it. Before the bottom threshold
    /// is known (no height given and not yet prepared), no item below the main one is shown.
    public func visibleItems(offset: CGFloat, count: Int) -> [Int] {
        let bottomThreshold = bottomDisappearanceThreshold ?? movement.vertex
        guard count > 0, offset.isFinite else { return [] }
        let main = max(0, (offset / itemSpacing).rounded(.down))
        var items: [Int] = []
        // Items at index ≥ count are never listed, so start the upward walk at count − 1 at most.
        let mainIndex = main < CGFloat(count) ? WholeNumber.exactly(main) : nil
        let firstAbove = mainIndex.map { $0 - 1 } ?? count - 1
        if let mainIndex { items.append(mainIndex) }
        var item = firstAbove
        while item >= 0, normalizedOffset(item: item, offset: offset) < topDisappearanceThreshold {
            items.append(item)
            item -= 1
        }
        guard let mainIndex else { return items }
        item = mainIndex + 1
        while item < count, normalizedOffset(item: item, offset: offset) > bottomThreshold {
            items.append(item)
            item += 1
        }
        return items
    }

    /// nᵢ = Y − i·D.
    public func normalizedOffset(item: Int, offset: CGFloat) -> CGFloat {
        offset - CGFloat(item) * itemSpacing
    }

    private func attributes(item: Int, offset: CGFloat, width: CGFloat) -> CollectionViewLayoutAttributes {
        let attributes = Self.makeAttributes(forCellWith: IndexPath(item: item, section: 0))
        let normalized = normalizedOffset(item: item, offset: offset)
        let scale = movement.scale(at: normalized, scaleAtVertex: configuration.scaleAtVertex)
        let size = configuration.itemStandardSize
        attributes.size = size
        attributes.center = CGPoint(
            x: width / 2,
            y: movement.position(at: normalized) + size.height / 2 * scale + offset)
        attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        attributes.zIndex = item
        return attributes
    }

    private static func makeAttributes(forCellWith indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let type =
            (layoutAttributesClass as? CollectionViewLayoutAttributes.Type) ?? CollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = indexPath
        return attributes
    }
}
