import CollectionLayout
import Foundation

/// The parameters of ``PizzaHalfSelectorLayout`` and ``PizzaDrumLayout``; defaults are the Dodo
/// Pizza repository's values.
public struct PizzaHalfSelectorConfiguration: Equatable, Sendable {
    /// Which half this pane shows.
    public var orientation: PizzaHalfOrientation
    /// P, the diameter of the centred pizza; the item size is (P/2, P).
    public var pizzaSize: CGFloat
    /// C: a row this far (points) from the screen centre has reached its smallest scale.
    public var criticalOffsetFromCenter: CGFloat
    /// F: the scale of a row is 1 − F·|normalised offset|, so the smallest scale is 1 − F.
    public var scaleFactor: CGFloat
    /// g: the total visual gap between the two halves at the seam.
    public var spaceBetweenHalves: CGFloat
    /// The zIndex of headers; any value above the cells' (0) keeps them on top (the repository
    /// uses 2, the article suggests 100).
    public var headerZIndex: Int
    /// The header height (60 in the repository).
    public var headerHeight: CGFloat

    /// Creates a configuration; every argument defaults to the repository's value.
    public init(
        orientation: PizzaHalfOrientation = .left,
        pizzaSize: CGFloat = 300,
        criticalOffsetFromCenter: CGFloat = 200,
        scaleFactor: CGFloat = 0.6,
        spaceBetweenHalves: CGFloat = 4,
        headerZIndex: Int = 2,
        headerHeight: CGFloat = 60
    ) {
        self.orientation = orientation
        self.pizzaSize = pizzaSize
        self.criticalOffsetFromCenter = criticalOffsetFromCenter
        self.scaleFactor = scaleFactor
        self.spaceBetweenHalves = spaceBetweenHalves
        self.headerZIndex = headerZIndex
        self.headerHeight = headerHeight
    }

    /// Checks the values.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the first parameter that is not finite or out
    ///   of range: `pizzaSize` and `criticalOffsetFromCenter` must be positive, `scaleFactor`
    ///   within 0…1, `headerHeight` non-negative, `headerZIndex` above the cells' zIndex 0.
    public func validate() throws {
        for (name, value) in [
            ("pizzaSize", pizzaSize), ("criticalOffsetFromCenter", criticalOffsetFromCenter),
            ("scaleFactor", scaleFactor), ("spaceBetweenHalves", spaceBetweenHalves), ("headerHeight", headerHeight),
        ] where !value.isFinite {
            throw LayoutConfigurationError(parameter: name, message: "must be a finite number, found \(value)")
        }
        guard pizzaSize > 0 else {
            throw LayoutConfigurationError(
                parameter: "pizzaSize", message: "must be greater than 0, found \(pizzaSize); use a value such as 300")
        }
        guard criticalOffsetFromCenter > 0 else {
            throw LayoutConfigurationError(
                parameter: "criticalOffsetFromCenter",
                message: "must be greater than 0 (it divides the offset from the screen centre), found "
                    + "\(criticalOffsetFromCenter); use a value such as 200")
        }
        guard (0...1).contains(scaleFactor) else {
            throw LayoutConfigurationError(
                parameter: "scaleFactor",
                message: "must be within 0…1 (the smallest scale is 1 − scaleFactor), found \(scaleFactor)")
        }
        guard headerHeight >= 0 else {
            throw LayoutConfigurationError(
                parameter: "headerHeight", message: "must not be negative, found \(headerHeight)")
        }
        guard headerZIndex > PizzaHalfSelectorLayout.cellZIndex else {
            throw LayoutConfigurationError(
                parameter: "headerZIndex",
                message: "must be greater than the cells' zIndex \(PizzaHalfSelectorLayout.cellZIndex) so that "
                    + "headers draw above the pizzas, found \(headerZIndex)")
        }
    }
}
