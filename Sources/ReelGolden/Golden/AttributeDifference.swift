/// One way a frame's layout attributes differ from the golden's: one changed attribute.
public struct AttributeDifference: Sendable, Hashable, CustomStringConvertible {
    /// The name of the pane the difference is in.
    public var pane: String
    /// The element (`cell 0-3`, `header 0-0`), or nil for the pane itself.
    public var element: String?
    /// What differs: `frame.y`, `frame` (several of its components), `transform`, `alpha`,
    /// `element`, `draw order`, ….
    public var field: String
    /// The golden's value, as text (numbers rounded to what tells the two values apart).
    public var expected: String
    /// The frame's value, as text.
    public var actual: String

    /// A difference in `field` of `element` (nil for the pane itself) of pane `pane`, from
    /// `expected` to `actual`.
    public init(pane: String, element: String?, field: String, expected: String, actual: String) {
        self.pane = pane
        self.element = element
        self.field = field
        self.expected = expected
        self.actual = actual
    }

    init(pane: String, element: String?, change: AttributeComparison.Change) {
        self.init(pane: pane, element: element, field: change.field, expected: change.expected, actual: change.actual)
    }

    /// `'list' cell 0-3: frame.y 120.5 → 121` (the pane's name quoted, then the element).
    public var description: String { text(showingPane: true) }

    /// The difference as one line; without the pane's name (`cell 0-3: frame.y 120.5 → 121`)
    /// when `showingPane` is false, as in frames of one pane.
    public func text(showingPane: Bool) -> String {
        let subject = [showingPane ? "'\(pane)'" : nil, element].compactMap { $0 }.joined(separator: " ")
        return (subject.isEmpty ? "" : subject + ": ") + "\(field) \(expected) → \(actual)"
    }
}
