import Foundation

/// A timing function as a scene declares it: a curve name or four control-point coordinates.
public enum ParallaxTimingSpec: Hashable, Sendable {
    /// One of the 29 named curves.
    case named(PVTimingFunctionName)
    /// A cubic Bézier with control points (x1, y1), (x2, y2).
    case controlPoints(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The timing function, solved with `solver`.
    public func makeTimingFunction(solver: PVTimingSolver) -> PVTimingFunction {
        switch self {
        case .named(let name):
            PVTimingFunction(name: name, solver: solver)
        case .controlPoints(let x1, let y1, let x2, let y2):
            PVTimingFunction(
                controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2), solver: solver)
        }
    }
}
