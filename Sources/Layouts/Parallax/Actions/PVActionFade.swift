/// Changes an item's opacity (PVView's `PVActionFade`); values are not clamped.
public struct PVActionFade: PVActionBasicType {
    public let from: Double
    public let to: Double
    public let parameters: PVParameters

    public init(from: Double = 1, to: Double = 1, parameters: PVParameters = .default) {
        self.from = from
        self.to = to
        self.parameters = parameters
    }

    public func step(_ progress: Double, target: inout PVItemState) {
        target.alpha = pvInterpolate(from, to, progress)
    }

    public func reverse(with newParameters: PVParameters) -> PVActionFade {
        PVActionFade(from: to, to: from, parameters: newParameters)
    }

    /// The same fade with other parameters.
    public func copy(with newParameters: PVParameters) -> PVActionFade {
        PVActionFade(from: from, to: to, parameters: newParameters)
    }
}
