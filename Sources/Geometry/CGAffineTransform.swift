import Foundation

#if !canImport(Darwin) || !canImport(CoreGraphics)
    /// An affine transformation matrix, with the API and conventions of CoreGraphics' `CGAffineTransform`.
    ///
    /// Points are row vectors: `(x', y') = (a·x + c·y + tx, b·x + d·y + ty)`.
    /// On Apple platforms CoreGraphics provides this type and this declaration is compiled out.
    public struct CGAffineTransform: Hashable, Sendable {
        /// The x scale / rotation component: how much x feeds x'.
        public var a: CGFloat
        /// The y shear / rotation component: how much x feeds y'.
        public var b: CGFloat
        /// The x shear / rotation component: how much y feeds x'.
        public var c: CGFloat
        /// The y scale / rotation component: how much y feeds y'.
        public var d: CGFloat
        /// The x translation.
        public var tx: CGFloat
        /// The y translation.
        public var ty: CGFloat

        /// A transform from its six components.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// A transform from its six components, unlabelled (CoreGraphics' `CGAffineTransform(_:_:_:_:_:_:)`).
        public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
            self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        }

        /// The identity transform.
        public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// The transform that changes nothing.
        public static let identity = CGAffineTransform()

        /// A transform that translates by `(tx, ty)`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A transform that scales by `(sx, sy)`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A transform that rotates by `angle` radians (positive is clockwise in UIKit's y-down space).
        public init(rotationAngle angle: CGFloat) {
            let cosine = cos(angle)
            let sine = sin(angle)
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is exactly the identity.
        public var isIdentity: Bool { self == .identity }

        /// `self` followed by `t2`: a point is transformed by `self` first, then by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty
            )
        }

        /// The inverse transform, or `self` unchanged when it is not invertible (as CoreGraphics does).
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant
            let ib = -b / determinant
            let ic = -c / determinant
            let id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id,
                tx: -(tx * ia + ty * ic),
                ty: -(tx * ib + ty * id)
            )
        }

        /// A scale applied before `self`.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A translation applied before `self`.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A rotation applied before `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }
#endif
