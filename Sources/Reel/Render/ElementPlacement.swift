import CollectionLayout
import Foundation

/// Where an element's bounds land in its pane: the bounds rectangle `(0, 0, size)` is moved so
/// its centre is the origin, transformed by the element's transform about that centre (UIKit's
/// default anchor point), then placed at `center − origin` (the content offset in the screen
/// view, zero in the content view).
///
/// Affine transforms map exactly; a `transform3D` with perspective maps each point projectively
/// (divide by w), so shapes are drawn as projected polygons.
public struct ElementPlacement: Sendable, Hashable {
    /// The element's bounds size (untransformed), in points.
    public var size: CGSize
    /// Affine part (exact when `projective` is nil).
    public var affine: CGAffineTransform
    /// The full 3D transform when it is not affine.
    public var projective: CATransform3D?
    /// The element's centre in pane coordinates.
    public var position: CGPoint

    /// The placement of `snapshot` in a pane whose visible content starts at `origin` (the content
    /// offset in the screen view, zero in the content view).
    public init(snapshot: ElementSnapshot, origin: CGPoint) {
        size = snapshot.size
        position = CGPoint(x: snapshot.center.x - origin.x, y: snapshot.center.y - origin.y)
        let transform3D = snapshot.transform3D
        if CATransform3DIsAffine(transform3D) {
            projective = nil
            affine = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
                .concatenating(CATransform3DGetAffineTransform(transform3D))
                .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        } else {
            projective = transform3D
            affine = .identity
            affine = bestAffine()
        }
    }

    /// Maps a point in the element's bounds coordinates into pane coordinates, or nil when the
    /// point falls behind the viewer (w ≤ 0).
    public func map(_ point: CGPoint) -> CGPoint? {
        guard let m = projective else { return point.applying(affine) }
        let x = point.x - size.width / 2
        let y = point.y - size.height / 2
        let px = x * m.m11 + y * m.m21 + m.m41
        let py = x * m.m12 + y * m.m22 + m.m42
        let pw = x * m.m14 + y * m.m24 + m.m44
        guard pw > 1e-9 else { return nil }
        return CGPoint(x: px / pw + position.x, y: py / pw + position.y)
    }

    /// The four corners of the bounds in pane coordinates (top-left, top-right, bottom-right,
    /// bottom-left), or nil when any is behind the viewer.
    public var corners: [CGPoint]? {
        let local = [
            CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0),
            CGPoint(x: size.width, y: size.height), CGPoint(x: 0, y: size.height),
        ]
        let mapped = local.compactMap(map)
        return mapped.count == 4 ? mapped : nil
    }

    /// Whether the element shows its back: the projected outline winds the other way round.
    public var isBackFacing: Bool {
        guard let corners else { return false }
        return Self.signedArea(corners)
            * Self.signedArea([
                .zero, CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                CGPoint(x: 0, y: size.height),
            ]) < 0
    }

    /// The affine map that agrees with the placement at the top-left, top-right and bottom-left
    /// corners; exact for affine placements, an approximation for text under perspective.
    public func bestAffine() -> CGAffineTransform {
        guard projective != nil else { return affine }
        guard size.width > 0, size.height > 0, let p0 = map(.zero),
            let p1 = map(CGPoint(x: size.width, y: 0)), let p3 = map(CGPoint(x: 0, y: size.height))
        else { return .identity }
        return CGAffineTransform(
            a: (p1.x - p0.x) / size.width, b: (p1.y - p0.y) / size.width,
            c: (p3.x - p0.x) / size.height, d: (p3.y - p0.y) / size.height,
            tx: p0.x, ty: p0.y)
    }

    static func signedArea(_ points: [CGPoint]) -> CGFloat {
        var area: CGFloat = 0
        for index in points.indices {
            let p = points[index]
            let q = points[(index + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        return area / 2
    }
}
