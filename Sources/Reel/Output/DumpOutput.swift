import Foundation

/// `frames.json`: the layout attributes of every frame in the `reel dump` format (``Dump``).
/// Workers encode each frame's JSON; the file takes them in order between the header and the
/// footer.
struct DumpOutput: RenderOutput {
    static let kinds: Set<OutputKind> = [.json]
    static let needsEveryFrame = true
    static let fileNames = ["frames.json"]

    /// The open file, and whether a frame has been written yet.
    final class File {
        let handle: FileHandle
        var wroteFrame = false

        init(handle: FileHandle) { self.handle = handle }
    }

    let scene: Scene

    init(_ context: OutputContext) {
        scene = context.scene
    }

    func needs(frame index: Int) -> FrameNeeds { [] }

    /// Creates the file and writes the header.
    func start(in staging: Staging) throws -> File {
        let file = File(handle: try staging.create("frames.json"))
        try file.handle.write(contentsOf: Data(Dump.header(scene: scene).utf8))
        return file
    }

    /// The frame's JSON object.
    func piece(of frame: RenderedFrame, staging: Staging) throws -> String? {
        try Dump.frame(frame.state)
    }

    func append(_ piece: String, to writer: File) throws {
        let separator = writer.wroteFrame ? Dump.separator : ""
        writer.wroteFrame = true
        try writer.handle.write(contentsOf: Data((separator + piece).utf8))
    }

    func finish(_ writer: File, in staging: Staging) throws -> [String] {
        defer { try? writer.handle.close() }
        try writer.handle.write(contentsOf: Data(Dump.footer.utf8))
        return ["frames.json"]
    }

    func cancel(_ writer: File) {
        try? writer.handle.close()
    }
}
