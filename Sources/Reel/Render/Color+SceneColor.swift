import Canvas

extension Color {
    /// The Canvas colour of a scene colour.
    ///
    /// The same components, straight alpha: what the renderer fills a cell with, and what a
    /// chart draws its line in.
    public init(_ color: SceneColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
