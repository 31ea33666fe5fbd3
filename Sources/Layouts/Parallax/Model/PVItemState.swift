import CollectionLayout
import Foundation

/// The headless stand-in for the view an action drives: everything PVView's actions change on
/// a `UIView`/`CALayer`, kept as separate components.
///
/// Core Animation composes `transform.translation`, `transform.scale.x/y` and
/// `transform.rotation.x/y/z` inside one `CATransform3D`, and each key path overwrites only its
/// own component; this state keeps those components apart and composes them in
/// ``transform3D(perspectiveDistance:)``.
public struct PVItemState: Hashable, Sendable {
    /// `layer.position`: the item's centre in its container's coordinates.
    public var center: CGPoint
    /// The item's bounds size.
    public var size: CGSize
    /// `layer.opacity`, not clamped.
    public var alpha: Double
    /// `transform.translation` (x, y).
    public var translation: CGPoint
    /// `transform.scale.x`.
    public var scaleX: Double
    /// `transform.scale.y`.
    public var scaleY: Double
    /// `transform.rotation.x`, radians.
    public var rotationX: Double
    /// `transform.rotation.y`, radians.
    public var rotationY: Double
    /// `transform.rotation.z`, radians.
    public var rotationZ: Double
    /// The container's bounds size (the target's superview); relative points and sizes resolve
    /// against it.
    public var containerSize: CGSize
    /// Values set by custom actions, by name (``PVCustomValue`` actions, such as
    /// ``PVCustomValue/letterSpacing``).
    public var customValues: [String: Double]
    /// The item's text, if it shows one.
    public var text: String?

    /// An untransformed item with `frame` inside a container of `containerSize`.
    public init(frame: CGRect, containerSize: CGSize, text: String? = nil) {
        self.center = CGPoint(x: frame.midX, y: frame.midY)
        self.size = frame.size
        self.alpha = 1
        self.translation = .zero
        self.scaleX = 1
        self.scaleY = 1
        self.rotationX = 0
        self.rotationY = 0
        self.rotationZ = 0
        self.containerSize = containerSize
        self.customValues = [:]
        self.text = text
    }

    /// The untransformed frame, `(center − size/2, size)`; setting it sets `center` and `size`
    /// and leaves the transform components alone.
    public var frame: CGRect {
        get {
            CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2,
                width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The composed layer transform, about the item's centre.
    ///
    /// Applied to a point in this order: scale (x, y), rotation about x, about y, about z,
    /// translation, then — when `perspectiveDistance > 0` and the item is rotated about x or y —
    /// a perspective with eye distance `perspectiveDistance` (`m34 = −1/d`; a flat item looks the
    /// same with or without it, so it is left out there). Core Animation's key paths themselves add no
    /// perspective (`m34 = 0`), so 0 is the faithful setting and x/y rotations then only
    /// foreshorten the item.
    public func transform3D(perspectiveDistance: Double = 0) -> CATransform3D {
        var transform = CATransform3DMakeScale(scaleX, scaleY, 1)
        if rotationX != 0 { transform = CATransform3DConcat(transform, CATransform3DMakeRotation(rotationX, 1, 0, 0)) }
        if rotationY != 0 { transform = CATransform3DConcat(transform, CATransform3DMakeRotation(rotationY, 0, 1, 0)) }
        if rotationZ != 0 { transform = CATransform3DConcat(transform, CATransform3DMakeRotation(rotationZ, 0, 0, 1)) }
        if translation != .zero {
            transform = CATransform3DConcat(
                transform, CATransform3DMakeTranslation(translation.x, translation.y, 0))
        }
        if perspectiveDistance > 0, rotationX != 0 || rotationY != 0 {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / perspectiveDistance
            transform = CATransform3DConcat(transform, perspective)
        }
        return transform
    }
}
