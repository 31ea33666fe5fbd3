extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` places an item in the visible area (UIKit's
    /// `UICollectionView.ScrollPosition`, same raw values).
    ///
    /// Combine at most one vertical and one horizontal option; an axis without an option keeps
    /// its current offset. `[]` is UIKit's "none".
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The option bits (UIKit's values).
        public var rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top edge at the top of the visible area (after `adjustedContentInset.top`).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's vertical centre at the centre of the inset visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area (before `adjustedContentInset.bottom`).
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area (after `adjustedContentInset.left`).
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's horizontal centre at the centre of the inset visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area (before `adjustedContentInset.right`).
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
