import Canvas

extension Color {
    /// The Canvas colour of a scene colour.
    init(_ color: SceneColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
