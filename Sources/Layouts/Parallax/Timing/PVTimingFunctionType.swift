import Foundation

/// Maps an action's linear progress to eased progress (PVView's `PVTimingFunctionType`).
///
/// The input is the action's progress `r` from ``PVActionBasicType/update(_:target:)``: normally
/// in 0…1, but it can be negative (a start bounce, for actions that start at 0) or above 1 (an end
/// bounce or the ignored last page, for actions that stop at 1). Conform your own type for curves
/// that are not cubic Béziers, as the PVView README's `EaseOutSineFunction` does:
///
/// ```swift
/// struct EaseOutSineFunction: PVTimingFunctionType {
///     func evaluate(_ input: Double) -> Double { sin(input * .pi / 2) }
/// }
/// ```
public protocol PVTimingFunctionType: Sendable {
    /// The eased progress for `input`.
    func evaluate(_ input: Double) -> Double
}
