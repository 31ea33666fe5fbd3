import Canvas
import Foundation
import Geometry

extension Path {
    /// `rect` with `radius` on the `corners` named (Core Animation's `cornerRadius` with
    /// `maskedCorners`), the radius held to half the shorter side; corners as quarter circles
    /// of cubic Béziers.
    public init(rect: CGRect, cornerRadius radius: Double, corners: RoundedCorners) {
        let r = Swift.max(0, Swift.min(radius, Swift.min(rect.width, rect.height) / 2))
        guard r > 0, !corners.isEmpty else {
            self.init(rect: rect)
            return
        }
        let k = 0.552_284_749_831 * r
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let topLeft = corners.contains(.minXMinY) ? r : 0
        let topRight = corners.contains(.maxXMinY) ? r : 0
        let bottomRight = corners.contains(.maxXMaxY) ? r : 0
        let bottomLeft = corners.contains(.minXMaxY) ? r : 0
        self.init()
        move(to: CGPoint(x: minX + topLeft, y: minY))
        addLine(to: CGPoint(x: maxX - topRight, y: minY))
        if topRight > 0 {
            addCurve(
                to: CGPoint(x: maxX, y: minY + r), control1: CGPoint(x: maxX - r + k, y: minY),
                control2: CGPoint(x: maxX, y: minY + r - k))
        }
        addLine(to: CGPoint(x: maxX, y: maxY - bottomRight))
        if bottomRight > 0 {
            addCurve(
                to: CGPoint(x: maxX - r, y: maxY), control1: CGPoint(x: maxX, y: maxY - r + k),
                control2: CGPoint(x: maxX - r + k, y: maxY))
        }
        addLine(to: CGPoint(x: minX + bottomLeft, y: maxY))
        if bottomLeft > 0 {
            addCurve(
                to: CGPoint(x: minX, y: maxY - r), control1: CGPoint(x: minX + r - k, y: maxY),
                control2: CGPoint(x: minX, y: maxY - r + k))
        }
        addLine(to: CGPoint(x: minX, y: minY + topLeft))
        if topLeft > 0 {
            addCurve(
                to: CGPoint(x: minX + r, y: minY), control1: CGPoint(x: minX, y: minY + r - k),
                control2: CGPoint(x: minX + r - k, y: minY))
        }
        closeSubpath()
    }
}

extension DrawnLayer {
    /// The layer's shape: its bounds with its rounded corners.
    public var shapePath: Path {
        Path(rect: bounds, cornerRadius: cornerRadius, corners: roundedCorners)
    }
}
