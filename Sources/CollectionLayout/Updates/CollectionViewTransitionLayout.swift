import Foundation

/// A layout between two layouts, with the shape of UIKit's `UICollectionViewTransitionLayout`:
/// each element's attributes are those of ``currentLayout`` and ``nextLayout`` mixed by
/// ``transitionProgress`` (linear in centre, size, alpha and transform, as
/// ``CollectionViewUpdateAnimation`` mixes them).
///
/// Headlessly nothing drives the progress interactively; code or a test sets it.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: CollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: CollectionViewLayout

    /// How far the transition is, 0…1; setting it invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout() }
    }

    /// What `startInteractiveTransition(to:completion:)` was given.
    var interactiveCompletion: ((Bool, Bool) -> Void)?

    /// Values subclasses animate along with the progress (UIKit's `updateValue(_:forAnimatedKey:)`).
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `nextLayout`, at progress 0.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Not supported (nothing is decoded): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Stores a value the transition animates under `key`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value stored under `key`, or 0.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts for the collection view this transition is installed on.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.attachedCollectionView = collectionView
            if layout.needsPrepare {
                layout.needsPrepare = false
                layout.prepare()
            }
        }
    }

    /// The larger of the two layouts' content sizes, mixed by the progress.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize
        let to = nextLayout.collectionViewContentSize
        let t = transitionProgress
        return CGSize(
            width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
    }

    /// The elements of either layout in `rect`, each mixed with its counterpart in the other.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var seen = Set<ElementKey>()
        var result: [CollectionViewLayoutAttributes] = []
        for attributes in from + to where seen.insert(ElementKey(attributes)).inserted {
            if let mixed = mixedAttributes(for: ElementKey(attributes)) { result.append(mixed) }
        }
        return result
    }

    /// The item's attributes mixed between the two layouts.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        mixedAttributes(for: ElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    /// The supplementary view's attributes mixed between the two layouts.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        mixedAttributes(for: ElementKey(kind: elementKind, indexPath: indexPath))
    }

    private func attributes(of key: ElementKey, in layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func mixedAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        let from = attributes(of: key, in: currentLayout)
        let to = attributes(of: key, in: nextLayout)
        guard let start = from ?? to, let end = to ?? from else { return nil }
        return CollectionViewUpdateAnimation.interpolate(start, end, min(1, max(0, transitionProgress)))
    }
}
