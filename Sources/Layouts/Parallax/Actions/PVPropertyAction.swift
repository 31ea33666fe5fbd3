/// An action that animates one property of an item from one value to another.
///
/// PVView's built-in actions differ only in the property they set: `PVActionMove` (centre,
/// translation or frame origin), `PVActionSize`, `PVActionFrame`, `PVActionFade`, `PVActionScale`
/// and `PVActionRotate`. Each of those names is a type alias of this type for its property, with
/// PVView's initializers (`PVActionFade(from: 0, to: 1)`); the PVView README's custom
/// `LetterSpacingAction` is a ``PVCustomValue`` property action. `Property` (a
/// ``PVAnimatableProperty``) says what the action changes and how one value is written.
///
/// Interpolation is PVView's only one, `from + (to − from)·progress`, per component and without
/// clamping.
public struct PVPropertyAction<Property: PVAnimatableProperty>: PVActionBasicType {
    /// What the action animates.
    public let property: Property
    /// The value at action progress 0.
    public let from: Property.Value
    /// The value at action progress 1.
    public let to: Property.Value
    /// When the action runs within its page and how it eases.
    public let parameters: PVParameters

    /// Animates `property` from `from` to `to`.
    public init(property: Property, from: Property.Value, to: Property.Value, parameters: PVParameters = .default) {
        self.property = property
        self.from = from
        self.to = to
        self.parameters = parameters
    }

    /// Sets ``property`` of `target` to `from + (to − from)·progress`: `from` at 0, `to` at 1, and
    /// beyond them for progress outside 0…1 (bounces, overshooting curves). Relative points and
    /// sizes are resolved against `target.containerSize` first, at every step.
    public func step(_ progress: Double, target: inout PVItemState) {
        property.set(&target, from: from, to: to, progress: progress)
    }

    /// The same property animated the other way, from ``to`` back to ``from``, under
    /// `newParameters`: running it forward gives the states of this action run backward.
    public func reverse(with newParameters: PVParameters) -> Self {
        Self(property: property, from: to, to: from, parameters: newParameters)
    }

    /// The same animation under other parameters (PVView's `copy(with:)`).
    public func copy(with newParameters: PVParameters) -> Self {
        Self(property: property, from: from, to: to, parameters: newParameters)
    }
}
