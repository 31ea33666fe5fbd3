import Foundation
import HeadlessUI

/// UIKit's `UIDynamicItem`: an object a ``DynamicAnimator`` moves — its centre (and, in UIKit,
/// its rotation) follow the simulation; its bounds give its size.
///
/// Class-bound, as UIKit's `@objc` protocol is, so `item.center.x += 10` compiles on an
/// `item: UIDynamicItem` constant. ``CollectionViewLayoutAttributes`` and ``View`` conform, as
/// `UICollectionViewLayoutAttributes` and `UIView` do in UIKit.
public protocol DynamicItem: AnyObject {
    /// The item's centre, in the animator's coordinates; the animator writes it every step.
    var center: CGPoint { get set }
    /// The item's bounds; only the size is read.
    var bounds: CGRect { get }
    /// The item's transform (the simulation here never rotates an item; see docs/uidynamics.md).
    var transform: CGAffineTransform { get set }
}

extension CollectionViewLayoutAttributes: DynamicItem {}

extension View: DynamicItem {}
