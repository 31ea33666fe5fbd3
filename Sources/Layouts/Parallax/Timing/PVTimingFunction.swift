import Foundation

/// A cubic-Bézier timing curve from (0, 0) to (1, 1), PVView's `PVTimingFunction`.
///
/// By default it evaluates with PVView's own approximate solver (``PVTimingSolver/approximate``),
/// which reproduces the original's numbers exactly, tolerance 0.005 and all; pass
/// ``PVTimingSolver/exact`` for the true curve. The result is `Y(t)`, not clamped, so overshooting
/// curves and out-of-range inputs give values outside 0…1.
public struct PVTimingFunction: PVTimingFunctionType, Hashable {
    /// PVView fixes the animation "duration" at 1, so its solver tolerance is 1 / (200 · 1).
    public static let approximateTolerance = 1.0 / 200.0

    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// How `evaluate` solves the curve for its input.
    public let solver: PVTimingSolver
    private let bezier: PVUnitBezier

    /// A curve with explicit control points.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint, solver: PVTimingSolver = .approximate) {
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
        self.solver = solver
        self.bezier = PVUnitBezier(
            x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
            x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    }

    /// One of the named curves.
    public init(name: PVTimingFunctionName, solver: PVTimingSolver = .approximate) {
        let (first, second) = name.controlPoints
        self.init(controlPoint1: first, controlPoint2: second, solver: solver)
    }

    /// The eased progress for `input`: `Y(t)` where `X(t) = input` as the solver finds it.
    public func evaluate(_ input: Double) -> Double {
        let t =
            switch solver {
            case .approximate: bezier.approximateParameter(forX: input, epsilon: Self.approximateTolerance)
            case .exact: bezier.exactParameter(forX: input)
            }
        return bezier.sampleY(t)
    }

    /// Equal when both control points and the solver are equal.
    public static func == (lhs: PVTimingFunction, rhs: PVTimingFunction) -> Bool {
        lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
            && lhs.solver == rhs.solver
    }

    /// Hashes the control points' coordinates and the solver, the values `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoint1.x)
        hasher.combine(controlPoint1.y)
        hasher.combine(controlPoint2.x)
        hasher.combine(controlPoint2.y)
        hasher.combine(solver)
    }
}
