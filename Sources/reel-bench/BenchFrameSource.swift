import Canvas

/// Frames a PNG benchmark encodes: a scene's (``BenchFrames``) or drawn cells
/// (``DrawnCellFrames``).
protocol BenchFrameSource {
    /// What the report calls them: "scene 'bench-busy'".
    var caption: String { get }
    /// How many frames there are.
    var count: Int { get }
    /// Frame `index`, rasterized.
    func image(_ index: Int) throws -> ImageSurface
}

extension BenchFrames: BenchFrameSource {
    var caption: String { "scene '\(scene.name)'" }
    var count: Int { lists.count }
}
