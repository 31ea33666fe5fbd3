import CollectionLayout
import Foundation

/// The items a custom group places, given the environment (its container is the group's size).
public typealias CollectionLayoutGroupCustomItemProvider =
    (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

/// A row, column or custom arrangement of items, with the shape of UIKit's
/// `NSCollectionLayoutGroup`. A group is itself an item, so groups nest.
///
/// A group built from `subitems` repeats them, in order, for as long as the next one fits along
/// its axis; a group built with a `count` holds exactly that many copies of one subitem, sized
/// to fill the group (docs/compositional-layout.md, "Groups").
open class CollectionLayoutGroup: CollectionLayoutItem {
    /// How the group arranges its subitems.
    enum Arrangement {
        case horizontal, vertical
        case custom(CollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items (and groups) the group places, in order.
    public let subitems: [CollectionLayoutItem]
    /// The fixed count of `subitems[0]` copies, or `nil` when the group repeats while they fit.
    let count: Int?
    /// Space between neighbouring subitems along the group's axis.
    open var interItemSpacing: CollectionLayoutSpacing?
    /// Supplementary items anchored to each instance of the group, such as a frame around it
    /// (UIKit's settable `NSCollectionLayoutGroup.supplementaryItems`). Their container is the
    /// group's frame; they take the index path of the group's first item
    /// (docs/compositional-layout.md, "Supplementary items").
    open override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
        get { attachedSupplementaryItems }
        set { attachedSupplementaryItems = newValue }
    }

    init(
        layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem], count: Int?
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// A row of exactly `count` copies of `subitem`, each as wide as fills the row (iOS 16).
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// The pre-iOS 16 spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated while they fit.
    public static func vertical(
        layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// A column of exactly `count` copies of `subitem`, each as tall as fills the column (iOS 16).
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// The pre-iOS 16 spelling of ``vertical(layoutSize:repeatingSubitem:count:)``.
    public static func vertical(
        layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items `itemProvider` places; one cell per custom item.
    public static func custom(
        layoutSize: CollectionLayoutSize, itemProvider: @escaping CollectionLayoutGroupCustomItemProvider
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// A copy with the same arrangement, subitems, spacing and insets.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: count)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        copy.supplementaryItems = supplementaryItems
        return copy
    }

    /// A one-line description of the group's tree, for debugging (UIKit's
    /// `visualDescription()` draws ASCII art; this lists the structure).
    open func visualDescription() -> String {
        let inner = subitems.map { ($0 as? CollectionLayoutGroup)?.visualDescription() ?? "item\($0.layoutSize)" }
        let name: String
        switch arrangement {
        case .horizontal: name = "horizontal"
        case .vertical: name = "vertical"
        case .custom: name = "custom"
        }
        let repeats = count.map { " ×\($0)" } ?? ""
        return "\(name)\(layoutSize)\(repeats)[\(inner.joined(separator: ", "))]"
    }
}
