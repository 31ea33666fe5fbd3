import Foundation
import Testing
import UIKit

/// What public UIKit files call beside their layouts and that failed to compile before: Core
/// Animation's key-value coding on layers (PVView's actions set `transform.rotation.z`,
/// `transform.scale` and `transform.translation`), `UICubicTimingParameters` and the property
/// animator, image contexts (JZCalendarWeekView's `UIView.snapshot`), and compositional
/// factories that return `Self` (an `NSCollectionLayoutDimension` extension).
@Suite(.serialized) struct AnimationAndDrawingAPITests {
    @Test func transformKeyPathsSetTheirFieldAndKeepTheOthers() throws {
        let layer = CALayer()
        layer.setValue(2.0, forKeyPath: "transform.scale")
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(CGPoint(x: 30, y: -10), forKeyPath: "transform.translation")
        // Scale 2, then a quarter turn, then (30, −10): (1, 0) goes to (0, 2) + (30, −10).
        let point = CGPoint(x: 1, y: 0).applying(CATransform3DGetAffineTransform(layer.transform))
        #expect(abs(point.x - 30) < 1e-9 && abs(point.y - -8) < 1e-9)
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
        let rotation = try #require(layer.value(forKeyPath: "transform.rotation") as? CGFloat)
        #expect(abs(rotation - CGFloat.pi / 2) < 1e-12)
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 30, height: -10))

        // Setting the rotation again keeps the scale and the translation.
        layer.setValue(0, forKeyPath: "transform.rotation.z")
        #expect(
            CATransform3DGetAffineTransform(layer.transform)
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 30, ty: -10))
        layer.setValue(Float(0.5), forKeyPath: "transform.scale.y")
        #expect(layer.transform.m22 == 0.5 && layer.transform.m11 == 2)
        layer.setValue(NSNumber(value: 4), forKeyPath: "transform.translation.x")
        #expect(layer.transform.m41 == 4 && layer.transform.m42 == -10)
    }

    @Test func propertyKeysSetThePropertyAndOtherKeysAreKept() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 5, y: 6), forKey: "position")
        layer.setValue(0.25, forKey: "opacity")
        layer.setValue(12, forKeyPath: "cornerRadius")
        layer.setValue(40.0, forKeyPath: "bounds.size.width")
        layer.setValue("card-7", forKey: "identifier")
        #expect(layer.position == CGPoint(x: 5, y: 6))
        #expect(layer.opacity == 0.25)
        #expect(layer.cornerRadius == 12)
        #expect(layer.bounds.width == 40)
        #expect(layer.value(forKey: "identifier") as? String == "card-7")
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 6)
        #expect(layer.value(forKey: "nothing") == nil)
        // A value of the wrong type changes nothing (Core Animation would raise).
        layer.setValue("wide", forKey: "opacity")
        #expect(layer.opacity == 0.25)
    }

    @Test func cubicTimingParametersHaveCoreAnimationsControlPoints() {
        #expect(UICubicTimingParameters().controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(UICubicTimingParameters(animationCurve: .linear).controlPoint1 == .zero)
        let custom = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.1, y: 1))
        #expect(custom.timingCurveType == .cubic && custom.cubicTimingParameters === custom)
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(spring.dampingRatio == 0.5)
        #expect(UISpringTimingParameters(dampingRatio: 1).damping == 20)
    }

    @Test func aPropertyAnimatorRunsItsAnimationsAndCompletesAtTheEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: UICubicTimingParameters())
        animator.addAnimations { view.alpha = 0.25 }
        animator.addCompletion { positions.append($0) }
        #expect(view.alpha == 1 && animator.state == .inactive)
        animator.startAnimation()
        #expect(view.alpha == 0.25)
        #expect(positions == [.end])
        #expect(animator.fractionComplete == 1 && !animator.isRunning)
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.curveEaseOut]) {
            view.center = CGPoint(x: 50, y: 60)
        }
        #expect(view.center == CGPoint(x: 50, y: 60))
        var finished = false
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
            options: [.beginFromCurrentState, .allowUserInteraction], animations: { view.alpha = 0.75 }
        ) { finished = $0 }
        #expect(view.alpha == 0.75 && finished)
    }

    @Test func anImageContextMakesAnImageOfItsSizeAndScale() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 3)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.translateBy(x: 10, y: 20)
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(translationX: 10, y: 20))
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 120, height: 80) && image.scale == 3)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)

        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 40))
        var sawContext = false
        let drawn = renderer.image { context in
            context.cgContext.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            #expect(context.cgContext.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5))
            sawContext = UIGraphicsGetCurrentContext() === context.cgContext
        }
        #expect(sawContext && drawn.size == CGSize(width: 30, height: 40))
    }

    final class Board: UIView, UIGestureRecognizerDelegate {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func gestureDelegatesSnapshotsAndScrollSettingsCompileAndAnswerAsUIKit() throws {
        let board = Board(frame: CGRect(x: 4, y: 8, width: 40, height: 30))
        let pan = UIPanGestureRecognizer(target: board, action: nil)
        pan.delegate = board
        #expect(!board.gestureRecognizerShouldBegin(pan))
        #expect(UIView().gestureRecognizerShouldBegin(pan))
        #expect(!board.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pan), "UIKit's default")
        board.backgroundColor = .red
        let snapshot = try #require(board.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == board.frame && snapshot.backgroundColor == .red && snapshot !== board)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.isDirectionalLockEnabled = true
        collectionView.maximumZoomScale = 3
        #expect(collectionView.isDirectionalLockEnabled && collectionView.zoomScale == 1)
    }

    @Test func compositionalFactoriesReturnSelfSoExtensionsCanToo() {
        let half = NSCollectionLayoutDimension.half
        #expect(half.isFractionalWidth && half.dimension == 0.5)
        #expect(NSCollectionLayoutSpacing.gap.spacing == 8)
    }
}

extension NSCollectionLayoutDimension {
    /// As a compositional playground writes it: a factory of `Self` built on UIKit's own.
    static var half: Self { .fractionalWidth(0.5) }
}

extension NSCollectionLayoutSpacing {
    static var gap: Self { .fixed(8) }
}

@Suite struct ObjectiveCEraNamesTests {
    @Test func nsIndexPathHasUIKitsItemRowAndSection() {
        let path = NSIndexPath(item: 4, section: 2)
        #expect(path.item == 4 && path.section == 2 && path.row == 4)
        #expect(NSIndexPath(row: 7, section: 1).item == 7)
        let bridged = path as IndexPath
        #expect(bridged == IndexPath(item: 4, section: 2))
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude && CGFloat(MAXFLOAT) > 1e38)
    }
}
