import Foundation

/// The built-in actions a scene can declare, with their values.
public indirect enum ParallaxActionKind: Hashable, Sendable {
    /// ``PVActionMove``: position, translation or origin.
    case move(PVPointProperty, from: ContainerRelative<CGPoint>, to: ContainerRelative<CGPoint>)
    /// ``PVActionSize``.
    case size(from: ContainerRelative<CGSize>, to: ContainerRelative<CGSize>)
    /// ``PVActionFrame`` (absolute frames).
    case frame(from: CGRect, to: CGRect)
    /// ``PVActionFade``.
    case fade(from: Double, to: Double)
    /// ``PVActionScale``.
    case scale(PVScaleProperty, from: Double, to: Double)
    /// ``PVActionRotate`` (radians).
    case rotate(PVRotationProperty, from: Double, to: Double)
    /// A ``PVCustomValue/letterSpacing`` action; `maxWidth` is kept for the PVView README's
    /// signature and the canonical form, and changes nothing without text measurement.
    case letterSpacing(from: Double, to: Double, maxWidth: Double)
    /// ``PVActionGroup``: the children run on the group's parameters.
    case group([ParallaxActionSpec])

    /// The name scenes write as `type`.
    public var typeName: String {
        switch self {
        case .move: "move"
        case .size: "size"
        case .frame: "frame"
        case .fade: "fade"
        case .scale: "scale"
        case .rotate: "rotate"
        case .letterSpacing: "letterSpacing"
        case .group: "group"
        }
    }

    /// Every `type` name.
    public static let typeNames = ["move", "size", "frame", "fade", "scale", "rotate", "letterSpacing", "group"]
}
