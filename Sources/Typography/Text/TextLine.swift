/// One line of text as it is set: its characters and how wide they are.
public struct TextLine: Sendable, Hashable {
    /// The line's characters, without the spaces at which it was broken.
    public var text: Substring
    /// The line's width in points: the sum of its glyphs' advances (trailing spaces excluded).
    public var width: Double

    /// A line of `text`, `width` points wide.
    public init(text: Substring, width: Double) {
        self.text = text
        self.width = width
    }
}
