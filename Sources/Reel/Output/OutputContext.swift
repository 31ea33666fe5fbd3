import Canvas

/// What a render's outputs are made for: the scene, the outputs asked for, the number of frames
/// and how frames are encoded. An output's ``RenderOutput/init(_:)`` reads it to check what it
/// needs and to set itself up.
struct OutputContext: Sendable {
    /// The scene being rendered.
    let scene: Scene
    /// The outputs asked for: ``RenderOptions/outputs``, or the scene's when that is nil.
    let kinds: Set<OutputKind>
    /// Every frame of the sweep (all shards').
    let frameCount: Int
    /// The PNG encoder of the frames (``RenderOptions/pngCompression``).
    let frameEncoder: PNGEncoder

    /// The context of rendering `scene`, whose sweep has `frameCount` frames, with `options`.
    init(scene: Scene, options: RenderOptions, frameCount: Int) {
        self.scene = scene
        kinds = options.outputs ?? scene.outputs
        self.frameCount = frameCount
        frameEncoder = options.pngCompression.encoder
    }

    /// The scene's file (or its name when it has none), as messages name it.
    var sceneFile: String { scene.sourceFile ?? scene.name }

    /// The canvas in pixels, each side rounded as image surfaces round it.
    var pixelSize: (width: Int, height: Int) {
        func side(_ points: Double) -> Int {
            let pixels = (points * scene.canvas.scale).rounded()
            return pixels.isFinite ? WholeNumber.clamped(pixels, .towardZero, to: 0...1_000_000_000_000) : 0
        }
        return (side(scene.canvas.width), side(scene.canvas.height))
    }

    /// Whether the canvas background lets what is behind show through (alpha below 1).
    var translucent: Bool { scene.canvas.background.alpha < 1 }
}
