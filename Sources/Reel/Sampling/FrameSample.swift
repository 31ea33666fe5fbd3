import Foundation

/// One frame of a scene: its index, its time and the content offset of every pane.
public struct FrameSample: Hashable, Sendable, Codable {
    /// The frame's number, from 0.
    public var index: Int
    /// Seconds from the first frame: `index / fps`.
    public var time: Double
    /// One content offset per pane, in pane order.
    public var offsets: [CGPoint]

    /// A frame from its values.
    public init(index: Int, time: Double, offsets: [CGPoint]) {
        self.index = index
        self.time = time
        self.offsets = offsets
    }
}
