import Foundation

/// When an action runs within its page and how it eases (PVView's `PVParameters`).
///
/// An action runs from `startOffset` to `stopOffset` of the page progress, both fractions of a
/// page, with `0 ≤ startOffset < stopOffset ≤ 1`. The original traps on anything else; here the
/// initializer throws ``PVParametersError`` instead. A nil `timingFunction` means linear progress
/// with no Bézier evaluation at all — it is **not** the `.default` curve.
public struct PVParameters: Sendable {
    /// The page progress at which the action starts, 0…1.
    public let startOffset: Double
    /// The page progress at which the action stops, 0…1, above `startOffset`.
    public let stopOffset: Double
    /// The easing, or nil for linear.
    public let timingFunction: (any PVTimingFunctionType)?

    /// The whole page, linear: (0, 1, nil).
    public static let `default` = PVParameters(unchecked: 0, 1, nil)

    /// Parameters with the given offsets and easing.
    /// - Throws: ``PVParametersError`` unless `0 ≤ startOffset < stopOffset ≤ 1`.
    public init(
        startOffset: Double = 0, stopOffset: Double = 1, timingFunction: (any PVTimingFunctionType)? = nil
    ) throws(PVParametersError) {
        guard startOffset >= 0, startOffset <= 1 else {
            throw PVParametersError(
                startOffset: startOffset, stopOffset: stopOffset,
                reason: "startOffset \(startOffset) is outside 0...1")
        }
        guard stopOffset >= 0, stopOffset <= 1 else {
            throw PVParametersError(
                startOffset: startOffset, stopOffset: stopOffset,
                reason: "stopOffset \(stopOffset) is outside 0...1")
        }
        guard startOffset < stopOffset else {
            throw PVParametersError(
                startOffset: startOffset, stopOffset: stopOffset,
                reason: "startOffset \(startOffset) must be less than stopOffset \(stopOffset)")
        }
        self.init(unchecked: startOffset, stopOffset, timingFunction)
    }

    private init(unchecked startOffset: Double, _ stopOffset: Double, _ timingFunction: (any PVTimingFunctionType)?) {
        self.startOffset = startOffset
        self.stopOffset = stopOffset
        self.timingFunction = timingFunction
    }

    /// The action progress for page progress `pageProgress` (PVView's `update` formula).
    ///
    /// `a = s == 0 ? p : max(p − s, 0)`; `r = a / (e − s)`, capped at 1 unless `e == 1`; then the
    /// timing function, if any. Negative progress therefore reaches only actions that start at
    /// 0, and progress above 1 only actions that stop at 1; the timing function sees those
    /// out-of-range values too.
    public func actionProgress(forPageProgress pageProgress: Double) -> Double {
        let advanced = startOffset == 0 ? pageProgress : max(pageProgress - startOffset, 0)
        let scaled = advanced * (1 / (stopOffset - startOffset))
        let linear = stopOffset == 1 ? scaled : min(scaled, 1)
        return timingFunction?.evaluate(linear) ?? linear
    }
}
