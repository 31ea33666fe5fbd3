import Canvas
import Foundation
import ImageCodecs
import Testing
import UIKit
import ViewCapture
import ViewDrawing

@Suite struct LayerDrawingTests {
    @Test func roundedCornerLeavesTheCornerTransparentAndFillsInside() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.backgroundColor = .red
        view.layer.cornerRadius = 20
        let image = try pixels(of: view)
        #expect(image[1, 1].alpha == 0)
        #expect(image[98, 58].alpha == 0)
        #expect(near(image[50, 30], (255, 0, 0, 255), 0))
        #expect(near(image[20, 2], (255, 0, 0, 255), 0))
        // On the arc (20 from the corner's centre at (20, 20), along the diagonal): partly covered.
        let edge = image[5, 5]
        #expect(edge.alpha > 0 && edge.alpha < 255)
    }

    @Test func maskedCornersRoundOnlyTheCornersNamed() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.backgroundColor = .blue
        view.layer.cornerRadius = 20
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        let image = try pixels(of: view)
        #expect(image[1, 1].alpha == 0)
        #expect(near(image[58, 1], (0, 0, 255, 255), 0))
        #expect(near(image[1, 58], (0, 0, 255, 255), 0))
    }

    @Test func borderIsDrawnInsideTheBoundsOverTheSubviews() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.blue.cgColor
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        child.backgroundColor = .green
        view.addSubview(child)
        let image = try pixels(of: view)
        #expect(near(image[1, 20], (0, 0, 255, 255), 0))
        #expect(near(image[20, 1], (0, 0, 255, 255), 0))  // over the green subview
        #expect(near(image[20, 6], (0, 255, 0, 255), 0))
        #expect(near(image[20, 20], (255, 255, 255, 255), 0))
    }

    @Test func alphaIsGroupOpacityOverWhatIsBehind() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        half.backgroundColor = .red
        half.alpha = 0.5
        // Two overlapping opaque subviews inside the faded view: one layer, faded once.
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        inner.backgroundColor = .blue
        half.addSubview(inner)
        view.addSubview(half)
        let image = try pixels(of: view)
        // 0.5 × red + 0.5 × white = (255, 127.5, 127.5).
        #expect(near(image[30, 10], (255, 128, 128, 255), 1))
        // 0.5 × blue + 0.5 × white, not blue over red over white.
        #expect(near(image[10, 10], (128, 128, 255, 255), 1))
        #expect(near(image[10, 30], (255, 255, 255, 255), 0))
    }

    @Test func hiddenAndTransparentViewsDrawNothing() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let hidden = UIView(frame: view.bounds)
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let clear = UIView(frame: view.bounds)
        clear.backgroundColor = .red
        clear.alpha = 0
        view.addSubview(hidden)
        view.addSubview(clear)
        let image = try pixels(of: view)
        #expect(image[10, 10].alpha == 0)
    }

    @Test func clipsToBoundsCutsSubviewsAndOtherwiseTheyOverflow() throws {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.backgroundColor = .green
        parent.addSubview(child)
        outer.addSubview(parent)
        #expect(near(try pixels(of: outer)[75, 25], (0, 255, 0, 255), 0))
        parent.clipsToBounds = true
        let clipped = try pixels(of: outer)
        #expect(clipped[75, 25].alpha == 0)
        #expect(near(clipped[25, 25], (0, 255, 0, 255), 0))
    }

    @Test func roundedClipCutsSubviewsAtTheCorner() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.layer.cornerRadius = 30
        view.clipsToBounds = true
        let child = UIView(frame: view.bounds)
        child.backgroundColor = .green
        view.addSubview(child)
        let image = try pixels(of: view)
        #expect(image[2, 2].alpha == 0)
        #expect(near(image[30, 30], (0, 255, 0, 255), 0))
    }

    @Test func transformAndCenterPlaceSubviews() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = UIView(frame: CGRect(x: 40, y: 10, width: 20, height: 80))
        bar.backgroundColor = .black
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now 80 wide, 20 tall, same centre
        view.addSubview(bar)
        let image = try pixels(of: view)
        #expect(near(image[15, 50], (0, 0, 0, 255), 0))
        #expect(image[50, 15].alpha == 0)
    }

    @Test func zPositionDrawsALaterSiblingBehind() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let front = UIView(frame: view.bounds)
        front.backgroundColor = .red
        front.layer.zPosition = 1
        let back = UIView(frame: view.bounds)
        back.backgroundColor = .blue
        view.addSubview(front)
        view.addSubview(back)
        #expect(near(try pixels(of: view)[10, 10], (255, 0, 0, 255), 0))
    }

    @Test func gradientMidpointIsTheMeanOfItsEnds() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 101, height: 10))
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.addSublayer(gradient)
        let image = try pixels(of: view)
        #expect(near(image[50, 5], (128, 0, 128, 255), 2))
        #expect(near(image[0, 5], (254, 0, 1, 255), 2))
        #expect(near(image[100, 5], (1, 0, 254, 255), 2))
    }

    @Test func gradientLocationsMoveTheStops() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        gradient.locations = [0.5, 1]
        view.layer.addSublayer(gradient)
        let image = try pixels(of: view)
        #expect(near(image[5, 25], (255, 255, 255, 255), 1))
        #expect(near(image[5, 75], (128, 128, 128, 255), 3))
    }

    @Test func shapeLayerFillsAndStrokesItsPathWithDashes() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 20)).cgPath
        shape.fillColor = UIColor.yellow.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.lineDashPattern = [10, 10]
        view.layer.addSublayer(shape)
        let image = try pixels(of: view)
        #expect(near(image[50, 20], (255, 255, 0, 255), 0))
        #expect(near(image[15, 10], (0, 0, 0, 255), 0))  // the first dash along the top edge
        #expect(image[25, 9].alpha == 0)  // the first gap, outside the fill
    }

    @Test func strokeStartAndEndDrawPartOfThePath() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let shape = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 90, y: 10))
        path.move(to: CGPoint(x: 10, y: 30))
        path.addLine(to: CGPoint(x: 90, y: 30))
        shape.path = path.cgPath
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.75
        view.layer.addSublayer(shape)
        let image = try pixels(of: view)
        // 160 points of path: the first line from 40 on, the second up to 40.
        #expect(image[30, 10].alpha == 0)
        #expect(near(image[60, 10], (0, 0, 0, 255), 0))
        #expect(near(image[30, 30], (0, 0, 0, 255), 0))
        #expect(image[60, 30].alpha == 0)
    }

    @Test func maskLayerCutsTheLayerToItsShape() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.backgroundColor = .red
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: view.bounds).cgPath
        view.layer.mask = circle
        let image = try pixels(of: view)
        #expect(image[3, 3].alpha == 0)
        #expect(near(image[30, 30], (255, 0, 0, 255), 0))
    }

    @Test func shadowDarkensAroundTheShapeAndFadesWithDistance() throws {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        outer.addSubview(card)
        let image = try pixels(of: outer)
        let near1 = image[50, 72].red
        let far = image[50, 90].red
        #expect(near1 < 200)
        #expect(far > near1)
        #expect(near(image[50, 99], (255, 255, 255, 255), 3))
        #expect(near(image[50, 50], (255, 255, 255, 255), 0))
        // Offset downwards: darker below the card than above it.
        #expect(image[50, 74].red < image[50, 26].red)
    }

    @Test func masksToBoundsHidesTheShadowAsCoreAnimationDoes() throws {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.masksToBounds = true
        outer.addSubview(card)
        #expect(try pixels(of: outer)[30, 44].alpha == 0)
    }

    @Test func shadowPathShapesTheShadowOfAViewWithoutBackground() throws {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0.5
        card.layer.shadowOffset = .zero
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: -10, y: 0, width: 5, height: 20)).cgPath
        outer.addSubview(card)
        let image = try pixels(of: outer)
        #expect(image[12, 30].alpha > 200)
        #expect(image[30, 30].alpha == 0)
    }

    @Test func dynamicColoursResolveForTheAppearance() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        #expect(near(try pixels(of: view, appearance: .light)[5, 5], (255, 255, 255, 255), 0))
        #expect(near(try pixels(of: view, appearance: .dark)[5, 5], (0, 0, 0, 255), 0))
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .green : .red }
        view.backgroundColor = custom
        #expect(near(try pixels(of: view, appearance: .dark)[5, 5], (0, 255, 0, 255), 0))
        view.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .light)
        #expect(near(try pixels(of: view, appearance: .dark)[5, 5], (255, 0, 0, 255), 0))
    }

    @Test func visualEffectViewIsATranslucentFill() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .black
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = view.bounds
        view.addSubview(blur)
        let pixel = try pixels(of: view)[10, 10]
        // 0.75 × 0.97 white over black.
        #expect(near(pixel, (186, 186, 186, 255), 2))
    }

    @Test func drawingIsByteIdenticalAcrossRuns() throws {
        func png() throws -> Data {
            let cell = CellFixtures.card(title: "Determinism", subtitle: "same bytes every run")
            return try ViewCapture().image(of: cell, renderer: LayerRenderer(scale: 2)).image.pngData()
        }
        #expect(try png() == png())
    }
}
