import Foundation
import HeadlessUI

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
    /// Whether `prepare()` has run since this layout was created: until it has, a bounds change
    /// does not ask the layout about itself (UIKit asks a layout that has laid out; a layout that
    /// finds its delegate in `prepare()` is not asked before it could).
    var hasPrepared = false
    /// The animators made with this layout (`UIDynamicAnimator(collectionViewLayout:)`), which
    /// ``CollectionView/advanceDynamics(to:)`` advances.
    var dynamicAnimators: [WeakDynamicAnimator] = []
    /// The scene time the collection view last advanced the dynamics to (0 before any frame).
    var dynamicsTime: TimeInterval = 0

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

    /// Registers a nib for decoration views of `elementKind` (a plain reusable view headlessly,
    /// since nibs are not read); nil removes the registration.
    open func register(_ nib: Nib?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationViewKinds[elementKind] = nib == nil ? nil : CollectionReusableView.self
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

    /// Marks the whole layout invalid: hands ``invalidateLayout(with:)`` a new context of
    /// ``invalidationContextClass`` with ``CollectionViewLayoutInvalidationContext/invalidateEverything``
    /// set, so `prepare()` runs again, once, on the next layout pass. Subclasses that override it
    /// call `super`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    // MARK: Invalidation contexts

    /// The class of the contexts the layout makes (UIKit's `invalidationContextClass`); a
    /// subclass of ``CollectionViewLayoutInvalidationContext``. Layouts that carry their own
    /// flags return their subclass.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// Invalidates the parts of the layout `context` names: the default marks the layout for
    /// `prepare()` on the next layout pass and keeps the context's offset and size adjustments
    /// for the collection view. Subclasses that override it call `super`.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        pendingContentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        pendingContentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        pendingContentSizeAdjustment.width += context.contentSizeAdjustment.width
        pendingContentSizeAdjustment.height += context.contentSizeAdjustment.height
    }

    /// The context for a bounds change the layout said needs a new layout
    /// (``shouldInvalidateLayout(forBoundsChange:)`` returned `true`): by default a new instance
    /// of ``invalidationContextClass``. Overrides call `super` and set their own flags.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether an element's preferred attributes (self-sizing) need a new layout: the collection
    /// view asks it for every element a layout estimated, after `prepare()`
    /// (``CollectionView/resolveSelfSizing()``). The default is `false`, as UIKit's.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing change, asked when
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` answers
    /// `true`: a new instance of ``invalidationContextClass``.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Offset adjustments of the contexts since the collection view last applied them.
    var pendingContentOffsetAdjustment: CGPoint = .zero
    /// Content-size adjustments of the contexts since the collection view last applied them.
    var pendingContentSizeAdjustment: CGSize = .zero

    /// A new context of ``invalidationContextClass`` (the base class when the class is not a
    /// context class).
    func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        let contextClass =
            (Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type)
            ?? CollectionViewLayoutInvalidationContext.self
        return contextClass.init()
    }

    // MARK: Updates

    /// Called before the collection view applies inserts, deletes, moves and reloads, with
    /// one item per change (UIKit's order: deletes, then inserts, then moves — see
    /// ``CollectionView/performBatchUpdates(_:completion:)``). `prepare()` has already run for
    /// the new data. The default does nothing; overrides call `super`.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Called after the initial and final attributes of the updated elements were asked for,
    /// as the last step before the update animates. The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that appears in an update starts: asked between
    /// ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()`` for every
    /// item visible after the update, with its index path after the update. The default: an
    /// item that existed before starts where it was (its attributes before the update, when it
    /// was visible); an inserted (or reloaded) item starts at its new place with `alpha` 0 —
    /// UIKit's fade. Nil: the item starts where it ends.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let updateRecord else {
            return defaultUpdateAttributes(layoutAttributesForItem(at: itemIndexPath), fades: false)
        }
        if let before = updateRecord.indexPathBeforeUpdate(forItemAt: itemIndexPath),
            let attributes = updateRecord.attributesBefore[ElementKey(category: .cell, kind: nil, indexPath: before)]
        {
            let copy = defaultUpdateAttributes(attributes, fades: false)
            copy?.indexPath = itemIndexPath
            return copy
        }
        return defaultUpdateAttributes(
            layoutAttributesForItem(at: itemIndexPath), fades: updateRecord.isInsertedItem(itemIndexPath))
    }

    /// Where an item that disappears in an update ends: asked for every item visible before the
    /// update, with its index path before the update. The default: an item that survives ends at
    /// its new place (its attributes in the new layout); a deleted (or reloaded) one stays where
    /// it was and fades to `alpha` 0. Nil: the item ends where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let updateRecord else { return nil }
        if let after = updateRecord.indexPathAfterUpdate(forItemAt: itemIndexPath),
            let attributes = layoutAttributesForItem(at: after)
        {
            let copy = defaultUpdateAttributes(attributes, fades: false)
            copy?.indexPath = itemIndexPath
            return copy
        }
        return defaultUpdateAttributes(
            updateRecord.attributesBefore[ElementKey(category: .cell, kind: nil, indexPath: itemIndexPath)],
            fades: true)
    }

    /// Where a supplementary view that appears in an update starts (as
    /// ``initialLayoutAttributesForAppearingItem(at:)``; the default fades views of inserted sections in).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        defaultUpdateAttributes(
            layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath),
            fades: updateRecord?.isInsertedSection(elementIndexPath.first ?? -1) ?? false)
    }

    /// Where a supplementary view that disappears in an update ends (the default fades views
    /// of deleted sections out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        defaultUpdateAttributes(
            updateRecord?.attributesBefore[ElementKey(kind: elementKind, indexPath: elementIndexPath)],
            fades: updateRecord?.isDeletedSection(elementIndexPath.first ?? -1) ?? false)
    }

    /// Where a decoration view that appears in an update starts; the default is its attributes
    /// in the new layout.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        defaultUpdateAttributes(
            layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath), fades: false)
    }

    /// Where a decoration view that disappears in an update ends; the default is its attributes
    /// before the update.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        defaultUpdateAttributes(
            updateRecord?.attributesBefore[
                ElementKey(category: .decorationView, kind: elementKind, indexPath: decorationIndexPath)],
            fades: false)
    }

    /// Supplementary views of `elementKind` the layout adds in the update (beyond those of
    /// inserted sections); the default is none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of `elementKind` the layout removes in the update; the default is none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the layout adds in the update; the default is none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the layout removes in the update; the default is none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Called before an animated bounds change (a resize inside an animation block) with the old
    /// bounds. Headlessly nothing animates bounds, so the engine never calls it; it exists for
    /// layouts that override it.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// The end of an animated bounds change; never called headlessly (see
    /// ``prepare(forAnimatedBoundsChange:)``).
    open func finalizeAnimatedBoundsChange() {}

    /// Called on the old layout before a transition to `newLayout`
    /// (``CollectionView/setCollectionViewLayout(_:animated:completion:)``).
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called on the new layout before a transition from `oldLayout`.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called on both layouts after a layout transition.
    open func finalizeLayoutTransition() {}

    /// What the collection view recorded for the update under way (nil outside one).
    var updateRecord: UpdateRecord?

    /// The key-value observers of the layout (``KeyValueObserving``).
    let observationRegistry = ObservationRegistry()

    /// Tells the layout's key-value observers that something they may watch changed; the
    /// collection view calls it with its own notifications.
    public func notifyObservers() {
        observationRegistry.notify()
    }

    /// Foundation's string-keyed key-value observing callback (see ``KeyValueStringObserver``):
    /// called after a value this layout observes with `addObserver(_:forKeyPath:options:context:)`
    /// changed. The default does nothing; subclasses override it, as on Apple platforms.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    private func defaultUpdateAttributes(
        _ attributes: CollectionViewLayoutAttributes?, fades: Bool
    ) -> CollectionViewLayoutAttributes? {
        guard let attributes else { return nil }
        let copy = attributes.copy() as? CollectionViewLayoutAttributes ?? attributes
        if fades { copy.alpha = 0 }
        return copy
    }
}
