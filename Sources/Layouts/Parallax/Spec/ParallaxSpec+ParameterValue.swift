import Foundation

extension ParallaxSpec {
    static let topLevelKeys = [
        "direction", "numberOfPages", "ignoreLastPage", "runActionsAfterTransition", "pageBackgrounds",
        "perspective", "solver", "items", "pages",
    ]

    /// Reads a scene's `parallax` parameter and checks it as ``makeModel()`` does.
    ///
    /// - Throws: ``LayoutConfigurationError`` for parameter `parallax` whose message starts with
    ///   the path of the faulty value and says what would be right, for example
    ///   `pages[2].actions[0].timingFunction: unknown curve 'easeInOutQuadd'; did you mean 'easeInOutQuad'?`.
    public init(parameterValue value: ParameterValue) throws {
        let root = ParallaxSpecNode(value: value, path: "")
        let object = try root.object(allowed: Self.topLevelKeys, what: "the parallax model")
        let ignoreLastPage = try object.bool("ignoreLastPage", default: true)
        let pages = try object.child("pages")?.array().map(Self.page) ?? []
        let defaultCount = pages.count + (ignoreLastPage ? 1 : 0)
        self.init(
            direction: ParallaxDirection(
                rawValue: try object.child("direction")?.choice(
                    ParallaxDirection.allCases.map(\.rawValue), what: "direction")
                    ?? "horizontal") ?? .horizontal,
            numberOfPages: try object.child("numberOfPages")?.integer() ?? defaultCount,
            ignoreLastPage: ignoreLastPage,
            runActionsAfterTransition: try object.bool("runActionsAfterTransition", default: true),
            pageBackgrounds: try object.bool("pageBackgrounds", default: true),
            perspective: try object.number("perspective", default: 0),
            solver: PVTimingSolver(
                rawValue: try object.child("solver")?.choice(PVTimingSolver.allCases.map(\.rawValue), what: "solver")
                    ?? "approximate") ?? .approximate,
            items: try object.required("items", "declare the items the pages move").array().map(Self.item),
            pages: pages)
        _ = try makeModel()
    }

    private static func item(_ node: ParallaxSpecNode) throws -> ParallaxItem {
        let object = try node.object(allowed: ["identifier", "frame", "relative", "role", "text"], what: "an item")
        let identifier = try object.required("identifier", "name the item").string()
        let frame = try object.required("frame", "give the item's frame [x, y, width, height]")
            .frame(relativeByDefault: try object.bool("relative", default: false))
        return ParallaxItem(
            identifier: identifier, origin: frame.origin, size: frame.size,
            role: try object.child("role")?.string() ?? "item",
            text: try object.child("text")?.string())
    }

    private static func page(_ node: ParallaxSpecNode) throws -> ParallaxPageSpec {
        let object = try node.object(allowed: ["items", "actions", "reverseOf"], what: "a page")
        return ParallaxPageSpec(
            items: try object.child("items")?.array().map { try $0.string() } ?? [],
            actions: try object.child("actions")?.array().map { try ParallaxActionSpec(node: $0, inGroup: false) }
                ?? [],
            reverseOf: try object.child("reverseOf")?.integer())
    }
}
