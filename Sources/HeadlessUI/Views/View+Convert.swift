import Foundation

extension View {
    /// The point `point` of this view in `view`'s coordinates (the window's when `view` is nil:
    /// headlessly the topmost superview sits in a window at the origin, so a lone collection
    /// view's content point x becomes x − contentOffset.x + frame.minX), through each view's
    /// bounds origin, centre and affine transform about its anchor point, as UIKit converts.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = toRoot(point)
        guard let view else { return inRoot }
        return view.fromRoot(inRoot)
    }

    /// The point `point` of `view` (of the window, when nil) in this view's coordinates.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view.map { $0.toRoot(point) } ?? point
        return fromRoot(inRoot)
    }

    /// The rectangle `rect` of this view in `view`'s coordinates: the bounding box of its four
    /// converted corners (UIKit's answer for rotated views too).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        boundingBox(of: rect) { self.convert($0, to: view) }
    }

    /// The rectangle `rect` of `view` in this view's coordinates (the bounding box of its corners).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        boundingBox(of: rect) { self.convert($0, from: view) }
    }

    private func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(convert)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// This view's point in its superview's coordinates.
    private func toSuperview(_ point: CGPoint) -> CGPoint {
        let bounds = layer.bounds
        let anchor = CGPoint(
            x: bounds.minX + bounds.width * layer.anchorPoint.x, y: bounds.minY + bounds.height * layer.anchorPoint.y)
        let relative = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y).applying(layer.affineTransform())
        return CGPoint(x: layer.position.x + relative.x, y: layer.position.y + relative.y)
    }

    /// A point of the superview in this view's coordinates.
    private func fromSuperview(_ point: CGPoint) -> CGPoint {
        let bounds = layer.bounds
        let anchor = CGPoint(
            x: bounds.minX + bounds.width * layer.anchorPoint.x, y: bounds.minY + bounds.height * layer.anchorPoint.y)
        let relative = CGPoint(x: point.x - layer.position.x, y: point.y - layer.position.y)
            .applying(layer.affineTransform().inverted())
        return CGPoint(x: anchor.x + relative.x, y: anchor.y + relative.y)
    }

    /// The point in window coordinates: through every view up to and including the topmost,
    /// whose frame headlessly sits in a window at the origin.
    private func toRoot(_ point: CGPoint) -> CGPoint {
        var point = point
        var view: View? = self
        while let current = view {
            point = current.toSuperview(point)
            view = current.superview
        }
        return point
    }

    private func fromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [View] = []
        var view: View? = self
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        return chain.reversed().reduce(point) { $1.fromSuperview($0) }
    }
}
