import Foundation

/// The 29 named cubic-Bézier curves of PVView's `PVTimingFunctionName`: Core Animation's five
/// (`default`, `linear`, `easeIn`, `easeOut`, `easeInOut`) and the easings.net approximations.
///
/// The `Back` curves overshoot outside 0…1. Raw values are the names scenes use.
public enum PVTimingFunctionName: String, Hashable, Sendable, CaseIterable {
    /// Core Animation's named curves (`CAMediaTimingFunctionName`): `default` (0.25, 0.1, 0.25, 1),
    /// `linear`, `easeIn`, `easeOut` and `easeInEaseOut` (here `easeInOut`).
    case `default`, linear, easeIn, easeOut, easeInOut
    /// easings.net's sine curves: in, out, in-out.
    case easeInSine, easeOutSine, easeInOutSine
    /// easings.net's quadratic curves: in, out, in-out.
    case easeInQuad, easeOutQuad, easeInOutQuad
    /// easings.net's cubic curves: in, out, in-out.
    case easeInCubic, easeOutCubic, easeInOutCubic
    /// easings.net's quartic curves: in, out, in-out.
    case easeInQuart, easeOutQuart, easeInOutQuart
    /// easings.net's quintic curves: in, out, in-out.
    case easeInQuint, easeOutQuint, easeInOutQuint
    /// easings.net's exponential curves: in, out, in-out.
    case easeInExpo, easeOutExpo, easeInOutExpo
    /// easings.net's circular curves: in, out, in-out.
    case easeInCirc, easeOutCirc, easeInOutCirc
    /// easings.net's back curves, which overshoot: in dips below 0, out rises above 1, in-out both.
    case easeInBack, easeOutBack, easeInOutBack

    /// The curve's two control points; the end points are fixed at (0, 0) and (1, 1).
    public var controlPoints: (CGPoint, CGPoint) {
        let (x1, y1, x2, y2) = coordinates
        return (CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2))
    }

    private var coordinates: (Double, Double, Double, Double) {
        switch self {
        case .default: (0.25, 0.1, 0.25, 1)
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .easeInSine: (0.47, 0, 0.745, 0.715)
        case .easeOutSine: (0.39, 0.575, 0.565, 1)
        case .easeInOutSine: (0.445, 0.05, 0.55, 0.95)
        case .easeInQuad: (0.55, 0.085, 0.68, 0.53)
        case .easeOutQuad: (0.25, 0.46, 0.45, 0.94)
        case .easeInOutQuad: (0.455, 0.03, 0.515, 0.955)
        case .easeInCubic: (0.55, 0.055, 0.675, 0.19)
        case .easeOutCubic: (0.215, 0.61, 0.355, 1)
        case .easeInOutCubic: (0.645, 0.045, 0.355, 1)
        case .easeInQuart: (0.895, 0.03, 0.685, 0.22)
        case .easeOutQuart: (0.165, 0.84, 0.44, 1)
        case .easeInOutQuart: (0.77, 0, 0.175, 1)
        case .easeInQuint: (0.755, 0.05, 0.855, 0.06)
        case .easeOutQuint: (0.23, 1, 0.32, 1)
        case .easeInOutQuint: (0.86, 0, 0.07, 1)
        case .easeInExpo: (0.95, 0.05, 0.795, 0.035)
        case .easeOutExpo: (0.19, 1, 0.22, 1)
        case .easeInOutExpo: (1, 0, 0, 1)
        case .easeInCirc: (0.6, 0.04, 0.98, 0.335)
        case .easeOutCirc: (0.075, 0.82, 0.165, 1)
        case .easeInOutCirc: (0.785, 0.135, 0.15, 0.86)
        case .easeInBack: (0.6, -0.28, 0.735, 0.045)
        case .easeOutBack: (0.175, 0.885, 0.32, 1.275)
        case .easeInOutBack: (0.68, -0.55, 0.265, 1.55)
        }
    }
}
