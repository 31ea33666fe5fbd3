/// Rotates an item about the x, y or z axis, in radians (PVView's `PVActionRotate`).
///
/// Rotations about x and y tilt the item out of the screen plane; they show as a `transform3D`
/// (see ``PVItemState/transform3D(perspectiveDistance:)`` for perspective).
public struct PVActionRotate: PVActionBasicType {
    /// The rotation axis.
    public enum Axis: String, Hashable, Sendable, CaseIterable, Codable {
        case x, y, z
    }

    public let axis: Axis
    public let from: Double
    public let to: Double
    public let parameters: PVParameters

    /// Rotates about the x axis (`transform.rotation.x`).
    public init(fromX: Double = 0, toX: Double = 0, parameters: PVParameters = .default) {
        self.init(axis: .x, from: fromX, to: toX, parameters: parameters)
    }

    /// Rotates about the y axis (`transform.rotation.y`).
    public init(fromY: Double = 0, toY: Double = 0, parameters: PVParameters = .default) {
        self.init(axis: .y, from: fromY, to: toY, parameters: parameters)
    }

    /// Rotates about the z axis (`transform.rotation.z`), the in-plane rotation.
    public init(fromZ: Double = 0, toZ: Double = 0, parameters: PVParameters = .default) {
        self.init(axis: .z, from: fromZ, to: toZ, parameters: parameters)
    }

    /// Rotates about `axis`.
    public init(axis: Axis, from: Double, to: Double, parameters: PVParameters = .default) {
        self.axis = axis
        self.from = from
        self.to = to
        self.parameters = parameters
    }

    public func step(_ progress: Double, target: inout PVItemState) {
        let value = pvInterpolate(from, to, progress)
        switch axis {
        case .x: target.rotationX = value
        case .y: target.rotationY = value
        case .z: target.rotationZ = value
        }
    }

    public func reverse(with newParameters: PVParameters) -> PVActionRotate {
        PVActionRotate(axis: axis, from: to, to: from, parameters: newParameters)
    }

    /// The same rotation with other parameters.
    public func copy(with newParameters: PVParameters) -> PVActionRotate {
        PVActionRotate(axis: axis, from: from, to: to, parameters: newParameters)
    }
}
