import Canvas

/// The canvas a frame is drawn on: its size in points, pixels per point and background.
public struct CanvasSpec: Hashable, Sendable {
    /// Width in points, > 0. Default 390.
    public var width: Double
    /// Height in points, > 0. Default 844.
    public var height: Double
    /// Pixels per point, > 0. Default 2.
    public var scale: Double
    /// The colour under every pane. Default white.
    public var background: Color

    /// A canvas of `width × height` points (an iPhone-sized 390 × 844 by default) at `scale`
    /// pixels per point on `background`.
    public init(width: Double = 390, height: Double = 844, scale: Double = 2, background: Color = .white) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }
}
