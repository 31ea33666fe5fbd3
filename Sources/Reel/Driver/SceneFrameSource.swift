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
}
