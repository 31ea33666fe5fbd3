import CollectionLayout
import Foundation

/// PVView as a collection-view layout: a paged scroll whose items are driven by actions per page.
///
/// - Cells are the parallax items: section 0, item `i` is `model.items[i]`, with `zIndex = i`.
///   Items float above the scrolling pages as PVView's subviews do: an item's attributes are its
///   state (centre in the view's coordinates) shifted by the content offset. An item is present
///   once a page has listed it (see ``ParallaxItem``).
/// - Page backgrounds (optional) are decoration views of kind ``pageBackgroundKind``, item = page
///   index, `zIndex = -1`, one page size each along the scroll axis.
/// - The content size is N pages; the descriptor enables paging.
///
/// Every content offset the collection view reports goes through ``pager`` in order (the pager is
/// stateful; see ``ParallaxPager``). The first layout pass, a model change and a change of the
/// view's size reload the pager, which processes offset 0 first, as PVView's `reload()` does.
open class ParallaxPagesLayout: CollectionViewLayout {
    /// The decoration kind of page backgrounds.
    public static let pageBackgroundKind = "parallaxPageBackground"

    /// The pages, items and actions; setting it reloads the pager.
    open var model: ParallaxModel {
        didSet {
            needsReload = true
            invalidateLayout()
        }
    }
    /// Whether each page gets a background decoration view.
    open var showsPageBackgrounds: Bool {
        didSet { invalidateLayout() }
    }
    /// Eye distance for x/y rotations in points (`m34 = −1/d`); 0 for none, as Core Animation's
    /// layer transform key paths give.
    open var perspectiveDistance: Double {
        didSet { invalidateLayout() }
    }

    /// The engine; read its ``ParallaxPager/events`` for the delegate callbacks so far.
    public private(set) var pager: ParallaxPager

    private var needsReload = true
    private var itemAttributes: [ParallaxLayoutAttributes] = []
    private var backgroundAttributes: [ParallaxLayoutAttributes] = []

    /// A layout over `model`, with page backgrounds and no perspective unless told otherwise.
    /// The pager starts on the first layout pass, when the view's size is known.
    public init(model: ParallaxModel, showsPageBackgrounds: Bool = true, perspectiveDistance: Double = 0) {
        self.model = model
        self.showsPageBackgrounds = showsPageBackgrounds
        self.perspectiveDistance = perspectiveDistance
        self.pager = ParallaxPager(model: model, containerSize: .zero)
        super.init()
    }

    /// Archiving is not supported: always nil (a parallax layout needs a ``ParallaxModel``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// ``ParallaxLayoutAttributes``, which carry the values the dump shows.
    open override class var layoutAttributesClass: AnyClass { ParallaxLayoutAttributes.self }

    /// The delegate callbacks recorded so far.
    public var events: [ParallaxEvent] { pager.events }

    /// The delegate callbacks recorded since the last call, oldest first; forgets them.
    public func takeEvents() -> [ParallaxEvent] {
        let taken = pager.events
        pager.removeAllEvents()
        return taken
    }

    /// Forgets every item state and starts again from offset 0 on the next layout pass.
    open func reload() {
        needsReload = true
        invalidateLayout()
    }

    /// Feeds the current content offset to the pager and rebuilds the attributes.
    ///
    /// The pager is reloaded first (back to offset 0, as PVView's `reload()`) on the first pass,
    /// after a model change or ``reload()``, and when the view's size changed. The offset on the
    /// paging axis is processed only when it differs from the last one, as UIKit's did-scroll
    /// fires only on a change.
    open override func prepare() {
        guard let collectionView else { return }
        let size = collectionView.bounds.size
        if needsReload || size != pager.containerSize {
            pager = ParallaxPager(model: model, containerSize: size)
            pager.reload()
            needsReload = false
        }
        let offset = axisOffset(collectionView.contentOffset)
        if offset != pager.lastOffset {
            pager.update(offset: offset)
        }
        itemAttributes = makeItemAttributes(contentOffset: collectionView.contentOffset)
        backgroundAttributes = showsPageBackgrounds ? makeBackgroundAttributes(pageSize: size) : []
    }

    /// N pages along the scroll axis, one view size each (``ParallaxPager/contentSize``).
    open override var collectionViewContentSize: CGSize { pager.contentSize }

    /// Always true: every scroll re-runs `prepare()`, so the pager sees every offset in order.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// The page backgrounds, then the items shown so far, whose frames intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (backgroundAttributes + itemAttributes).filter { $0.frame.intersects(rect) }
    }

    /// The attributes of item `indexPath.item`, or nil while no page has listed that item yet.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        itemAttributes.first { $0.indexPath == indexPath }
    }

    /// The background of page `indexPath.item` for ``pageBackgroundKind``; nil for another kind,
    /// a page that does not exist, or when ``showsPageBackgrounds`` is false.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard elementKind == Self.pageBackgroundKind else { return nil }
        return backgroundAttributes.first { $0.indexPath == indexPath }
    }

    private func axisOffset(_ offset: CGPoint) -> Double {
        Double(model.direction == .horizontal ? offset.x : offset.y)
    }

    private func makeItemAttributes(contentOffset: CGPoint) -> [ParallaxLayoutAttributes] {
        model.items.enumerated().compactMap { index, item in
            guard let state = pager.itemStates[item.identifier] else { return nil }
            let attributes = ParallaxLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            attributes.center = CGPoint(x: state.center.x + contentOffset.x, y: state.center.y + contentOffset.y)
            attributes.size = state.size
            attributes.transform3D = state.transform3D(perspectiveDistance: perspectiveDistance)
            attributes.alpha = CGFloat(min(max(state.alpha, 0), 1))
            attributes.zIndex = index
            attributes.values = inspectableValues(of: state)
            return attributes
        }
    }

    private func inspectableValues(of state: PVItemState) -> [String: Double] {
        var values = state.customValues
        values["opacity"] = state.alpha
        if let page = pager.interactivePageIndex { values["page"] = Double(page) }
        if let progress = pager.pageProgress { values["pageProgress"] = progress }
        let components: [(String, Double, Double)] = [
            ("translationX", Double(state.translation.x), 0), ("translationY", Double(state.translation.y), 0),
            ("scaleX", state.scaleX, 1), ("scaleY", state.scaleY, 1),
            ("rotationX", state.rotationX, 0), ("rotationY", state.rotationY, 0), ("rotationZ", state.rotationZ, 0),
        ]
        for (name, value, identity) in components where value != identity {
            values[name] = value
        }
        return values
    }

    private func makeBackgroundAttributes(pageSize size: CGSize) -> [ParallaxLayoutAttributes] {
        (0..<max(model.numberOfPages, 0)).map { page in
            let attributes = ParallaxLayoutAttributes(
                forDecorationViewOfKind: Self.pageBackgroundKind, with: IndexPath(item: page, section: 0))
            let origin =
                model.direction == .horizontal
                ? CGPoint(x: CGFloat(page) * size.width, y: 0)
                : CGPoint(x: 0, y: CGFloat(page) * size.height)
            attributes.frame = CGRect(origin: origin, size: size)
            attributes.zIndex = -1
            attributes.values = ["page": Double(page)]
            return attributes
        }
    }
}
