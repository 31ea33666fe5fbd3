import Foundation

/// One frame of a scene: its index, its time, the content offset of every pane and the own
/// offsets of the orthogonal sections that section tracks move.
public struct FrameSample: Hashable, Sendable, Codable {
    /// The frame's number, from 0.
    public var index: Int
    /// Seconds from the first frame: `index / fps`.
    public var time: Double
    /// One content offset per pane, in pane order.
    public var offsets: [CGPoint]
    /// Per pane, the own offsets of the compositional sections that the pane's `sectionTracks`
    /// move (section → points along the section's orthogonal axis); nil when no pane has any.
    public var sectionOffsets: [[Int: Double]]?

    /// A frame from its values.
    public init(index: Int, time: Double, offsets: [CGPoint], sectionOffsets: [[Int: Double]]? = nil) {
        self.index = index
        self.time = time
        self.offsets = offsets
        self.sectionOffsets = sectionOffsets
    }
}
