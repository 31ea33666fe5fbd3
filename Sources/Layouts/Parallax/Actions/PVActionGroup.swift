/// Actions that run together on the group's parameters (PVView's `PVActionGroup`).
///
/// The group computes the eased progress once from **its own** parameters and hands it to each
/// child's `step`; the children's own parameters and timing functions are ignored.
public struct PVActionGroup: PVActionBasicType {
    /// The children, run in order.
    public let actions: [any PVActionBasicType]
    /// When the group runs within its page and how it eases; the children's own are ignored.
    public let parameters: PVParameters

    /// A group of `actions` run on `parameters`.
    public init(actions: [any PVActionBasicType], parameters: PVParameters = .default) {
        self.actions = actions
        self.parameters = parameters
    }

    /// Hands the group's eased `progress` to every child's `step`, in order, so later children
    /// overwrite what earlier ones set on the same property.
    public func step(_ progress: Double, target: inout PVItemState) {
        for action in actions {
            action.step(progress, target: &target)
        }
    }

    /// The children, each reversed with ``PVParameters/default`` and in the same order, under
    /// `newParameters`.
    public func reverse(with newParameters: PVParameters) -> PVActionGroup {
        PVActionGroup(actions: actions.reversedActions(), parameters: newParameters)
    }
}
