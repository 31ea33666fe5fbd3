import HeadlessUI

#if !canImport(Darwin)
    /// Objective-C's `Selector`, which `import UIKit` brings in through Foundation on Apple
    /// platforms: the name of an action (`Selector("handlePan:")`, what the source adapter writes
    /// for `#selector(handlePan(_:))`). Headlessly no action is ever sent.
    public typealias Selector = HeadlessUI.Selector
#endif
