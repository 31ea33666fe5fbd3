import Canvas

/// How an ``AppearanceLayer`` of a given role is coloured (`overlay`, `image`, `title`, …).
public struct LayerStyle: Hashable, Sendable {
    /// The layer's fill, or nil for none (a text-only layer).
    public var fill: Color?
    /// The colour of the layer's text, or nil to use the element's label colour.
    public var textColor: Color?

    /// A style with `fill` and `textColor`; nil leaves out the fill and uses the default text colour.
    public init(fill: Color? = nil, textColor: Color? = nil) {
        self.fill = fill
        self.textColor = textColor
    }

    /// The style of a role the scene does not mention: a translucent dark fill, white text.
    public static let fallback = LayerStyle(fill: Color(red: 0, green: 0, blue: 0, alpha: 0.25), textColor: .white)

    /// The built-in roles' styles: `overlay` black, `image` grey, `title` and `label` white text
    /// without a fill.
    public static let defaults: [String: LayerStyle] = [
        "overlay": LayerStyle(fill: .black, textColor: nil),
        "image": LayerStyle(fill: Color(red255: 142, green: 142, blue: 147), textColor: nil),
        "title": LayerStyle(fill: nil, textColor: .white),
        "label": LayerStyle(fill: nil, textColor: .white),
    ]
}
