import CollectionLayout
import Foundation

/// A grid-like layout that fills lines of items and wraps, with the API and placement rules of
/// UIKit's `UICollectionViewFlowLayout`.
///
/// Items flow along the cross axis into lines that stack along the scroll axis
/// (`scrollDirection`). Sizes, insets, spacings and header/footer sizes come from the layout's
/// properties or, per section and item, from a collection-view delegate that adopts
/// ``CollectionViewDelegateFlowLayout``. The placement rules — greedy wrapping, justified lines,
/// centred single-item lines, the last-line rule, centring inside a line, content size — are
/// listed on `docs/layouts-flow.md`.
///
/// `prepare()` places every element once (O(n)); `layoutAttributesForElements(in:)` finds the
/// elements in a rectangle by binary search over sections, lines and items (O(log n + k)).
/// Changing a property invalidates the layout. A bounds change invalidates it only when the
/// bounds size along the cross axis changes (a resize, not a scroll), as in UIKit.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's default item size, 50 × 50.
    public static let defaultItemSize = CGSize(width: 50, height: 50)
    /// UIKit's default line and inter-item spacing, 10 points.
    public static let defaultSpacing: CGFloat = 10
    /// UIKit's placeholder for ``estimatedItemSize`` that turns self-sizing on without an
    /// estimate of its own (the greatest finite size, as UIKit's value): items start at
    /// ``itemSize`` until their cells have been sized.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// `true`, as UIKit's flow layout: in a right-to-left collection view the collection view
    /// mirrors the lines so that they start at the right edge.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The size of every item, unless the delegate answers `sizeForItemAt`. Default 50 × 50.
    open var itemSize: CGSize = CollectionViewFlowLayout.defaultItemSize {
        didSet {
            if oldValue != itemSize, isSelfSizing { preferredSizes = PreferredSizes() }
            invalidateIfChanged(oldValue != itemSize)
        }
    }

    /// The estimated size of cells; `.zero` (the default) turns self-sizing off. Any other value,
    /// or ``automaticSize``, makes every item start at this size (``itemSize`` for
    /// `automaticSize`, the delegate's `sizeForItemAt` where it answers) and then take the size
    /// its cell prefers (`preferredLayoutAttributesFitting(_:)`: by default the cell's
    /// constraints fitted on both axes, as UIKit's flow layout fits them); headers and footers
    /// take the height (width, scrolling horizontally) their views prefer. The collection view
    /// sizes every element after `prepare()` (docs/auto-layout.md, "Self-sizing in the layouts").
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard oldValue != estimatedItemSize else { return }
            preferredSizes = PreferredSizes()
            invalidateIfChanged(true)
        }
    }

    /// The minimum gap between lines (rows for vertical scrolling). Default 10.
    open var minimumLineSpacing: CGFloat = CollectionViewFlowLayout.defaultSpacing {
        didSet { invalidateIfChanged(oldValue != minimumLineSpacing) }
    }

    /// The minimum gap between items of a line; lines may widen it to justify. Default 10.
    open var minimumInteritemSpacing: CGFloat = CollectionViewFlowLayout.defaultSpacing {
        didSet { invalidateIfChanged(oldValue != minimumInteritemSpacing) }
    }

    /// The margins of every section's lines. Default zero.
    open var sectionInset: EdgeInsets = .zero {
        didSet { invalidateIfChanged(oldValue != sectionInset) }
    }

    /// The axis the content scrolls along. Default `.vertical`.
    open var scrollDirection: CollectionViewScrollDirection = .vertical {
        didSet { invalidateIfChanged(oldValue != scrollDirection) }
    }

    /// The size of every section header; only the scroll-axis length is used (height for
    /// vertical scrolling), the header spans the cross axis. Zero length means no header.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateIfChanged(oldValue != headerReferenceSize) }
    }

    /// The size of every section footer, used as `headerReferenceSize` is.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateIfChanged(oldValue != footerReferenceSize) }
    }

    /// The placed elements; nil until the next `prepare()` after an invalidation.
    var geometry: FlowLayoutGeometry?

    /// The sizes the views preferred, while self-sizing: kept across invalidations, dropped when
    /// the data, the cross-axis extent or the estimate changes (the views are asked again).
    var preferredSizes = PreferredSizes()

    /// Whether items start at an estimate and take their cells' preferred sizes.
    var isSelfSizing: Bool {
        estimatedItemSize != .zero && estimatedItemSize.width.isFinite && estimatedItemSize.height.isFinite
    }

    /// A delegate the layout keeps alive for its collection view (the registry's size list);
    /// the collection view only holds its delegate weakly.
    package var retainedDelegate: CollectionViewDelegateFlowLayout?

    /// Set by a subclass that invalidates on every scroll: the next `invalidateLayout()` comes
    /// from a bounds change that leaves the placement as it is, so the geometry is kept.
    package var keepsGeometryOnNextInvalidation = false

    /// A flow layout with UIKit's defaults: 50 × 50 items, spacings 10, no insets, vertical.
    public override init() {
        super.init()
    }

    /// Accepted for UIKit source compatibility; nothing is decoded, the defaults apply.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func invalidateIfChanged(_ changed: Bool) {
        guard changed else { return }
        // A property change always needs a new placement, whatever a bounds check said before.
        keepsGeometryOnNextInvalidation = false
        invalidateLayout()
    }

    // MARK: Layout pass

    /// Places every header, item and footer, unless the placement from the last pass still
    /// holds: same scroll direction, same item counts and same cross-axis extent.
    open override func prepare() {
        super.prepare()
        if let geometry, !isCurrent(geometry) {
            if geometry.crossExtent != crossExtent(forBoundsSize: collectionView?.bounds.size ?? .zero)
                || geometry.itemCounts.count != collectionView?.numberOfSections
            {
                preferredSizes = PreferredSizes()
            }
            self.geometry = nil
        }
        _ = currentGeometry()
    }

    /// ``CollectionViewFlowLayoutInvalidationContext``, as UIKit's flow layout.
    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// Drops the placed elements, so the next pass places them again, and marks the layout for
    /// `prepare()` — every invalidation goes through here (`invalidateLayout()` hands over a
    /// context with `invalidateEverything`). Kept are the placement after a plain scroll in a
    /// subclass that invalidates on every bounds change (``PluginableFlowLayout``), and after a
    /// flow context whose `invalidateFlowLayoutAttributes` and `invalidateFlowLayoutDelegateMetrics`
    /// a subclass set to `false` (with no data or full invalidation), as UIKit keeps it.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let flowContext = context as? CollectionViewFlowLayoutInvalidationContext
        let keepsPlacement =
            !context.invalidateEverything && !context.invalidateDataSourceCounts
            && flowContext?.invalidateFlowLayoutAttributes == false
            && flowContext?.invalidateFlowLayoutDelegateMetrics == false
        if keepsGeometryOnNextInvalidation {
            keepsGeometryOnNextInvalidation = false
        } else if !keepsPlacement {
            geometry = nil
        }
        if context.invalidateDataSourceCounts { preferredSizes = PreferredSizes() }
        super.invalidateLayout(with: context)
    }

    /// The placed content's size: the sections' extent along the scroll axis, and the bounds'
    /// extent less the content insets across it (placing the elements first if needed).
    open override var collectionViewContentSize: CGSize {
        currentGeometry().contentSize
    }

    /// True when the bounds size along the cross axis differs from the one the layout was
    /// placed in (UIKit re-lays out on a resize, not on a scroll).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let geometry else { return false }
        return crossExtent(forBoundsSize: newBounds.size) != geometry.crossExtent
    }

    // MARK: Self-sizing (in the class body so that subclasses can override them)

    /// While self-sizing, records the size the element's view prefers (once asked, an element
    /// keeps its answer until the data, the width or the estimate changes) and answers whether
    /// it differs from the estimate — UIKit's flow layout re-places the elements after a cell
    /// whose size changed. Otherwise `false`, as UIKit's base class.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        guard isSelfSizing, !originalAttributes.selfSizingAxes.isEmpty else { return false }
        let preferred = preferredAttributes.size
        guard preferred.width.isFinite, preferred.height.isFinite else {
            preferredSizes.record(originalAttributes.size, for: originalAttributes, direction: scrollDirection)
            return false
        }
        let size = CGSize(width: max(0, preferred.width), height: max(0, preferred.height))
        preferredSizes.record(size, for: originalAttributes, direction: scrollDirection)
        return size != originalAttributes.size
    }

    /// A flow context that names the element whose size changed; the next pass places the
    /// sections again with every size recorded so far.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        context.invalidateElement(of: originalAttributes)
        return context
    }

    // MARK: Queries

    /// New attributes for every header, item and footer whose frame intersects `rect`, section by
    /// section, each section's header first, then its items in order, then its footer.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        currentGeometry().forEachElement(in: rect) { section, element, frame in
            result.append(makeAttributes(for: element, section: section, frame: frame))
        }
        return result
    }

    /// New attributes for the item at `indexPath`, or nil when the data has no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let frame = currentGeometry().itemFrame(at: indexPath) else { return nil }
        return makeAttributes(for: .item(indexPath.item), section: indexPath.section, frame: frame)
    }

    /// New attributes for the header (`ElementKind.sectionHeader`) or footer
    /// (`ElementKind.sectionFooter`) of `indexPath.section`, or nil when that section has none
    /// (a zero reference length) or the kind is another.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        let geometry = currentGeometry()
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        switch elementKind {
        case ElementKind.sectionHeader:
            return section.headerFrame.map { makeAttributes(for: .header, section: indexPath.section, frame: $0) }
        case ElementKind.sectionFooter:
            return section.footerFrame.map { makeAttributes(for: .footer, section: indexPath.section, frame: $0) }
        default:
            return nil
        }
    }

    // MARK: Internals shared with subclasses in this module

    /// The geometry, placed now if the layout was invalidated since the last placement.
    /// (`prepare()` also re-places when the data or the cross-axis extent changed unnoticed.)
    func currentGeometry() -> FlowLayoutGeometry {
        if let geometry { return geometry }
        let placed = placeSections()
        geometry = placed
        return placed
    }

    private func isCurrent(_ geometry: FlowLayoutGeometry) -> Bool {
        guard let collectionView else { return geometry.sections.isEmpty }
        let sectionCount = collectionView.numberOfSections
        guard geometry.direction == scrollDirection, geometry.itemCounts.count == sectionCount,
            geometry.crossExtent == crossExtent(forBoundsSize: collectionView.bounds.size)
        else { return false }
        return (0..<sectionCount).allSatisfy {
            geometry.itemCounts[$0] == collectionView.numberOfItems(inSection: $0)
        }
    }

    /// The content's cross-axis extent: the bounds' less the content insets on that axis.
    private func crossExtent(forBoundsSize size: CGSize) -> CGFloat {
        let insets = collectionView?.adjustedContentInset ?? .zero
        let extent =
            scrollDirection.crossLength(of: size)
            - scrollDirection.crossBefore(insets) - scrollDirection.crossAfter(insets)
        return extent.isFinite ? max(0, extent) : 0
    }

    private func placeSections() -> FlowLayoutGeometry {
        guard let collectionView else {
            return FlowLayoutGeometry(direction: scrollDirection, crossExtent: 0, metrics: [])
        }
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let metrics = (0..<collectionView.numberOfSections).map { section in
            sectionMetrics(section, in: collectionView, delegate: delegate)
        }
        return FlowLayoutGeometry(
            direction: scrollDirection, crossExtent: crossExtent(forBoundsSize: collectionView.bounds.size),
            metrics: metrics)
    }

    private func sectionMetrics(
        _ section: Int, in collectionView: CollectionView, delegate: CollectionViewDelegateFlowLayout?
    ) -> FlowSectionMetrics {
        let count = collectionView.numberOfItems(inSection: section)
        let selfSizing = isSelfSizing
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        guard let delegate else {
            let uniform = Self.sanitized(selfSizing ? estimate : itemSize)
            return preferredSizes.applied(
                to: FlowSectionMetrics(
                    inset: sectionInset, minimumLineSpacing: minimumLineSpacing,
                    minimumInteritemSpacing: minimumInteritemSpacing, headerReferenceSize: headerReferenceSize,
                    footerReferenceSize: footerReferenceSize,
                    itemSizes: .uniform(uniform, count: count)),
                section: section, direction: scrollDirection, isSelfSizing: selfSizing)
        }
        // A method the delegate does not implement throws: the layout's own property, as UIKit.
        let sizes = (0..<count).map { item in
            Self.sanitized(
                (try? delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)))
                    ?? (selfSizing ? estimate : itemSize))
        }
        return preferredSizes.applied(
            to: FlowSectionMetrics(
                inset: (try? delegate.collectionView(collectionView, layout: self, insetForSectionAt: section))
                    ?? sectionInset,
                minimumLineSpacing: (try? delegate.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section)) ?? minimumLineSpacing,
                minimumInteritemSpacing: (try? delegate.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section))
                    ?? minimumInteritemSpacing,
                headerReferenceSize: (try? delegate.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section)) ?? headerReferenceSize,
                footerReferenceSize: (try? delegate.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section)) ?? footerReferenceSize,
                itemSizes: FlowItemSizes(sizes)),
            section: section, direction: scrollDirection, isSelfSizing: selfSizing)
    }

    /// Negative or non-finite sizes become zero so that one bad answer cannot poison the geometry.
    private static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width.isFinite ? max(0, size.width) : 0,
            height: size.height.isFinite ? max(0, size.height) : 0)
    }

    /// New attributes of `layoutAttributesClass` for an element.
    private func makeAttributes(for element: FlowElement, section: Int, frame: CGRect) -> CollectionViewLayoutAttributes
    {
        let attributesClass =
            (type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
            ?? CollectionViewLayoutAttributes.self
        let attributes: CollectionViewLayoutAttributes
        switch element {
        case .header:
            attributes = attributesClass.init(
                forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: section))
        case .footer:
            attributes = attributesClass.init(
                forSupplementaryViewOfKind: ElementKind.sectionFooter, with: IndexPath(item: 0, section: section))
        case .item(let item):
            attributes = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
        }
        attributes.frame = frame
        if isSelfSizing, !preferredSizes.hasSize(for: element, section: section) {
            attributes.selfSizingAxes =
                switch element {
                case .item: [.horizontal, .vertical]
                case .header, .footer: scrollDirection == .vertical ? .vertical : .horizontal
                }
        }
        return attributes
    }
}
