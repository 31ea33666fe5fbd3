import Canvas
import Foundation

/// A box-and-arrow diagram as values: labelled boxes at fixed places and arrows between them.
/// The docs' architecture pictures are drawn from these with ``BoxDiagramRenderer``.
public struct BoxDiagram: Sendable, Hashable {
    /// One box: a rounded rectangle with a bold title and smaller lines under it.
    public struct Box: Sendable, Hashable {
        /// The name arrows refer to.
        public var id: String
        /// The heading, drawn centred at 13 points; `id` unless given.
        public var title: String
        /// Smaller (10-point) lines centred under the title, top to bottom; title and lines
        /// together are centred vertically in the box.
        public var lines: [String]
        /// Where the box sits, in the diagram's points (origin top-left).
        public var frame: CGRect
        /// The box's fill; the outline is always the diagram's ink at 55 % opacity.
        public var fill: Color

        /// A box called `id` at `frame`, titled `title` (or `id` when nil), with `lines` under it.
        public init(_ id: String, title: String? = nil, lines: [String] = [], frame: CGRect, fill: Color) {
            self.id = id
            self.title = title ?? id
            self.lines = lines
            self.frame = frame
            self.fill = fill
        }
    }

    /// An arrow from one box's edge to another's, along the line between their centres, with an
    /// optional label at its middle.
    public struct Arrow: Sendable, Hashable {
        /// The ``Box/id`` of the box the arrow starts at.
        public var from: String
        /// The ``Box/id`` of the box the arrowhead points at.
        public var to: String
        /// Text drawn on a white patch at the arrow's middle, or nil for none.
        public var label: String?
        /// Whether the shaft is drawn dashed (5 points on, 4 off) rather than solid.
        public var dashed: Bool

        /// An arrow from box `from` to box `to`, optionally labelled and dashed.
        public init(_ from: String, _ to: String, label: String? = nil, dashed: Bool = false) {
            self.from = from
            self.to = to
            self.label = label
            self.dashed = dashed
        }
    }

    /// Drawing width in points (SVG pixels).
    public var width: Double
    /// Drawing height in points.
    public var height: Double
    /// A heading drawn at the top left, or nil for none.
    public var title: String?
    /// The boxes, drawn in order over the arrows.
    public var boxes: [Box]
    /// The arrows, drawn first so that boxes cover their ends.
    public var arrows: [Arrow]
    /// Free text (captions), drawn left-aligned at their points.
    public var notes: [Note]

    /// A line of free text at a point.
    public struct Note: Sendable, Hashable {
        /// The caption, drawn at 11 points in the diagram's subtle ink.
        public var text: String
        /// Where the text starts, in the diagram's points: its left edge, with the text centred
        /// vertically on this point.
        public var at: CGPoint

        /// A note reading `text` starting at `at`.
        public init(_ text: String, at: CGPoint) {
            self.text = text
            self.at = at
        }
    }

    /// A `width` × `height` diagram of `boxes` joined by `arrows`, with an optional title and notes.
    public init(
        width: Double, height: Double, title: String? = nil, boxes: [Box], arrows: [Arrow], notes: [Note] = []
    ) {
        self.width = width
        self.height = height
        self.title = title
        self.boxes = boxes
        self.arrows = arrows
        self.notes = notes
    }

    /// The box called `id`.
    public func box(_ id: String) -> Box? {
        boxes.first { $0.id == id }
    }

    /// Where the segment from `rect`'s centre towards `target` leaves `rect`.
    static func exit(from rect: CGRect, towards target: CGPoint) -> CGPoint {
        let centre = CGPoint(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
        let dx = target.x - centre.x
        let dy = target.y - centre.y
        guard dx != 0 || dy != 0 else { return centre }
        let sx = dx == 0 ? Double.infinity : (rect.size.width / 2) / abs(dx)
        let sy = dy == 0 ? Double.infinity : (rect.size.height / 2) / abs(dy)
        let s = min(sx, sy, 1)
        return CGPoint(x: centre.x + dx * s, y: centre.y + dy * s)
    }
}
