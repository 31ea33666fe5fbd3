import CollectionLayout
import Foundation

extension LayoutDescriptor {
    /// The registry entry `pizzaHalves`: ``PizzaHalfSelectorLayout``.
    ///
    /// One pane (`orientation` left or right) of the selector; the collection-view settings are
    /// the controller's insets (H − P)/2, fast deceleration, and the first pizza centred.
    public static let pizzaHalves = LayoutDescriptor(
        name: "pizzaHalves",
        summary: "One column of Dodo Pizza's half-and-half selector (PizzaHalfSelectorLayout)",
        parameters: pizzaParameters,
        make: { parameters in
            let layout = try PizzaHalfSelectorLayout(configuration: try pizzaConfiguration(parameters))
            return BuiltLayout(layout: layout, configure: layout.configureCollectionView)
        }
    )

    /// The registry entry `pizzaDrum` (``PizzaDrumLayout``): the article's drum variant, same parameters.
    public static let pizzaDrum = LayoutDescriptor(
        name: "pizzaDrum",
        summary: "Pizza halves stacked like a drum around the centred one (Dodo Pizza article)",
        parameters: pizzaParameters,
        make: { parameters in
            let layout = try PizzaDrumLayout(configuration: try pizzaConfiguration(parameters))
            return BuiltLayout(layout: layout, configure: layout.configureCollectionView)
        }
    )

    private static let pizzaParameters = [
        LayoutParameter(
            "orientation", type: "left|right", default: .string("left"), "which half this pane shows"),
        LayoutParameter("pizzaSize", type: "number", default: .number(300), "diameter of the centred pizza (> 0)"),
        LayoutParameter(
            "criticalOffsetFromCenter", type: "number", default: .number(200),
            "distance from the screen centre at which a pizza is smallest (> 0)"),
        LayoutParameter(
            "scaleFactor", type: "number", default: .number(0.6),
            "scale = 1 − scaleFactor·|normalised offset| (0…1)"),
        LayoutParameter(
            "spaceBetweenHalves", type: "number", default: .number(4), "total visual gap at the seam"),
        LayoutParameter(
            "headerZIndex", type: "integer", default: .number(2), "zIndex of the headers (above the cells' 0)"),
        LayoutParameter("headerHeight", type: "number", default: .number(60), "height of a header (≥ 0)"),
    ]

    private static func pizzaConfiguration(_ parameters: LayoutParameters) throws -> PizzaHalfSelectorConfiguration {
        let defaults = PizzaHalfSelectorConfiguration()
        let orientationName = try parameters.choice(
            "orientation", of: PizzaHalfOrientation.allCases.map(\.rawValue), default: defaults.orientation.rawValue)
        return PizzaHalfSelectorConfiguration(
            orientation: PizzaHalfOrientation(rawValue: orientationName) ?? defaults.orientation,
            pizzaSize: try parameters.number("pizzaSize", default: defaults.pizzaSize),
            criticalOffsetFromCenter: try parameters.number(
                "criticalOffsetFromCenter", default: defaults.criticalOffsetFromCenter),
            scaleFactor: try parameters.number("scaleFactor", default: defaults.scaleFactor),
            spaceBetweenHalves: try parameters.number("spaceBetweenHalves", default: defaults.spaceBetweenHalves),
            headerZIndex: try parameters.integer("headerZIndex", default: defaults.headerZIndex),
            headerHeight: try parameters.number("headerHeight", default: defaults.headerHeight))
    }
}
