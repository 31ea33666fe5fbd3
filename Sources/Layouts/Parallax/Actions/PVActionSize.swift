import Foundation

/// Resizes an item about its centre (PVView's `PVActionSize`).
///
/// Relative sizes resolve against the item's container size at every step.
public struct PVActionSize: PVActionBasicType {
    public let from: PVSize
    public let to: PVSize
    public let parameters: PVParameters

    public init(from: PVSize, to: PVSize, parameters: PVParameters = .default) {
        self.from = from
        self.to = to
        self.parameters = parameters
    }

    public func step(_ progress: Double, target: inout PVItemState) {
        let start = from.resolved(in: target.containerSize)
        let end = to.resolved(in: target.containerSize)
        target.size = CGSize(
            width: pvInterpolate(Double(start.width), Double(end.width), progress),
            height: pvInterpolate(Double(start.height), Double(end.height), progress))
    }

    public func reverse(with newParameters: PVParameters) -> PVActionSize {
        PVActionSize(from: to, to: from, parameters: newParameters)
    }

    /// The same resize with other parameters.
    public func copy(with newParameters: PVParameters) -> PVActionSize {
        PVActionSize(from: from, to: to, parameters: newParameters)
    }
}
