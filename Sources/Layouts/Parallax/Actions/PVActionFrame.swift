import Foundation

/// Moves and resizes an item between two absolute frames (PVView's `PVActionFrame`).
public struct PVActionFrame: PVActionBasicType {
    public let fromFrame: CGRect
    public let toFrame: CGRect
    public let parameters: PVParameters

    public init(fromFrame: CGRect, toFrame: CGRect, parameters: PVParameters = .default) {
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.parameters = parameters
    }

    public func step(_ progress: Double, target: inout PVItemState) {
        target.frame = CGRect(
            x: pvInterpolate(Double(fromFrame.origin.x), Double(toFrame.origin.x), progress),
            y: pvInterpolate(Double(fromFrame.origin.y), Double(toFrame.origin.y), progress),
            width: pvInterpolate(Double(fromFrame.size.width), Double(toFrame.size.width), progress),
            height: pvInterpolate(Double(fromFrame.size.height), Double(toFrame.size.height), progress))
    }

    public func reverse(with newParameters: PVParameters) -> PVActionFrame {
        PVActionFrame(fromFrame: toFrame, toFrame: fromFrame, parameters: newParameters)
    }

    /// The same frame change with other parameters.
    public func copy(with newParameters: PVParameters) -> PVActionFrame {
        PVActionFrame(fromFrame: fromFrame, toFrame: toFrame, parameters: newParameters)
    }
}
