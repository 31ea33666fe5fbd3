import Foundation
import HeadlessUI

// The selector-based Foundation calls UIKit code makes (`#selector`, which the source adapter
// spells `Selector("…")`). Linux has no Objective-C dispatch to call a selector with, so these
// keep the call's shape and schedule nothing that would call the target: headlessly, UIKit posts
// no notifications (orientation, keyboard) and a preview does not wait for timers.

extension NotificationCenter {
    /// UIKit code's `addObserver(_:selector:name:object:)`: accepted, and the observer is not
    /// called. Block-based observers (`addObserver(forName:object:queue:using:)`) are called.
    public func addObserver(
        _ observer: Any, selector aSelector: HeadlessUI.Selector, name aName: NSNotification.Name?,
        object anObject: Any?
    ) {}
}

extension Timer {
    /// A timer with the target-action form's interval and repetition whose firing calls nothing
    /// (there is no Objective-C dispatch to call `aSelector` on `aTarget`).
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: HeadlessUI.Selector,
        userInfo: Any?, repeats yesOrNo: Bool
    ) {
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
    }

    /// ``init(timeInterval:target:selector:userInfo:repeats:)``, added to the current run loop
    /// in its default mode as UIKit's is; firing calls nothing.
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: HeadlessUI.Selector,
        userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
