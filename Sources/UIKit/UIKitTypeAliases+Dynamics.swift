import CollectionLayout

#if !canImport(Darwin)
    /// UIKit's `UIDynamicAnimator`, headless and stepped on the frame clock (docs/uidynamics.md).
    public typealias UIDynamicAnimator = DynamicAnimator
    /// UIKit's `UIDynamicBehavior`.
    public typealias UIDynamicBehavior = DynamicBehavior
    /// UIKit's `UIAttachmentBehavior`: anchor and item attachments, springs and rigid rods.
    public typealias UIAttachmentBehavior = AttachmentBehavior
    /// UIKit's `UIDynamicItem` (class-bound; layout attributes and views conform).
    public typealias UIDynamicItem = DynamicItem
#endif
