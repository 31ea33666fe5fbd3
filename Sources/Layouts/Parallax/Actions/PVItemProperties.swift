import Foundation

/// The points `PVActionMove` animates; relative points resolve against the item's container size.
public enum PVPointProperty: String, PVAnimatableProperty, CaseIterable {
    /// `layer.position`, the item's centre.
    case position
    /// `transform.translation`.
    case translation
    /// `frame.origin` (the centre follows; the size is kept).
    case origin

    /// Sets the centre, the translation or the frame origin to the point between `from` and `to`.
    public func set(
        _ target: inout PVItemState, from: ContainerRelative<CGPoint>, to: ContainerRelative<CGPoint>, progress: Double
    ) {
        let start = from.resolved(in: target.containerSize)
        let end = to.resolved(in: target.containerSize)
        let point = CGPoint(
            x: pvInterpolate(Double(start.x), Double(end.x), progress),
            y: pvInterpolate(Double(start.y), Double(end.y), progress))
        switch self {
        case .position: target.center = point
        case .translation: target.translation = point
        case .origin: target.frame.origin = point
        }
    }
}

/// The item's size, `PVActionSize`'s property; relative sizes resolve against the container size.
public enum PVSizeProperty: PVAnimatableProperty {
    /// The bounds size, changed about the centre.
    case size

    /// Sets the size (the centre stays) to the size between `from` and `to`.
    public func set(
        _ target: inout PVItemState, from: ContainerRelative<CGSize>, to: ContainerRelative<CGSize>, progress: Double
    ) {
        let start = from.resolved(in: target.containerSize)
        let end = to.resolved(in: target.containerSize)
        target.size = CGSize(
            width: pvInterpolate(Double(start.width), Double(end.width), progress),
            height: pvInterpolate(Double(start.height), Double(end.height), progress))
    }
}

/// The item's frame, `PVActionFrame`'s property; frames are absolute.
public enum PVFrameProperty: PVAnimatableProperty {
    /// The untransformed frame: centre and size together.
    case frame

    /// Sets the frame to the rectangle between `from` and `to` (origin and size each interpolated).
    public func set(_ target: inout PVItemState, from: CGRect, to: CGRect, progress: Double) {
        target.frame = CGRect(
            x: pvInterpolate(Double(from.origin.x), Double(to.origin.x), progress),
            y: pvInterpolate(Double(from.origin.y), Double(to.origin.y), progress),
            width: pvInterpolate(Double(from.size.width), Double(to.size.width), progress),
            height: pvInterpolate(Double(from.size.height), Double(to.size.height), progress))
    }
}

/// The item's opacity, `PVActionFade`'s property.
public enum PVOpacityProperty: PVAnimatableProperty {
    /// `layer.opacity`, not clamped.
    case opacity

    /// Sets the opacity to the value between `from` and `to`.
    public func set(_ target: inout PVItemState, from: Double, to: Double, progress: Double) {
        target.alpha = pvInterpolate(from, to, progress)
    }
}

/// The scale components `PVActionScale` animates; values are not clamped.
public enum PVScaleProperty: String, PVAxisProperty, CaseIterable {
    /// `transform.scale`: x and y together.
    case uniform
    /// `transform.scale.x`.
    case x
    /// `transform.scale.y`.
    case y

    /// No scaling.
    public static let identity = 1.0

    /// Scale x and y, x or y.
    public var components: [WritableKeyPath<PVItemState, Double>] {
        switch self {
        case .uniform: [\.scaleX, \.scaleY]
        case .x: [\.scaleX]
        case .y: [\.scaleY]
        }
    }
}

/// The rotation axes `PVActionRotate` animates, in radians.
///
/// Rotations about x and y tilt the item out of the screen plane; they show as a `transform3D`
/// (see ``PVItemState/transform3D(perspectiveDistance:)`` for perspective).
public enum PVRotationProperty: String, PVAxisProperty, CaseIterable {
    /// `transform.rotation.x`.
    case x
    /// `transform.rotation.y`.
    case y
    /// `transform.rotation.z`, the in-plane rotation.
    case z

    /// No rotation.
    public static let identity = 0.0

    /// The rotation about this axis alone.
    public var components: [WritableKeyPath<PVItemState, Double>] {
        switch self {
        case .x: [\.rotationX]
        case .y: [\.rotationY]
        case .z: [\.rotationZ]
        }
    }
}

/// A named number in the item's ``PVItemState/customValues``, for actions PVView's views would
/// carry out on their own content; ``ParallaxPagesLayout`` shows it in the inspectable values.
public struct PVCustomValue: PVAnimatableProperty {
    /// The PVView README's custom action, headless: a label's letter spacing (kern). The original
    /// also resizes the label to fit a `maxWidth`; without text measurement the item keeps its size.
    public static let letterSpacing = PVCustomValue(name: "letterSpacing")

    /// The key in ``PVItemState/customValues``.
    public var name: String

    /// The custom value called `name`.
    public init(name: String) {
        self.name = name
    }

    /// Sets `customValues[name]` to the value between `from` and `to`.
    public func set(_ target: inout PVItemState, from: Double, to: Double, progress: Double) {
        target.customValues[name] = pvInterpolate(from, to, progress)
    }
}
