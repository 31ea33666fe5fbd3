import Foundation

/// Which corners of a layer its corner radius rounds, with the shape of Core Animation's
/// `CACornerMask` (`QuartzCore` names it so) and its raw values.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public var rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the bounds' minimum x and y (top left, as UIKit draws).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    /// The corner at the maximum x and minimum y (top right).
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    /// The corner at the minimum x and maximum y (bottom left).
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    /// The corner at the maximum x and y (bottom right).
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// All four corners (Core Animation's default).
    public static let all: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}

/// The shape of a layer's rounded corners, with the shape of Core Animation's
/// `CALayerCornerCurve` (`QuartzCore` names it so).
public struct CornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public var rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CornerCurve(rawValue: "circular")
    /// A continuous curve into the straight edges, as iOS's app icons have.
    public static let continuous = CornerCurve(rawValue: "continuous")
}
