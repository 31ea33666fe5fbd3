/// Something that changes an item as its page progresses (PVView's `PVActionType`).
///
/// ``ParallaxPager`` hands every action of the current page the raw page progress, unmodified:
/// normally 0…1, negative in a start bounce, 1 or more on the ignored last page. Conform to this
/// protocol for a fully custom action; conform to ``PVActionBasicType`` to get the standard
/// start/stop/easing treatment for free.
public protocol PVActionType: Sendable {
    /// Applies the action for page progress `progress` to `target`.
    func update(_ progress: Double, target: inout PVItemState)
}

/// An action with ``PVParameters`` that only describes what one eased progress value does
/// (PVView's `PVActionBasicType`).
///
/// The default `update` turns page progress into action progress with
/// ``PVParameters/actionProgress(forPageProgress:)`` and calls `step`. A custom action shaped
/// like the PVView README's `LetterSpacingAction` implements `step` and `reverse(with:)`; the
/// built-in actions are ``PVPropertyAction``s and ``PVActionGroup``.
public protocol PVActionBasicType: PVActionType {
    /// When the action runs within its page and how it eases.
    var parameters: PVParameters { get }
    /// Applies the action at eased action progress `progress` (0 = start state, 1 = end state).
    func step(_ progress: Double, target: inout PVItemState)
    /// The same action running the other way (from and to swapped) with `newParameters`.
    func reverse(with newParameters: PVParameters) -> Self
}

extension PVActionBasicType {
    /// Runs `step` with the action progress that `parameters` give for page progress `progress`.
    public func update(_ progress: Double, target: inout PVItemState) {
        step(parameters.actionProgress(forPageProgress: progress), target: &target)
    }
}

/// Linear interpolation `from + (to − from)·q`, PVView's only interpolation.
@inline(__always)
func pvInterpolate(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    from + (to - from) * progress
}
