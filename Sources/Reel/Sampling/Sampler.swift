import CollectionLayout
import Foundation

/// The frames of `scene`: for each frame its index, time and every pane's content offset.
///
/// - Parameters:
///   - scene: The scene whose tracks to sample.
///   - collectionViews: One collection view per pane, in pane order, with its layout installed
///     and configured; `start`, `end` and page sizes are read from them after `layoutIfNeeded()`.
/// - Returns: At least one frame. With per-pane tracks of different lengths the longest decides
///   the count and shorter tracks hold their last offset.
/// - Throws: ``SceneError`` at the track's location when a track cannot be sampled.
public func samples(for scene: Scene, collectionViews: [CollectionView]) throws -> [FrameSample] {
    throw SceneError(file: scene.sourceFile ?? scene.name, message: "sampling is not implemented yet")
}
