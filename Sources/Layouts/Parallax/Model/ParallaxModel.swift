/// Everything a parallax pager needs to know, the value form of PVView's delegate.
public struct ParallaxModel: Sendable {
    /// The scroll axis.
    public var direction: ParallaxDirection
    /// The number of pages, at least 0.
    public var numberOfPages: Int
    /// When true (PVView's default), the last page has no actions of its own: page N−2's actions
    /// keep running with progress 1 and above while the last page shows.
    public var ignoreLastPage: Bool
    /// When false, a scroll that changes the page only transitions and runs no actions.
    public var runActionsAfterTransition: Bool
    /// Every item, in declaration order (which is also draw order).
    public var items: [ParallaxItem]
    /// The pages' contents; pages past the end of this array hold nothing.
    public var pages: [ParallaxPage]

    /// A model of `numberOfPages` pages showing `items`, with PVView's defaults: horizontal
    /// paging, an ignored last page, and actions that also run on the scroll that changes the page.
    public init(
        direction: ParallaxDirection = .horizontal, numberOfPages: Int, ignoreLastPage: Bool = true,
        runActionsAfterTransition: Bool = true, items: [ParallaxItem], pages: [ParallaxPage]
    ) {
        self.direction = direction
        self.numberOfPages = numberOfPages
        self.ignoreLastPage = ignoreLastPage
        self.runActionsAfterTransition = runActionsAfterTransition
        self.items = items
        self.pages = pages
    }

    /// The contents of page `index`, empty outside the declared pages.
    public func page(_ index: Int) -> ParallaxPage {
        pages.indices.contains(index) ? pages[index] : ParallaxPage()
    }

    /// The item called `identifier`, if declared.
    public func item(_ identifier: String) -> ParallaxItem? {
        items.first { $0.identifier == identifier }
    }
}
