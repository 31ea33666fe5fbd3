/// Actions that run together on the group's parameters (PVView's `PVActionGroup`).
///
/// The group computes the eased progress once from **its own** parameters and hands it to each
/// child's `step`; the children's own parameters and timing functions are ignored.
public struct PVActionGroup: PVActionBasicType {
    public let actions: [any PVActionBasicType]
    public let parameters: PVParameters

    public init(actions: [any PVActionBasicType], parameters: PVParameters = .default) {
        self.actions = actions
        self.parameters = parameters
    }

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
