import Foundation

/// Writes an animated PNG frame by frame from ordinary PNG frames, streaming to a file.
///
/// Every frame must have the same IHDR (size, bit depth, colour type). Frame 0 is the default
/// image (`fcTL` + `IDAT`); later frames are `fcTL` + `fdAT`. Sequence numbers run 0, 1, 2, …
/// over `fcTL` and `fdAT` chunks together; every chunk carries its CRC. The delay of each frame
/// is `1/fps` seconds, written as a fraction.
final class APNGWriter {
    private let handle: FileHandle
    private let frameCount: Int
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var header: Data?
    private var sequence: UInt32 = 0
    private var framesWritten = 0

    /// Starts an APNG of `frameCount` frames at `fps` in the file at `url` (created or truncated).
    init(url: URL, frameCount: Int, fps: Double) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url.path)
        else { throw ReelError.cannotWrite(url.path, "could not create the file") }
        self.handle = handle
        self.frameCount = frameCount
        self.delay = Self.delayFraction(fps: fps)
    }

    /// `1/fps` as a 16-bit fraction: exact for whole fps, else milliseconds.
    static func delayFraction(fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        if fps == fps.rounded(), fps >= 1, fps <= 65535 { return (1, UInt16(fps)) }
        let milliseconds = max(1, min(65535, (1000 / fps).rounded()))
        return (UInt16(milliseconds), 1000)
    }

    /// Appends one frame given as a complete PNG file.
    func append(png: Data) throws {
        let parsed = try PNGChunks(parsing: png)
        guard let frameHeader = parsed.header, frameHeader.count == 13 else {
            throw ReelError.invalidPNG("frame \(framesWritten) has no valid IHDR")
        }
        if let header {
            guard header == frameHeader else {
                throw ReelError.invalidPNG(
                    "frame \(framesWritten) differs in size or colour type from frame 0; APNG frames must match")
            }
        } else {
            header = frameHeader
            var start = PNGChunks.signature
            start.append(PNGChunks.chunk("IHDR", frameHeader))
            var actl = Data(PNGChunks.bigEndian(UInt32(frameCount)))
            actl.append(contentsOf: PNGChunks.bigEndian(UInt32(0)))  // loop forever
            start.append(PNGChunks.chunk("acTL", actl))
            try write(start)
        }
        var fctl = Data(PNGChunks.bigEndian(sequence))
        fctl.append(frameHeader.prefix(8))  // width, height
        fctl.append(contentsOf: PNGChunks.bigEndian(UInt32(0)))  // x offset
        fctl.append(contentsOf: PNGChunks.bigEndian(UInt32(0)))  // y offset
        fctl.append(contentsOf: PNGChunks.bigEndian(delay.numerator))
        fctl.append(contentsOf: PNGChunks.bigEndian(delay.denominator))
        fctl.append(contentsOf: [0, 0])  // dispose none, blend source
        sequence += 1
        var out = PNGChunks.chunk("fcTL", fctl)
        for data in parsed.imageData {
            if framesWritten == 0 {
                out.append(PNGChunks.chunk("IDAT", data))
            } else {
                var fdat = Data(PNGChunks.bigEndian(sequence))
                fdat.append(data)
                sequence += 1
                out.append(PNGChunks.chunk("fdAT", fdat))
            }
        }
        try write(out)
        framesWritten += 1
    }

    /// Writes IEND and closes the file; the frame count must match the one announced.
    func finish() throws {
        defer { try? handle.close() }
        guard framesWritten == frameCount else {
            throw ReelError.invalidPNG("APNG announced \(frameCount) frames but received \(framesWritten)")
        }
        try write(PNGChunks.chunk("IEND", Data()))
    }

    private func write(_ data: Data) throws {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw ReelError.cannotWrite("animation", error.localizedDescription)
        }
    }
}
