/// One frame as the dump writes it: `{"index", "time", "panes": [...]}`, panes in scene order.
public struct FrameRecord: Sendable, Hashable, Codable {
    /// The frame's number, from 0.
    public var index: Int
    /// Seconds from the start.
    public var time: Double
    /// Every pane at this frame's offsets.
    public var panes: [PaneRecord]

    /// A record from its values.
    public init(index: Int, time: Double, panes: [PaneRecord]) {
        self.index = index
        self.time = time
        self.panes = panes
    }

    /// The record of a frame's state.
    public init(_ frame: FrameState) {
        self.init(index: frame.index, time: frame.time, panes: frame.panes.map(PaneRecord.init))
    }
}
