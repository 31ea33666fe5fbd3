/// An output whose files are open: the steps the render driver takes on the calling thread,
/// with the output's piece and writer types erased (``RenderOutput/open(in:)``).
struct OpenOutput {
    /// What messages call the output: its first file's name (``RenderOutput/outputName``).
    let name: String
    /// Adds a frame's piece, in frame order.
    let append: (any Sendable) throws -> Void
    /// Completes the files and returns their names.
    let finish: () throws -> [String]
    /// Stops the output after a failure.
    let cancel: () -> Void
}
