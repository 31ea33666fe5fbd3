import Foundation

/// The polynomial form of a unit cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1), (x2, y2), and the two ways of solving it for a given x.
struct PVUnitBezier: Hashable, Sendable {
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// X(t), Horner form.
    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// Y(t), Horner form.
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// X'(t).
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// PVView's solver: Newton from `t = x` (at most 8 steps, stop when `|X(t) − x| < epsilon`,
    /// give up when `|X'(t)| < 1e-6`), then bisection on 0…1 starting at `t = x` (inputs below 0
    /// give 0, above 1 give 1), returning the last `t` if bisection never meets `epsilon`.
    func approximateParameter(forX x: Double, epsilon: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        if t < low { return low }
        if t > high { return high }
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            t = (high - low) * 0.5 + low
        }
        return t
    }

    /// A parameter `t` with `|X(t) − x| ≤ 1e-9` where one exists.
    ///
    /// Inside 0…1, X is monotonic for control x-coordinates in 0…1, so bisection always
    /// converges. Outside 0…1 the curve is extrapolated: Newton from `t = x` (at most 64 steps);
    /// if it does not converge, `t` is the nearer end (0 or 1).
    func exactParameter(forX x: Double) -> Double {
        let tolerance = 1e-9
        if x >= 0, x <= 1 {
            var low = 0.0
            var high = 1.0
            var t = x
            for _ in 0..<200 {
                let value = sampleX(t)
                if abs(value - x) <= tolerance { return t }
                if x > value { low = t } else { high = t }
                t = (high - low) * 0.5 + low
                if high - low <= .ulpOfOne { break }
            }
            return t
        }
        var t = x
        for _ in 0..<64 {
            let error = sampleX(t) - x
            if abs(error) <= tolerance { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-12 { break }
            t -= error / slope
        }
        return x < 0 ? 0 : 1
    }
}
