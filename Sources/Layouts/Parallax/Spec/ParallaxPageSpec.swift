/// A page as a scene declares it: its actions, extra items to show, and optionally another
/// page's actions reversed.
public struct ParallaxPageSpec: Hashable, Sendable {
    /// Items shown on the page even without actions.
    public var items: [String]
    /// The page's actions; each names its item.
    public var actions: [ParallaxActionSpec]
    /// When set, the page also runs page `reverseOf`'s actions reversed with default parameters
    /// (PVView's `reversedActions()`), after its own.
    public var reverseOf: Int?

    /// A page with `actions`, showing `items` besides the items the actions name; by default an
    /// empty page.
    public init(items: [String] = [], actions: [ParallaxActionSpec] = [], reverseOf: Int? = nil) {
        self.items = items
        self.actions = actions
        self.reverseOf = reverseOf
    }
}
