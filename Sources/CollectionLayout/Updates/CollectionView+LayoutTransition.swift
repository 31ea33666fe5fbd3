import Foundation

extension CollectionView {
    /// Installs `layout` as UIKit does a layout change: the old layout's
    /// `prepareForTransition(to:)`, the new layout's `prepareForTransition(from:)`, the swap (the
    /// new layout is invalidated with `invalidateEverything`), a layout pass, then
    /// `finalizeLayoutTransition()` on both; `completion(true)`. Headlessly the change is
    /// immediate; `animated` is accepted for UIKit compatibility.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = collectionViewLayout
        guard old !== layout else {
            completion?(true)
            return
        }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = layout
        layoutIfNeeded()
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        completion?(true)
    }

    /// Starts an interactive transition to `layout`: installs a ``CollectionViewTransitionLayout``
    /// from the current layout at progress 0 and returns it. Set its progress, then call
    /// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``; `completion` is
    /// then called with `(true, finished)` (UIKit's `completed`, `finished`).
    @discardableResult
    public func startInteractiveTransition(
        to layout: CollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil
    ) -> CollectionViewTransitionLayout {
        let transition = CollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
        transition.interactiveCompletion = completion
        collectionViewLayout.prepareForTransition(to: layout)
        layout.prepareForTransition(from: collectionViewLayout)
        collectionViewLayout = transition
        return transition
    }

    /// Ends an interactive transition at its next layout.
    public func finishInteractiveTransition() {
        guard let transition = collectionViewLayout as? CollectionViewTransitionLayout else { return }
        collectionViewLayout = transition.nextLayout
        layoutIfNeeded()
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        transition.interactiveCompletion?(true, true)
    }

    /// Ends an interactive transition back at its current layout.
    public func cancelInteractiveTransition() {
        guard let transition = collectionViewLayout as? CollectionViewTransitionLayout else { return }
        collectionViewLayout = transition.currentLayout
        layoutIfNeeded()
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        transition.interactiveCompletion?(true, false)
    }
}
