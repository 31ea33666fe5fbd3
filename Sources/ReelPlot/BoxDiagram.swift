import Canvas
import Foundation

/// A box-and-arrow diagram as values: labelled boxes at fixed places and arrows between them.
/// The docs' architecture pictures are drawn from these with ``BoxDiagramRenderer``.
public struct BoxDiagram: Sendable, Hashable {
    /// One box: a rounded rectangle with a bold title and smaller lines under it.
    public struct Box: Sendable, Hashable {
        /// The name arrows refer to.
        public var id: String
        public var title: String
        public var lines: [String]
        public var frame: CGRect
        public var fill: Color

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
        public var from: String
        public var to: String
        public var label: String?
        public var dashed: Bool

        public init(_ from: String, _ to: String, label: String? = nil, dashed: Bool = false) {
            self.from = from
            self.to = to
            self.label = label
            self.dashed = dashed
        }
    }

    public var width: Double
    public var height: Double
    public var title: String?
    public var boxes: [Box]
    public var arrows: [Arrow]
    /// Free text (captions), drawn left-aligned at their points.
    public var notes: [Note]

    /// A line of free text at a point.
    public struct Note: Sendable, Hashable {
        public var text: String
        public var at: CGPoint

        public init(_ text: String, at: CGPoint) {
            self.text = text
            self.at = at
        }
    }

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
