import Foundation
import Testing
import UIKit

/// `UIDevice`, the selector-based `Timer` and `NotificationCenter` calls, `willMove(toWindow:)`
/// and `CALayer.animationKeys()`: what UIKit code such as a paging carousel calls beside its
/// layout (FSPagerView checks the device's idiom, starts an auto-scroll timer when its view
/// enters a window, and watches for orientation changes).
@Suite(.serialized) struct DeviceAndSelectorTests {
    @Test func theDeviceIsAnIPhoneInTheMainScreensOrientation() {
        let device = UIDevice.current
        #expect(device.model == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.orientation == .portrait)
        #expect(device.orientation.isPortrait && device.orientation.isValidInterfaceOrientation)
        #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation && UIDeviceOrientation.faceUp.isFlat)
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3 && UIDeviceOrientation.faceDown.rawValue == 6)
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    final class Pager {
        var timer: Timer?
        var flips = 0
        var rotations = 0
        func flipNext(sender: Timer?) { flips += 1 }
        func didReceiveNotification(notification: Notification) { rotations += 1 }
    }

    @Test func selectorTimersAndObserversKeepTheirShapeAndCallNothing() throws {
        let pager = Pager()
        // What the adapter makes of `#selector(self.flipNext(sender:))`.
        let timer = Timer.scheduledTimer(
            timeInterval: 3, target: pager, selector: Selector("flipNextWithSender:"), userInfo: nil, repeats: true)
        pager.timer = timer
        #expect(timer.isValid)
        #expect(timer.timeInterval == 3)
        RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        timer.invalidate()
        #expect(!timer.isValid)
        #expect(pager.flips == 0)
        // A timer that does not repeat reports an interval of 0, as Foundation documents.
        let unscheduled = Timer(timeInterval: 0.5, target: pager, selector: Selector("flipNext"), userInfo: nil, repeats: false)
        #expect(unscheduled.timeInterval == 0)
        #expect(unscheduled.isValid)
        let center = NotificationCenter()
        center.addObserver(
            pager, selector: Selector("didReceiveNotificationWithNotification:"),
            name: UIDevice.orientationDidChangeNotification, object: nil)
        center.post(name: UIDevice.orientationDidChangeNotification, object: nil)
        #expect(pager.rotations == 0)
        center.removeObserver(pager)
    }

    final class Recorder: UIView {
        var log: [String] = []
        let label: String
        init(_ label: String) {
            self.label = label
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            Recorder.shared.append("\(label) will \(newWindow == nil ? "leave" : "enter")")
        }
        override func didMoveToWindow() {
            super.didMoveToWindow()
            Recorder.shared.append("\(label) did \(window == nil ? "leave" : "enter")")
        }
        nonisolated(unsafe) static var shared: [String] = []
    }

    @Test func viewsAreToldWhenTheirWindowChanges() {
        Recorder.shared = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView()
        window.addSubview(container)
        let pager = Recorder("pager")
        let cell = Recorder("cell")
        pager.addSubview(cell)
        #expect(Recorder.shared.isEmpty)  // no window yet
        container.addSubview(pager)
        #expect(Recorder.shared == ["pager will enter", "cell will enter", "pager did enter", "cell did enter"])
        // Moving within the same window changes no window.
        Recorder.shared = []
        let other = UIView()
        window.addSubview(other)
        other.addSubview(pager)
        #expect(Recorder.shared.isEmpty)
        pager.removeFromSuperview()
        #expect(Recorder.shared == ["pager will leave", "cell will leave", "pager did leave", "cell did leave"])
        #expect(UIView().layer.animationKeys() == nil)
    }
}
