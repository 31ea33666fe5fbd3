/// What a page holds: the items PVView's delegate lists for it (`itemsOnPage`) and each item's
/// actions (`actionsOfItem:onPage:`).
///
/// The actions of page `i` describe the transition from page `i` to page `i + 1`.
public struct ParallaxPage: Sendable {
    /// One item on the page with the actions that drive it.
    public struct Entry: Sendable {
        /// The item's identifier.
        public var identifier: String
        /// The item's actions on this page, applied in order.
        public var actions: [any PVActionType]

        /// An entry for the item called `identifier`, driven by `actions` in order.
        public init(identifier: String, actions: [any PVActionType]) {
            self.identifier = identifier
            self.actions = actions
        }
    }

    /// The items on the page in the order their actions run.
    public var entries: [Entry]

    /// A page listing `entries`; the default is an empty page (no items, no actions).
    public init(entries: [Entry] = []) {
        self.entries = entries
    }
}
