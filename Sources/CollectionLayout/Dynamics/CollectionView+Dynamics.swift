import Foundation

extension CollectionView {
    /// Advances the dynamic animators of the installed layout (those made with
    /// `UIDynamicAnimator(collectionViewLayout:)`) to scene time `time`, in seconds from the
    /// first frame — LayoutReel's stand-in for the display link that drives UIKit's animators.
    ///
    /// The scene runtime calls it for every frame after setting the frame's content offset and
    /// before the layout pass; frames must come in order for the simulation to be the same on
    /// every run (an earlier time does nothing). A layout without animators is not touched.
    public func advanceDynamics(to time: TimeInterval) {
        let layout = collectionViewLayout
        layout.dynamicsTime = time
        layout.dynamicAnimators.removeAll { $0.animator == nil }
        for reference in layout.dynamicAnimators { reference.animator?.advance(to: time) }
    }
}
