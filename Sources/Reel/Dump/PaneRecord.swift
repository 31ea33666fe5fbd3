import Foundation

/// One pane at one sampled offset as the dump writes it.
///
/// `{"name", "contentOffset": {x, y}, "contentSize": {width, height}, "elements": [...],
/// "events": [...]}`; elements in draw order; `events` (a pager's transition callbacks) only
/// when the layout reported some while moving to this offset.
public struct PaneRecord: Sendable, Hashable {
    /// The pane's name from the scene.
    public var name: String
    /// The content offset the frame was sampled at.
    public var contentOffset: CGPoint
    /// The layout's content size.
    public var contentSize: CGSize
    /// The elements in draw order.
    public var elements: [ElementSnapshot]
    /// Events the layout reported while moving to this offset; empty when none.
    public var events: [String]

    /// A record from its values.
    public init(
        name: String, contentOffset: CGPoint, contentSize: CGSize, elements: [ElementSnapshot], events: [String] = []
    ) {
        self.name = name
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.elements = elements
        self.events = events
    }

    /// The record of a pane's frame.
    public init(_ pane: PaneFrame) {
        self.init(
            name: pane.name, contentOffset: pane.contentOffset, contentSize: pane.contentSize,
            elements: pane.elements, events: pane.events)
    }
}

extension PaneRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, contentOffset, contentSize, elements, events
    }

    /// Writes the pane in the documented key order, `events` only when there are some.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(point: contentOffset, forKey: .contentOffset)
        try container.encode(size: contentSize, forKey: .contentSize)
        try container.encode(elements, forKey: .elements)
        if !events.isEmpty {
            try container.encode(events, forKey: .events)
        }
    }

    /// Reads a pane; `events` may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            contentOffset: try container.decodePoint(forKey: .contentOffset),
            contentSize: try container.decodeSize(forKey: .contentSize),
            elements: try container.decode([ElementSnapshot].self, forKey: .elements),
            events: try container.decodeIfPresent([String].self, forKey: .events) ?? [])
    }
}
