import CollectionLayout
import Foundation
import HeadlessUI

/// The section a section provider returns for a section index and environment (UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`).
public typealias CollectionViewCompositionalLayoutSectionProvider =
    (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

/// A layout composed of sections, groups and items, with the shape of UIKit's
/// `UICollectionViewCompositionalLayout` (iOS 13+), headless.
///
/// `prepare()` asks the section provider for each section, resolves the section's group once
/// (every repetition shares its geometry) and caches where each section and group starts;
/// queries then place items by arithmetic, so a layout of 100,000 items answers a visible
/// rectangle in O(log sections + visible). Pinned boundary items, orthogonal offsets and the
/// sections' `visibleItemsInvalidationHandler` apply at query time, so scrolling never needs
/// a new `prepare()`. The rules are in docs/compositional-layout.md.
///
/// Sections with `.estimated` (or `uniformAcrossSiblings`) dimensions self-size: their items and
/// boundary items start at their estimates, the collection view asks their views for the sizes
/// they prefer after `prepare()`, and each group instance of such a section is resolved on its
/// own with those sizes (docs/compositional-layout.md, "Self-sizing").
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider
    /// The layout-wide configuration; setting it invalidates the layout (and forgets the sizes
    /// the views preferred).
    open var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet {
            preferredSizes = CompositionalPreferredSizes()
            invalidateLayout()
        }
    }
    var geometry = CompositionalGeometry(scroll: Axis(horizontal: false))
    var orthogonalOffsets: [Int: CGFloat] = [:]
    var preparedBoundsSize: CGSize?
    /// The sizes the views of estimated elements preferred: kept across invalidations, dropped
    /// when the data, the container's width across the scroll axis or the configuration changes.
    var preferredSizes = CompositionalPreferredSizes()
    /// The item counts and the container's extent across the scroll axis of the last `prepare()`.
    private var preparedData: (itemCounts: [Int], crossExtent: CGFloat)?

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(
        section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// For ported code that keeps UIKit's archiving initializer: a layout with no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout of list sections of `configuration` (UIKit's `list(using:)`).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// `true`: the layout is written in leading/trailing terms, and the collection view mirrors
    /// it in a right-to-left environment, as UIKit mirrors its compositional layout.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Sections that could not be laid out in the last `prepare()` (each is laid out empty).
    public var layoutIssues: [CompositionalLayoutIssue] { geometry.issues }

    /// The environment sections are resolved in: the collection view's bounds size, its
    /// adjusted content insets, and its traits.
    var environment: LayoutEnvironment {
        guard let view = collectionView else {
            return LayoutEnvironment(
                container: LayoutContainer(contentSize: .zero, contentInsets: .zero),
                traitCollection: Screen.main.traitCollection)
        }
        let insets = view.adjustedContentInset
        return LayoutEnvironment(
            container: LayoutContainer(
                contentSize: view.bounds.size,
                contentInsets: DirectionalEdgeInsets(
                    top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)),
            traitCollection: view.traitCollection)
    }

    /// Asks the provider for every section and resolves their geometry.
    open override func prepare() {
        super.prepare()
        guard let view = collectionView else {
            geometry = CompositionalGeometry(scroll: Axis(horizontal: configuration.scrollDirection == .horizontal))
            return
        }
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        let environment = environment
        let crossExtent = Axis(horizontal: configuration.scrollDirection == .horizontal).cross(
            environment.container.effectiveContentSize)
        if let preparedData, preparedData.itemCounts != counts || preparedData.crossExtent != crossExtent {
            preferredSizes = CompositionalPreferredSizes()
        }
        preparedData = (counts, crossExtent)
        let container = view.bounds.size
        let adjusted = view.adjustedContentInset
        let safeArea = view.safeAreaInsets
        let margins = view.layoutMargins
        geometry = CompositionalGeometry(
            configuration: configuration, itemCounts: counts, environment: environment, provider: sectionProvider,
            referenceInsets: { reference in
                Self.referenceInsets(
                    reference, size: container, adjusted: adjusted, safeArea: safeArea, margins: margins)
            }, preferred: preferredSizes)
        preparedBoundsSize = view.bounds.size
    }

    /// What `reference` adds to a section's content insets beyond the container (the adjusted
    /// content insets): the reference boundary's distance from the bounds' edge, less the adjusted
    /// inset there, never below 0 (docs/compositional-layout.md, "The container").
    static func referenceInsets(
        _ reference: ContentInsetsReference, size: CGSize, adjusted: EdgeInsets, safeArea: EdgeInsets,
        margins: EdgeInsets
    ) -> DirectionalEdgeInsets {
        var boundary: EdgeInsets
        switch reference {
        case .automatic, .none:
            return .zero
        case .safeArea:
            boundary = safeArea
        case .layoutMargins:
            boundary = margins
        case .readableContent:
            boundary = margins
            let width = ContentInsetsReference.readableWidth
            let side = (size.width - width) / 2
            boundary.left = max(boundary.left, side)
            boundary.right = max(boundary.right, side)
            let vertical = (size.height - width) / 2
            boundary.top = max(boundary.top, vertical)
            boundary.bottom = max(boundary.bottom, vertical)
        }
        return DirectionalEdgeInsets(
            top: max(0, boundary.top - adjusted.top), leading: max(0, boundary.left - adjusted.left),
            bottom: max(0, boundary.bottom - adjusted.bottom), trailing: max(0, boundary.right - adjusted.right))
    }

    /// The content size: the sections' total length along the scroll axis, the container's
    /// effective length across it.
    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// The attributes of every element meeting `rect`, after the visible-items handlers of the
    /// sections on screen.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        elements(in: rect)
    }

    /// The attributes of the cell at `indexPath` (before any visible-items handler).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        item(at: indexPath)
    }

    /// The attributes of a header, footer or badge of `elementKind` at `indexPath`.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        supplementary(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of the decoration of `elementKind` at `indexPath`.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        decoration(ofKind: elementKind, at: indexPath)
    }

    /// `true` only when the bounds' size changes: scrolling moves pinned items and calls the
    /// visible-items handlers at query time, without a new `prepare()`.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }

    /// Marks the layout for `prepare()`; a context that invalidates the data source counts
    /// (`reloadData()`, batch updates) also forgets the sizes the views preferred.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { preferredSizes = CompositionalPreferredSizes() }
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing (in the class body so that subclasses can override them)

    /// For an element whose size was estimated, records the size its view prefers (kept until
    /// the data, the width or the configuration changes) and answers whether it differs from
    /// the estimate on an estimated axis, so that the sections are placed again with it.
    /// Otherwise `false`, as UIKit's base class.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let axes = originalAttributes.selfSizingAxes
        guard !axes.isEmpty else { return false }
        let preferred = preferredAttributes.size
        guard preferred.width.isFinite, preferred.height.isFinite else {
            preferredSizes.record(originalAttributes.size, for: originalAttributes)
            return false
        }
        let size = CGSize(width: max(0, preferred.width), height: max(0, preferred.height))
        preferredSizes.record(size, for: originalAttributes)
        let original = originalAttributes.size
        return (axes.contains(.horizontal) && size.width != original.width)
            || (axes.contains(.vertical) && size.height != original.height)
    }

    /// A context that names the element whose size changed; the next pass places the sections
    /// again with every size recorded so far.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        context.invalidateElement(of: originalAttributes)
        return context
    }
}
