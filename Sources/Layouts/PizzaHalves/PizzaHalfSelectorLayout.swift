import CollectionLayout
import Foundation

/// One column of Dodo Pizza's half-and-half selector: pizza halves scroll vertically, the one at
/// the screen centre is full size and the others shrink, fade and move towards the centre and the
/// seam; screen-fixed headers fade with the offset; flings snap to a row. Two panes, `.left` and
/// `.right`, make the screen.
///
/// A ``TableLayout`` subclass, as in the original: the table supplies row r's default frame
/// (0, r·h, W, h), the visible rows and the content size (W, N·h); this class transforms the
/// table's cells and adds headers. For each visible row r, with screen centre c = Y + H/2, offset
/// from the centre oᵣ = (r + ½)·h − c and normalised offset uᵣ = clamp(oᵣ / C, −1, 1):
/// - scale sᵣ = 1 − F·|uᵣ|, alpha = sᵣ, transform = scale (sᵣ, sᵣ), zIndex 0;
/// - frame = default frame moved by dx = ±((W − W·sᵣ)/2 − g/2) (+ for `.left`, − for `.right`:
///   the scaled half hugs the seam) and dy = −oᵣ·sᵣ/4 (pulled towards the centre), set before the
///   transform so the size stays (W, h).
/// Headers (section-header kind, one per visible row): screen-fixed frame above the centred pizza,
/// alpha 1 − |uᵣ|, translation (0, 20·uᵣ), dropped at alpha 0, zIndex ``headerZIndex``.
///
/// Re-prepared on every scroll; ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
/// centres the row under the projected screen centre.
open class PizzaHalfSelectorLayout: TableLayout {
    /// The zIndex of every cell, 0 as in the repository; headers must sit above it.
    public static let cellZIndex = 0
    /// Extra upward distance of the header above the centred pizza, beyond half its height.
    public static let headerExtraOffset: CGFloat = 30
    /// How far a header moves (times the normalised offset).
    public static let headerTranslationAmplitude: CGFloat = 20
    /// The vertical compensation pulls a cell by its offset times its scale divided by this.
    public static let verticalCompensationDivisor: CGFloat = 4

    /// The validated parameters. Geometry reads the inherited ``TableLayout/itemSize``, which is
    /// (P/2, P) from `pizzaSize` and follows ``setupSizeAndInsets(pizzaSize:)``.
    public private(set) var configuration: PizzaHalfSelectorConfiguration

    /// pizzaIndex of the content offset at the start of the last rectangle query (fractional:
    /// row r is centred at r + ½).
    public internal(set) var currentPizzaIndex: CGFloat = 0

