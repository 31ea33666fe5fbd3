import Foundation

/// A parallax pager described as data: what a scene's `parallax` parameter holds.
///
/// Parse one from a scene with ``ParallaxSpec/init(parameterValue:)``; turn it into a runnable
/// ``ParallaxModel`` with ``makeModel()``; ``parameterValue`` writes it back in canonical form.
public struct ParallaxSpec: Hashable, Sendable {
    /// The scroll axis. Default horizontal.
    public var direction: ParallaxDirection
    /// The number of pages. A scene may omit it: it then defaults to the declared pages, plus one
    /// when `ignoreLastPage` is true (the last page then has no actions of its own).
    public var numberOfPages: Int
    /// PVView's `ignoreLastPage`. Default true.
    public var ignoreLastPage: Bool
    /// PVView's `runActionsAfterTransition`. Default true.
    public var runActionsAfterTransition: Bool
    /// Whether pages draw a background decoration view. Default true.
    public var pageBackgrounds: Bool
    /// Eye distance for x/y rotations in points; 0 (the default) for none.
    public var perspective: Double
    /// How Bézier timing curves are solved. Default ``PVTimingSolver/approximate``.
    public var solver: PVTimingSolver
    /// The items, in draw order.
    public var items: [ParallaxItem]
    /// The pages' actions, page 0 first.
    public var pages: [ParallaxPageSpec]

    /// A spec of `numberOfPages` pages showing `items`, with the defaults a scene gets for every
    /// key it omits: horizontal, PVView's `ignoreLastPage` and `runActionsAfterTransition`, page
    /// backgrounds, no perspective and PVView's approximate timing solver.
    public init(
        direction: ParallaxDirection = .horizontal, numberOfPages: Int, ignoreLastPage: Bool = true,
        runActionsAfterTransition: Bool = true, pageBackgrounds: Bool = true, perspective: Double = 0,
        solver: PVTimingSolver = .approximate, items: [ParallaxItem], pages: [ParallaxPageSpec]
    ) {
        self.direction = direction
        self.numberOfPages = numberOfPages
        self.ignoreLastPage = ignoreLastPage
        self.runActionsAfterTransition = runActionsAfterTransition
        self.pageBackgrounds = pageBackgrounds
        self.perspective = perspective
        self.solver = solver
        self.items = items
        self.pages = pages
    }
}
