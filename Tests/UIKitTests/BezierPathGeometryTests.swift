import QuartzCore
import Testing
import UIKit

/// `UIBezierPath`, `CGPath` and `CAShapeLayer` against Apple's documented geometry:
/// `boundingBox` holds the control points, `boundingBoxOfPath` only the path; a rectangle path
/// runs from the origin and is closed; UIKit's `clockwise` is the on-screen (y-down) sense.
@Suite struct BezierPathGeometryTests {
    private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }

    private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    private func elementTypes(_ path: CGPath) -> [CGPathElementType] {
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        return types
    }

    @Test func aRectanglePathIsClosedFromItsOrigin() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(
            elementTypes(path.cgPath) == [
                .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
            ])
        // After a close the current point is the subpath's start.
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        var rect = CGRect.zero
        #expect(path.cgPath.isRect(&rect) && rect == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func anEmptyPathHasANullBoundingBoxAndAZeroCurrentPoint() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds.isNull && path.currentPoint == .zero)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func boundingBoxHoldsControlPointsAndBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve peaks at t = 0.5: 2 × 0.5 × 0.5 × 100 = 50.
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))

        let cubic = CGMutablePath()
        cubic.move(to: CGPoint(x: 0, y: 0))
        cubic.addCurve(to: CGPoint(x: 90, y: 0), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 60, y: 60))
        #expect(cubic.boundingBox == CGRect(x: 0, y: 0, width: 90, height: 60))
        // Symmetric controls at height 60: the peak at t = 0.5 is 3 × 0.25 × 0.5 × 60 × 2 = 45.
        #expect(near(cubic.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 90, height: 45)))
    }

    @Test func anOvalFitsItsRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let oval = UIBezierPath(ovalIn: rect)
        // Control points lie on the rectangle's edges, so both boxes are the rectangle.
        #expect(near(oval.bounds, rect))
        #expect(near(oval.cgPath.boundingBoxOfPath, rect))
        #expect(elementTypes(oval.cgPath).filter { $0 == .addCurveToPoint }.count == 4)
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)))
        #expect(CGPath(ellipseIn: rect, transform: nil).contains(CGPoint(x: 95, y: 25)))
    }

    @Test func uikitClockwiseArcsTurnClockwiseOnScreen() {
        // Clockwise on screen (y down) from 0 to π/2: (100, 50) to (50, 100), a quarter circle.
        let quarter = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(near(quarter.currentPoint, CGPoint(x: 50, y: 100)))
        #expect(near(quarter.cgPath.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 50, height: 50)))
        // The other way round it is three quarters, through (50, 0) and (0, 50).
        let threeQuarters = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(near(threeQuarters.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 100)))
        // CoreGraphics' flag has the opposite (y-up) sense.
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(near(cg.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 50, height: 50)))
    }

    @Test func roundedRectanglesCutTheirCornersAndClampTheRadius() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let rounded = UIBezierPath(roundedRect: rect, cornerRadius: 10)
        #expect(near(rounded.bounds, rect))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 50, y: 30)))
        // A radius of 100 is clamped to half the height, 30: (5, 30) is 25 from the centre (30, 30).
        let pill = UIBezierPath(roundedRect: rect, cornerRadius: 100)
        #expect(pill.contains(CGPoint(x: 5, y: 30)) && !pill.contains(CGPoint(x: 3, y: 3)))
        let oneCorner = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topRight], cornerRadii: CGSize(width: 20, height: 20))
        #expect(oneCorner.contains(CGPoint(x: 1, y: 1)) && !oneCorner.contains(CGPoint(x: 99, y: 1)))
    }

    @Test func fillRulesDecideNestedSubpaths() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        // Both subpaths wind the same way: non-zero fills the hole, even-odd does not.
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 10, y: 50)))
        #expect(path.cgPath.contains(CGPoint(x: 50, y: 50), using: .evenOdd) == false)
    }

    @Test func transformsAndReversalKeepTheShape() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(path.bounds == CGRect(x: 5, y: 7, width: 10, height: 20))
        let reversed = path.reversing()
        #expect(reversed.bounds == path.bounds)
        // The reversed rectangle starts where the original's last line ended.
        #expect(reversed.currentPoint == CGPoint(x: 5, y: 27))
    }

    @Test func shapeLayerHasCoreAnimationsDefaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil && layer.strokeColor == nil && layer.fillColor == CGColor.black)
        #expect(layer.lineWidth == 1 && layer.fillRule == .nonZero && layer.lineCap == .butt && layer.strokeEnd == 1)
        let host = CALayer()
        host.mask = layer
        #expect(host.mask === layer)
    }
}