    /// Creates the layout with item size (P/2, P).
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the offending parameter (see
    ///   ``PizzaHalfSelectorConfiguration/validate()``).
    public init(configuration: PizzaHalfSelectorConfiguration = PizzaHalfSelectorConfiguration()) throws {
        try configuration.validate()
        self.configuration = configuration
        super.init()
        itemSize = Self.itemSize(pizzaSize: configuration.pizzaSize)
    }

    /// Not supported: the layout has no interface-file form here.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Parameters

    /// Which half this pane shows.
    public var orientation: PizzaHalfOrientation { configuration.orientation }
    /// C, 200 pt by default.
    public var criticalOffsetFromCenter: CGFloat { configuration.criticalOffsetFromCenter }
    /// F, 0.6 by default (smallest scale 0.4).
    public var scaleFactor: CGFloat { configuration.scaleFactor }
    /// g, 4 pt by default.
    public var spaceBetweenHalves: CGFloat { configuration.spaceBetweenHalves }
    /// The headers' zIndex, 2 by default.
    public var headerZIndex: Int { configuration.headerZIndex }

    /// The item size for a pizza of diameter `pizzaSize`: (P/2, P).
    public static func itemSize(pizzaSize: CGFloat) -> CGSize {
        CGSize(width: pizzaSize / 2, height: pizzaSize)
    }

    /// Sets the pizza size (item size (P/2, P)) and, if installed, the collection view's vertical
    /// insets (H − P)/2 so that the first and last rows can be centred; invalidates the layout.
    ///
    /// - Throws: ``LayoutConfigurationError`` for a size that is not finite and positive.
    public func setupSizeAndInsets(pizzaSize: CGFloat) throws {
        var updated = configuration
        updated.pizzaSize = pizzaSize
        try updated.validate()
        configuration = updated
        itemSize = Self.itemSize(pizzaSize: pizzaSize)
        if let collectionView {
            collectionView.contentInset = verticalInsets(in: collectionView)
        }
    }

    /// The view controller's settings: insets (H − P)/2 top and bottom, fast deceleration, and the
    /// first row centred.
    public func configureCollectionView(_ collectionView: CollectionView) {
        let insets = verticalInsets(in: collectionView)
        collectionView.contentInset = insets
        collectionView.decelerationRate = .fast
        collectionView.contentOffset = CGPoint(x: 0, y: -insets.top)
    }

    private func verticalInsets(in collectionView: CollectionView) -> EdgeInsets {
        let vertical = (collectionView.bounds.height - itemSize.height) / 2
        return EdgeInsets(top: vertical, left: 0, bottom: vertical, right: 0)
    }

    // MARK: Layout

    /// Always true, as in the original: scale, alpha, frames and headers follow the content
    /// offset, so every scroll invalidates the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// The table's cells for `rect` (ascending row) transformed, then their headers that are not
    /// fully transparent.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let collectionView, let elements = super.layoutAttributesForElements(in: rect) else { return [] }
        currentPizzaIndex = pizzaIndex(offset: collectionView.contentOffset)
        let cells = elements.filter { $0.representedElementCategory == .cell }
        cells.forEach(updateCell)
        let headers = cells.compactMap { cell in
            layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: cell.indexPath)
        }
        headers.forEach(updateHeader)
        return cells + headers.filter { $0.alpha > 0 }
    }

    /// The section header for a row: a screen-fixed frame whose bottom (with the default height)
    /// meets the centred pizza's top, inset by the larger horizontal layout margin, at
    /// ``headerZIndex``. As in the original, a direct call returns frame and zIndex only; the
    /// fade and translation are applied in the rectangle query.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard elementKind == ElementKind.sectionHeader else { return nil }
        return headerAttributes(at: indexPath)
    }

    /// Where a fling stops: the row under the projected screen centre (truncated pizza index,
    /// clamped to the rows), centred. The velocity is ignored. The original, when that row is the
    /// current one, returns the current offset and animates back with `scrollToItem`; the resting
    /// offset is the same row centre, which is what this returns.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let count = cache.defaultFrames.count
        guard count > 0, collectionView != nil else { return proposedContentOffset }
        let index = pizzaIndex(offset: proposedContentOffset)
        guard index.isFinite else { return proposedContentOffset }
        let row = min(max(index, 0), CGFloat(count - 1)).rounded(.towardZero)
        return contentOffset(for: WholeNumber.exactly(row) ?? 0)
    }

    /// Applies scale, alpha, the seam-hugging and centre-pulling frame and zIndex to a cell whose
    /// attributes hold its default frame. ``PizzaDrumLayout`` overrides it.
    func updateCell(_ cell: CollectionViewLayoutAttributes) {
        let row = cell.indexPath.row
        let scale = scale(forRow: row)
        let verticalPull = -offsetFromScreenCenter(row: row) * scale / Self.verticalCompensationDivisor
        cell.alpha = scale
        cell.frame = cell.frame.offsetBy(dx: seamOffset(scale: scale, width: cell.size.width), dy: verticalPull)
        cell.transform = CGAffineTransform(scaleX: scale, y: scale)
        cell.zIndex = Self.cellZIndex
    }
}
