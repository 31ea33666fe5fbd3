import Canvas
import Foundation

/// A linear axis: its range, round tick values (1, 2 or 5 times a power of ten) and their labels.
public struct PlotScale: Sendable, Hashable {
    /// The value at the axis's start.
    public var lower: Double
    /// The value at the axis's end.
    public var upper: Double
    /// The distance between ticks.
    public var step: Double
    /// The tick values within `lower…upper`, ascending.
    public var ticks: [Double]

    /// An axis showing `low…high` with about `target` ticks. With `rounded`, the range grows to
    /// the enclosing ticks; a range of zero width grows by a tenth of its value (1 at 0).
    public init(low: Double, high: Double, target: Int, rounded: Bool) {
        var low = min(low, high)
        var high = max(low, high)
        if high - low <= 0 || !(high - low).isFinite {
            let pad = low == 0 || !low.isFinite ? 1 : abs(low) * 0.1
            low = (low.isFinite ? low : 0) - pad
            high = (high.isFinite ? high : 0) + pad
        }
        let step = Self.niceStep((high - low) / Double(max(1, target)))
        if rounded {
            low = (low / step).rounded(.down) * step
            high = (high / step).rounded(.up) * step
        }
        lower = low
        upper = high
        self.step = step
        let first = (low / step - 1e-9).rounded(.up)
        let last = (high / step + 1e-9).rounded(.down)
        ticks = first <= last ? stride(from: first, through: last, by: 1).map { $0 * step } : []
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let residual = raw / magnitude
        let factor: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
        return factor * magnitude
    }

    /// `value` written with as many decimals as the step needs (`0.25` → 2, `200` → 0), never
    /// `-0`. Locale-independent.
    public func label(_ value: Double) -> String {
        let decimals = WholeNumber.clamped(-log10(step) - 1e-9, .up, to: 0...60)
        let text = String(format: "%.\(decimals)f", value)
        let zero = String(format: "%.\(decimals)f", 0.0)
        return text == "-" + zero ? zero : text.replacingOccurrences(of: "-", with: "−")
    }

    /// Where `value` falls between the axis's ends: 0 at `lower`, 1 at `upper`.
    public func fraction(_ value: Double) -> Double {
        (value - lower) / (upper - lower)
    }
}
