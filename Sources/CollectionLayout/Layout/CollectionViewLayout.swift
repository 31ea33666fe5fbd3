import Foundation

/// The abstract base class for layouts, with the shape and driving order of UIKit's
/// `UICollectionViewLayout`.
///
/// A `CollectionView` drives its layout as UIKit does: a bounds change (scrolling is one) asks
/// `shouldInvalidateLayout(forBoundsChange:)`; a `true` answer calls `invalidateLayout()`; the
/// next layout pass calls `prepare()` once, reads `collectionViewContentSize`, then asks
/// `layoutAttributesForElements(in:)` for the visible rectangle. `prepare()` runs only on the
/// first pass and after an invalidation.
open class CollectionViewLayout: NSObject {
    /// The collection view this layout is installed on; the collection view attaches itself.
    ///
    /// Read-only and overridable, as UIKit's `open var collectionView: UICollectionView? { get }`:
    /// a subclass may override it (`override var collectionView: UICollectionView? { … }`, or
    /// with a non-optional type). The engine attaches and detaches the view through internal
    /// storage, so an override changes what the layout reads, never what the view drives.
    open var collectionView: CollectionView? { attachedCollectionView }

    /// The view that installed this layout (weak, as UIKit's reference is).
    weak var attachedCollectionView: CollectionView?

    /// Whether the collection view mirrors this layout's x coordinates when its effective
    /// layout direction differs from ``developmentLayoutDirection``. UIKit's default is `false`
    /// (`UICollectionViewFlowLayout` answers `true`).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction of the language the layout was designed in; left-to-right by default (the
    /// development region of the main bundle, which headlessly is always English).
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout has been invalidated since the last `prepare()`.
    public internal(set) var needsPrepare = true

    /// A layout not yet installed on a collection view.
    public override init() {
        super.init()
    }

    /// For ported layouts that keep UIKit's archiving initializer; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Called when loaded from an interface file on iOS; nothing loads layouts from nibs here,
    /// so it is only a hook that ported code may override.
    open func awakeFromNib() {}

    /// The attributes class the layout creates; subclasses return their own subclass.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// The decoration view classes registered by kind. Headlessly nothing instantiates views;
    /// the registry only lets ported layouts keep their `register` calls.
    public private(set) var registeredDecorationViewKinds: [String: AnyClass] = [:]

    /// Registers a class for decoration views of `elementKind`; nil removes the registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationViewKinds[elementKind] = viewClass
    }

    /// Computes what the layout needs before the collection view queries it.
    ///
    /// Called on the first layout pass and on the first pass after `invalidateLayout()`,
    /// once, before `collectionViewContentSize` and the element queries.
    open func prepare() {}

    /// The attributes of every element that intersects `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The size of the whole scrollable content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Where scrolling stops, given where it would stop and the release velocity
    /// (points per millisecond). The default returns the proposed offset.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Where to scroll after a layout change or update. The default returns the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether a bounds change (a scroll or a resize) needs a new layout. The default is `false`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout invalid: `prepare()` runs again, once, on the next layout pass.
    /// Subclasses that override it call `super`.
    open func invalidateLayout() {
        needsPrepare = true
    }
}
