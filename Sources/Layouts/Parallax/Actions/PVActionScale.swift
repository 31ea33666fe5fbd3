/// Scales an item uniformly or along one axis (PVView's `PVActionScale`); values are not clamped.
public struct PVActionScale: PVActionBasicType {
    /// Which scale component the action sets.
    public enum Axis: String, Hashable, Sendable, CaseIterable, Codable {
        /// `transform.scale`: x and y together.
        case uniform
        /// `transform.scale.x`.
        case x
        /// `transform.scale.y`.
        case y
    }

    public let axis: Axis
    public let from: Double
    public let to: Double
    public let parameters: PVParameters

    /// Scales x and y together.
    public init(from: Double = 1, to: Double = 1, parameters: PVParameters = .default) {
        self.init(axis: .uniform, from: from, to: to, parameters: parameters)
    }

    /// Scales x only.
    public init(fromX: Double = 1, toX: Double = 1, parameters: PVParameters = .default) {
        self.init(axis: .x, from: fromX, to: toX, parameters: parameters)
    }

    /// Scales y only.
    public init(fromY: Double = 1, toY: Double = 1, parameters: PVParameters = .default) {
        self.init(axis: .y, from: fromY, to: toY, parameters: parameters)
    }

    /// Scales along `axis`.
    public init(axis: Axis, from: Double, to: Double, parameters: PVParameters = .default) {
        self.axis = axis
        self.from = from
        self.to = to
        self.parameters = parameters
    }

    public func step(_ progress: Double, target: inout PVItemState) {
        let value = pvInterpolate(from, to, progress)
        switch axis {
        case .uniform:
            target.scaleX = value
            target.scaleY = value
        case .x: target.scaleX = value
        case .y: target.scaleY = value
        }
    }

    public func reverse(with newParameters: PVParameters) -> PVActionScale {
        PVActionScale(axis: axis, from: to, to: from, parameters: newParameters)
    }

    /// The same scale with other parameters.
    public func copy(with newParameters: PVParameters) -> PVActionScale {
        PVActionScale(axis: axis, from: from, to: to, parameters: newParameters)
    }
}
