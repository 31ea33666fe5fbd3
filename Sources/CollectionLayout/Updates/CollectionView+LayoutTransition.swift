import Foundation

extension CollectionView {
    /// ``setCollectionViewLayout(_:animated:completion:)``'s work.
    func installLayout(_ layout: CollectionViewLayout, completion: ((Bool) -> Void)?) {
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

    /// ``startInteractiveTransition(to:completion:)``'s work.
    func beginInteractiveTransition(
        to layout: CollectionViewLayout, completion: ((Bool, Bool) -> Void)?
    ) -> CollectionViewTransitionLayout {
        let transition = CollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
        transition.interactiveCompletion = completion
        collectionViewLayout.prepareForTransition(to: layout)
        layout.prepareForTransition(from: collectionViewLayout)
        collectionViewLayout = transition
        return transition
    }

    /// ``finishInteractiveTransition()``'s work.
    func endInteractiveTransition() {
        guard let transition = collectionViewLayout as? CollectionViewTransitionLayout else { return }
        collectionViewLayout = transition.nextLayout
        layoutIfNeeded()
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        transition.interactiveCompletion?(true, true)
    }

    /// ``cancelInteractiveTransition()``'s work.
    func revertInteractiveTransition() {
        guard let transition = collectionViewLayout as? CollectionViewTransitionLayout else { return }
        collectionViewLayout = transition.currentLayout
        layoutIfNeeded()
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        transition.interactiveCompletion?(true, false)
    }
}
