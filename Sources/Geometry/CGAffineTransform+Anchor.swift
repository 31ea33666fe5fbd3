import Foundation

#if canImport(Darwin) && canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CGAffineTransform {
    /// This transform applied about `point` instead of the origin: move `point` to the origin,
    /// transform, move back. UIKit applies a view's (and layout attributes') transform this way,
    /// about the centre or the layer's anchor point.
    public func about(_ point: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -point.x, y: -point.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}
