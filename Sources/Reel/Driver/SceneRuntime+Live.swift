import CollectionLayout
import Foundation

extension SceneRuntime {
    /// The motion of pane `pane` after a finger lifts at `offset` with `velocity` (points per
    /// millisecond), as UIKit runs it: the view's deceleration rate, its paging, and otherwise
    /// the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// (`CollectionView.fling(from:velocity:)`). A scene whose layouts run in another process
    /// asks that process (``SceneFrameSource/fling(pane:from:velocity:)``).
    ///
    /// The live page calls it on release; the view is left at `offset`.
    ///
    /// - Throws: ``ReelError/invalidOption(_:)`` for a pane the scene does not have; what the
    ///   external source throws.
    public func fling(pane: Int, from offset: CGPoint, velocity: CGPoint) throws -> FlingPath {
        if let external { return try external.fling(pane: pane, from: offset, velocity: velocity) }
        guard collectionViews.indices.contains(pane) else {
            throw ReelError.invalidOption("pane \(pane) does not exist; the scene has \(collectionViews.count)")
        }
        return FlingPath(collectionViews[pane].fling(from: offset, velocity: velocity))
    }

    /// Whether pane `pane`'s collection view pages (`isPagingEnabled`), or nil when its layout
    /// runs in another process (the fling there still pages).
    public func isPaging(pane: Int) -> Bool? {
        collectionViews.indices.contains(pane) ? collectionViews[pane].isPagingEnabled : nil
    }
}

extension SceneFrameSource {
    /// Refuses: a source that cannot fling says so (the preview child's source answers).
    public func fling(pane: Int, from offset: CGPoint, velocity: CGPoint) throws -> FlingPath {
        throw ReelError.invalidOption("this scene's layouts run elsewhere and cannot be flung live")
    }
}
