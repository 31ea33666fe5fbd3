import Foundation

/// A layer that fills its bounds with a colour gradient, with the shape of Core Animation's
/// `CAGradientLayer` (`QuartzCore` and `UIKit` name it so): `colors`, `locations`,
/// `startPoint`, `endPoint` and `type`, with Core Animation's defaults.
///
/// `ViewDrawing` draws axial and radial gradients (conic ones as axial, docs/cells.md).
open class GradientLayer: Layer {
    /// Core Animation's `CAGradientLayerType`.
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public var rawValue: String
        /// A type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Colours vary along the line from `startPoint` to `endPoint` (the default).
        public static let axial = GradientType(rawValue: "axial")
        /// Colours vary outwards from `startPoint`; `endPoint` sets the outer ellipse's corner.
        public static let radial = GradientType(rawValue: "radial")
        /// Colours vary around `startPoint`.
        public static let conic = GradientType(rawValue: "conic")
    }

    /// The colours, as `CGColor`s (`[UIColor.red.cgColor, UIColor.blue.cgColor]`); other
    /// values are skipped. Nil or empty: nothing is drawn.
    open var colors: [Any]?
    /// Where each colour sits along the gradient, 0…1, ascending (nil: evenly spread).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit coordinates of the bounds (default (0.5, 0)).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit coordinates of the bounds (default (0.5, 1)).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (default axial).
    open var type: GradientType = .axial

    /// A gradient layer with no colours.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s properties, gradient ones included when it is a gradient layer.
    public convenience init(layer: Any) {
        self.init()
        copyProperties(of: layer)
        guard let other = layer as? GradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The colours that are `CGColor`s, in order.
    public var gradientColors: [CGColor] {
        (colors ?? []).compactMap { $0 as? CGColor }
    }
}
