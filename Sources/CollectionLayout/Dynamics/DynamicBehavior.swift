import Foundation

/// UIKit's `UIDynamicBehavior`: the base class of the behaviours a ``DynamicAnimator`` runs.
///
/// A behaviour may group child behaviours; `action` runs after every simulation step, as
/// UIKit's does. Subclasses here: ``AttachmentBehavior``.
open class DynamicBehavior: NSObject {
    /// The behaviours added with ``addChildBehavior(_:)``, in order.
    open private(set) var childBehaviors: [DynamicBehavior] = []
    /// Called after every simulation step while the behaviour is in an animator.
    open var action: (() -> Void)?
    /// The animator the behaviour was added to (nil when it is not in one).
    open internal(set) weak var dynamicAnimator: DynamicAnimator?

    /// A behaviour without children.
    public override init() {
        super.init()
    }

    /// Adds `behavior` as a child; it runs whenever this behaviour runs.
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
    }

    /// Removes the child `behavior`.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
    }

    /// Called when the behaviour is added to (`animator` set) or removed from (nil) an animator.
    open func willMove(toAnimator dynamicAnimator: DynamicAnimator?) {}

    /// The dynamic items this behaviour moves (none for the base class).
    var movedItems: [DynamicItem] { [] }

    /// Applies this behaviour's forces for one step of `interval` seconds. The base class
    /// applies none.
    func step(_ interval: Double, in state: DynamicAnimator.State) {}
}
