import Foundation

/// The frames of a scene whose layouts run elsewhere (``SwiftLayoutHost``): its samples, and the
/// state at any sample.
public protocol SceneFrameSource: AnyObject {
    /// Every frame's index, time and per-pane offsets, in frame order.
    var samples: [FrameSample] { get }
    /// Every pane's content size and bounds size once the layouts are built, in pane order.
    var paneSizes: [(contentSize: CGSize, boundsSize: CGSize)] { get }
    /// Every pane's state at `sample`'s offsets, as ``SceneRuntime/frame(for:)`` gives it.
    func frame(for sample: FrameSample) throws -> FrameState
    /// The fling of pane `pane` released at `offset` with `velocity` (points per millisecond),
    /// computed where the layouts run (``SceneRuntime/fling(pane:from:velocity:)``); the default
    /// refuses.
    func fling(pane: Int, from offset: CGPoint, velocity: CGPoint) throws -> FlingPath
}
