import Foundation

/// Moves an item: its position (centre), its translation, or its frame origin (PVView's `PVActionMove`).
///
/// Relative points resolve against the item's container size at every step.
public struct PVActionMove: PVActionBasicType {
    /// Which property the action moves.
    public enum Property: String, Hashable, Sendable, CaseIterable, Codable {
        /// `layer.position`, the item's centre.
        case position
        /// `transform.translation`.
        case translation
        /// `frame.origin` (the centre follows; the size is kept).
        case origin
    }

    public let property: Property
    public let from: PVPoint
    public let to: PVPoint
    public let parameters: PVParameters

    /// Moves the item's centre from `fromPosition` to `toPosition`.
    public init(fromPosition: PVPoint, toPosition: PVPoint, parameters: PVParameters = .default) {
        self.init(property: .position, from: fromPosition, to: toPosition, parameters: parameters)
    }

    /// Moves the item's translation from `fromTranslation` to `toTranslation`.
    public init(fromTranslation: PVPoint = .zero, toTranslation: PVPoint = .zero, parameters: PVParameters = .default) {
        self.init(property: .translation, from: fromTranslation, to: toTranslation, parameters: parameters)
    }

    /// Moves the item's frame origin from `fromOrigin` to `toOrigin`.
    public init(fromOrigin: PVPoint, toOrigin: PVPoint, parameters: PVParameters = .default) {
        self.init(property: .origin, from: fromOrigin, to: toOrigin, parameters: parameters)
    }

    /// Moves `property` from `from` to `to`.
    public init(property: Property, from: PVPoint, to: PVPoint, parameters: PVParameters = .default) {
        self.property = property
        self.from = from
        self.to = to
        self.parameters = parameters
    }

    public func step(_ progress: Double, target: inout PVItemState) {
        let start = from.resolved(in: target.containerSize)
        let end = to.resolved(in: target.containerSize)
        let point = CGPoint(
            x: pvInterpolate(Double(start.x), Double(end.x), progress),
            y: pvInterpolate(Double(start.y), Double(end.y), progress))
        switch property {
        case .position: target.center = point
        case .translation: target.translation = point
        case .origin: target.frame.origin = point
        }
    }

    public func reverse(with newParameters: PVParameters) -> PVActionMove {
        PVActionMove(property: property, from: to, to: from, parameters: newParameters)
    }

    /// The same move with other parameters.
    public func copy(with newParameters: PVParameters) -> PVActionMove {
        PVActionMove(property: property, from: from, to: to, parameters: newParameters)
    }
}
