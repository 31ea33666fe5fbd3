import Foundation
import Layouts

/// An easing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, as Core
/// Animation's `CAMediaTimingFunction` defines it.
public struct TimingCurve: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first control point (x in 0…1; y may leave 0…1 for an overshoot).
    public var x1: Double, y1: Double
    /// The second control point (x in 0…1; y may leave 0…1 for an overshoot).
    public var x2: Double, y2: Double
    /// The name the curve was given by, if any.
    public var name: String?

    /// A curve from its control points; `x1` and `x2` must lie in 0…1 for the curve to be a
    /// function of time.
    public init(x1: Double, y1: Double, x2: Double, y2: Double, name: String? = nil) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.name = name
    }

    /// Constant speed: progress equals time.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1, name: "linear")
    /// Core Animation's `easeIn`: starts slowly, (0.42, 0) (1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1, name: "easeIn")
    /// Core Animation's `easeOut`: ends slowly, (0, 0) (0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1, name: "easeOut")
    /// Core Animation's `easeInOut`: starts and ends slowly, (0.42, 0) (0.58, 1).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, name: "easeInOut")

    /// The curves scenes may name: PVView's 29 (`PVTimingFunctionName`): Core Animation's
    /// `default`, `linear`, `easeIn`, `easeOut`, `easeInOut` and the easings.net curves
    /// (`easeInSine` … `easeInOutBack`; the `Back` curves overshoot).
    public static let named: [String: TimingCurve] = Dictionary(
        uniqueKeysWithValues: PVTimingFunctionName.allCases.map { name in
            let (first, second) = name.controlPoints
            return (
                name.rawValue,
                TimingCurve(
                    x1: Double(first.x), y1: Double(first.y), x2: Double(second.x), y2: Double(second.y),
                    name: name.rawValue)
            )
        })

    /// The curve's name, or `cubicBezier(x1, y1, x2, y2)`.
    public var description: String {
        name ?? "cubicBezier(\([x1, y1, x2, y2].map(ParameterNumber.format).joined(separator: ", ")))"
    }

    /// The eased progress at `progress` (clamped to 0…1): y where the curve's x equals it.
    ///
    /// Solves x(t) = progress by Newton's method with a bisection fallback to 1e-12, exactly
    /// rather than with a coarse tolerance.
    public func value(at progress: Double) -> Double {
        let x = min(max(progress.isNaN ? 0 : progress, 0), 1)
        if x1 == y1 && x2 == y2 { return x }
        let t = parameter(forX: x)
        return Self.bezier(t, y1, y2)
    }

    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.slope(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<100 {
            let value = Self.bezier(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the Bézier with end points 0 and 1 and control values `p1`, `p2`.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
