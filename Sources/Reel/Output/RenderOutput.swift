/// One output of a render — the numbered frame files, or a file of the whole run such as an
/// animation — as the render driver runs it, whatever its format.
///
/// The driver knows outputs only through this protocol and ``OutputRegistry``; each format is one
/// type in `Sources/Reel/Output/`. A render takes every output it writes through five steps:
///
/// 1. ``init(_:)`` sets the output up from the ``OutputContext`` and checks what it needs (a
///    tool on `PATH`, a canvas its format can hold) before the output folder is touched;
/// 2. ``start(in:)`` opens its files in the staging folder and returns its writer;
/// 3. for every frame, on a worker thread and in parallel with other frames,
///    ``needs(frame:)`` says what the worker must make of the frame (``FrameNeeds``) and
///    ``piece(of:staging:)`` turns the ``RenderedFrame`` into the output's share of it — the
///    costly part: encoding, compressing, writing a frame's own file;
/// 4. on the calling thread, in frame order, ``append(_:to:)`` adds each piece to the writer;
/// 5. ``finish(_:in:)`` completes the files and returns their names in the staging folder. When
///    the render fails before that, ``cancel(_:)`` is called instead.
///
/// An output value is `Sendable` and does not change: its workers share it. What changes as
/// frames arrive belongs to its ``Writer``, which only the calling thread touches.
protocol RenderOutput: Sendable {
    /// What a worker makes of one frame for this output.
    associatedtype Piece: Sendable
    /// The open files, and whatever else the output keeps while frames arrive.
    associatedtype Writer

    /// The `--format` values this output writes.
    static var kinds: Set<OutputKind> { get }

    /// Whether the output needs every frame of the sweep, so that it cannot be written by a
    /// render of one shard.
    static var needsEveryFrame: Bool { get }

    /// The names of the files this output may write (none for files named by frame, which
    /// ``OutputNaming/frameIndex(of:)`` recognizes): a new render replaces them.
    static var fileNames: [String] { get }

    /// Sets the output up for `context`, checking what it needs before anything is written.
    ///
    /// - Throws: ``ReelError`` naming what is missing and what to do instead.
    init(_ context: OutputContext) throws

    /// What the worker must make of frame `index` for ``piece(of:staging:)``.
    func needs(frame index: Int) -> FrameNeeds

    /// Opens the output's files in `staging`; called once every output's checks have passed.
    ///
    /// - Throws: ``ReelError/cannotWrite(_:_:)`` when a file cannot be created; a `SceneError`
    ///   when the scene asks for more than the output can make.
    func start(in staging: Staging) throws -> Writer

    /// This output's share of `frame`, made on a worker thread; nil when it takes nothing from
    /// the frame.
    ///
    /// - Throws: `CanvasError` when encoding fails; ``ReelError/cannotWrite(_:_:)`` when a file
    ///   written into `staging` cannot be.
    func piece(of frame: RenderedFrame, staging: Staging) throws -> Piece?

    /// Adds the next piece to `writer`, on the calling thread, in frame order.
    ///
    /// - Throws: ``ReelError/cannotWrite(_:_:)`` when the file cannot take it.
    func append(_ piece: Piece, to writer: Writer) throws

    /// Completes the output's files and returns their names, in the order they are listed.
    ///
    /// - Throws: ``ReelError/cannotWrite(_:_:)`` when a file cannot be completed.
    func finish(_ writer: Writer, in staging: Staging) throws -> [String]

    /// Stops the output after the render failed (its files are removed with the staging folder).
    func cancel(_ writer: Writer)
}

extension RenderOutput {
    /// What messages call the output: its first file (`animation.apng`), or `frame files`.
    static var outputName: String { fileNames.first ?? "frame files" }

    /// Nothing to stop: the files go with the staging folder.
    func cancel(_ writer: Writer) {}

    /// ``piece(of:staging:)`` with its type erased, for the driver's workers.
    func erasedPiece(of frame: RenderedFrame, staging: Staging) throws -> (any Sendable)? {
        try piece(of: frame, staging: staging)
    }

    /// Starts the output in `staging` and returns its calling-thread steps with their types erased.
    ///
    /// - Throws: What ``start(in:)`` throws.
    func open(in staging: Staging) throws -> OpenOutput {
        let writer = try start(in: staging)
        return OpenOutput(
            name: Self.outputName,
            append: { piece in
                guard let piece = piece as? Piece else { return }
                try append(piece, to: writer)
            },
            finish: { try finish(writer, in: staging) },
            cancel: { cancel(writer) })
    }
}
