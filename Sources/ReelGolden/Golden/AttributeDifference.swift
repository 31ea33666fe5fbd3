/// One way a frame's layout attributes differ from the golden's.
public struct AttributeDifference: Sendable, Hashable, CustomStringConvertible {
    /// The name of the pane the difference is in.
    public var pane: String
    /// The element (`cell 0-3`, `header 0-0`), or nil for the pane itself.
    public var element: String?
    /// What differs: `frame.y`, `alpha`, `missing`, `draw order`, ….
    public var field: String
    /// The golden's value, as text.
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

    /// `pane list, cell 0-3: frame.y 120.5 → 121`.
    public var description: String {
        "pane \(pane)\(element.map { ", \($0)" } ?? ""): \(field) \(expected) → \(actual)"
    }
}
