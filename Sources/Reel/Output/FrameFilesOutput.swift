import Foundation

/// The numbered frame files: `frame-NNNN.png` and `frame-NNNN.svg`, numbered from 0 with at
/// least four digits. Each worker writes its frame's files into the staging folder as it draws
/// them; the names come back in frame order (a frame's PNG before its SVG).
///
/// The only output a render of one shard may write: each frame's files need that frame alone.
struct FrameFilesOutput: RenderOutput {
    static let kinds: Set<OutputKind> = [.png, .svg]
    static let needsEveryFrame = false
    static let fileNames: [String] = []

    /// Whether PNG frames are written.
    let writesPNG: Bool
    /// Whether SVG frames are written.
    let writesSVG: Bool
    /// The digits of a frame number: four, or more for a sweep of 10 000 frames or more.
    let digits: Int

    init(_ context: OutputContext) {
        writesPNG = context.kinds.contains(.png)
        writesSVG = context.kinds.contains(.svg)
        digits = OutputNaming.frameDigits(count: context.frameCount)
    }

    func needs(frame index: Int) -> FrameNeeds {
        FrameNeeds().union(writesPNG ? .png : []).union(writesSVG ? .svg : [])
    }

    /// The names written so far, in frame order.
    final class Names {
        var names: [String] = []
    }

    func start(in staging: Staging) -> Names { Names() }

    /// Writes the frame's files; returns their names.
    func piece(of frame: RenderedFrame, staging: Staging) throws -> [String]? {
        var names: [String] = []
        if let png = frame.png {
            names.append(
                try staging.write(
                    png.data, as: OutputNaming.frameFileName(frame.index, digits: digits, extension: "png")))
        }
        if let svg = frame.svg {
            names.append(
                try staging.write(svg, as: OutputNaming.frameFileName(frame.index, digits: digits, extension: "svg")))
        }
        return names
    }

    func append(_ piece: [String], to writer: Names) {
        writer.names += piece
    }

    func finish(_ writer: Names, in staging: Staging) -> [String] { writer.names }
}
