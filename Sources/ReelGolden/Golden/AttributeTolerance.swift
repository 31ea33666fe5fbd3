/// How far layout attributes may move before a golden frame's layout counts as changed.
public struct AttributeTolerance: Sendable, Hashable {
    /// Points, for positions and sizes: frame, center, size, transform translation, content
    /// offset and size. Default 0.01 pt.
    public var geometry: Double
    /// The most alpha may move, on its 0…1 scale. Default 0.001.
    public var alpha: Double
    /// For the unitless matrix coefficients: transform a, b, c, d and the transform3D values
    /// other than translation. Default 0.0001.
    public var matrix: Double
    /// For extra inspectable values (`values` in the dump). Default 0.001.
    public var values: Double

    /// A tolerance; the defaults suit layouts in points.
    public init(geometry: Double = 0.01, alpha: Double = 0.001, matrix: Double = 0.0001, values: Double = 0.001) {
        self.geometry = geometry
        self.alpha = alpha
        self.matrix = matrix
        self.values = values
    }

    /// The defaults: 0.01 pt, alpha 0.001, matrix 0.0001, values 0.001.
    public static let `default` = AttributeTolerance()
}
