import Foundation

/// The animation of one update (a `performBatchUpdates` block or one `insertItems`-style call):
/// for every element visible before or after it, where it starts and where it ends — what UIKit
/// animates between, so an author can look at an insert or delete animation frame by frame.
///
/// Starts come from the layout's `initialLayoutAttributesForAppearing…` hooks, ends from the
/// layout's new attributes, or for elements that leave, from the
/// `finalLayoutAttributesForDisappearing…` hooks. Attributes are in the layout's coordinates.
public struct CollectionViewUpdateAnimation {
    /// One element's motion.
    public struct Transition {
        /// The element after the update (nil for one that disappears).
        public var after: ElementKey?
        /// The element before the update (nil for one that was not visible or did not exist).
        public var before: ElementKey?
        /// Where the element starts.
        public var start: CollectionViewLayoutAttributes
        /// Where the element ends.
        public var end: CollectionViewLayoutAttributes
        /// Whether the element is gone when the animation ends (deleted, or moved out of view).
        public var disappears: Bool { after == nil }
    }

    /// The motions, appearing and staying elements first (in the new layout's order), then the
    /// disappearing ones (in the old layout's order).
    public var transitions: [Transition]

    /// The update items the layout was given.
    public var updateItems: [CollectionViewUpdateItem]

    /// The attributes `progress` of the way through (0 = start, 1 = end; clamped), linear in
    /// centre, size, alpha and each entry of `transform3D`; `zIndex`, `isHidden` and any subclass
    /// values are the end's. Apply a timing curve to `progress` for UIKit's easing. Elements that
    /// disappear are included until `progress` reaches 1.
    public func attributes(atProgress progress: CGFloat) -> [CollectionViewLayoutAttributes] {
        let t = progress.isFinite ? min(1, max(0, progress)) : 1
        return transitions.compactMap { transition in
            if t >= 1, transition.disappears { return nil }
            return Self.interpolate(transition.start, transition.end, t)
        }
    }

    static func interpolate(
        _ start: CollectionViewLayoutAttributes, _ end: CollectionViewLayoutAttributes, _ t: CGFloat
    ) -> CollectionViewLayoutAttributes {
        let result = end.copy() as? CollectionViewLayoutAttributes ?? end
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        result.center = CGPoint(x: mix(start.center.x, end.center.x), y: mix(start.center.y, end.center.y))
        result.size = CGSize(
            width: mix(start.size.width, end.size.width), height: mix(start.size.height, end.size.height))
        result.alpha = mix(start.alpha, end.alpha)
        let a = start.transform3D
        let b = end.transform3D
        result.transform3D = CATransform3D(
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
            m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
            m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
            m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
        return result
    }
}
