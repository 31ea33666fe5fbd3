import Testing
import UIKit

/// The headless views, layers, screen, traits and gestures, with UIKit's defaults and rules.
@Suite struct UIKitViewTests {
    @Test func viewFrameDerivesFromCentreBoundsAndTransform() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // The frame is the transformed bounding box about the centre; bounds and centre stay.
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.layer.transform.m11 == 2)
        view.transform = .identity
        view.alpha = 0.5
        view.isHidden = true
        #expect(view.layer.opacity == 0.5 && view.layer.isHidden)
        #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func viewDefaultsAreUIKits() {
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.safeAreaInsets == .zero)
        #expect(view.alpha == 1 && !view.isHidden && !view.clipsToBounds && view.tag == 0)
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(view.layer.shadowOpacity == 0 && view.layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(view.layer.shadowRadius == 3 && view.layer.zPosition == 0)
    }

    @Test func hierarchyAndTraitsFlowDownToSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        child.tag = 7
        parent.addSubview(child)
        #expect(child.superview === parent && parent.subviews.count == 1 && parent.viewWithTag(7) === child)
        #expect(parent.layer.sublayers?.first === child.layer)
        parent.overrideTraitCollection = UITraitCollection(
            traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(layoutDirection: .rightToLeft)])
        #expect(child.traitCollection.displayScale == 2)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        child.removeFromSuperview()
        #expect(child.superview == nil && parent.subviews.isEmpty)
    }

    @Test func screenAndApplicationHaveAPhonesDefaults() {
        #expect(UIScreen.main.bounds.width == 390 && UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        let traits = UIScreen.main.traitCollection
        #expect(traits.userInterfaceIdiom == .phone && traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular && traits.displayScale == 3)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    @Test func gestureRecognizersExistAndNeverFire() {
        final class Handler: NSObject {
            var fired = false
            func handle(_ sender: UIPanGestureRecognizer) { fired = true }
        }
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("handle:"))
        let view = UIView()
        view.addGestureRecognizer(pan)
        #expect(pan.view === view && pan.state == .possible && pan.targets.count == 1)
        #expect(pan.translation(in: view) == .zero && pan.velocity(in: view) == .zero)
        #expect(!handler.fired)
        #expect(UILongPressGestureRecognizer().minimumPressDuration == 0.5)
    }

    @Test func coloursFontsAndInsetsHaveUIKitsValues() {
        #expect(UIColor.orange.cgColor.components == [1, 0.5, 0, 1])
        #expect(UIColor.black.withAlphaComponent(0.3).alpha == 0.3)
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor.red)
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(font.pointSize == 17 && font.weight == .semibold && font.withSize(12).pointSize == 12)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(
            rect.inset(by: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
                == CGRect(x: 20, y: 10, width: 40, height: 60))
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional.edgeInsets(in: .rightToLeft) == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(CGVector(dx: 3, dy: 4).dx == 3 && CGVector.zero == CGVector(dx: 0, dy: 0))
    }
}
