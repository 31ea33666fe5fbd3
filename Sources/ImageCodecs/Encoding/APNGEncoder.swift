import Foundation

/// Builds an animated PNG frame by frame from encoded PNG frames, handing back the bytes to
/// append to the file after each one, so an animation streams to disk.
///
/// Every frame must have the same IHDR (size, bit depth, colour type; see
/// ``PNGEncoder/forcingRGBA(_:)``). Frame 0 is the default image (`fcTL` + `IDAT`); later frames
/// are `fcTL` + `fdAT`. Sequence numbers run 0, 1, 2, … over `fcTL` and `fdAT` chunks together;
/// every chunk carries its CRC. The animation loops forever; each frame shows for `1/fps`
/// seconds, written as a fraction.
///
/// ```swift
/// var apng = APNGEncoder(frameCount: surfaces.count, fps: 30)
/// var file = Data()
/// for surface in surfaces { file += try apng.append(surface.encodedPNG()) }
/// file += try apng.finish()
/// ```
public struct APNGEncoder: Sendable {
    private let frameCount: Int
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var header: Data?
    private var sequence: UInt32 = 0
    private var framesWritten = 0
    private static let operation = "write APNG"

    /// An animation of `frameCount` frames shown at `fps` frames per second.
    public init(frameCount: Int, fps: Double) {
        self.frameCount = frameCount
        self.delay = Self.delayFraction(fps: fps)
    }

    /// `1/fps` as a 16-bit fraction: exact for whole fps, else milliseconds.
    static func delayFraction(fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        if fps == fps.rounded(), fps >= 1, fps <= 65535 { return (1, UInt16(fps)) }
        let milliseconds = max(1, min(65535, (1000 / fps).rounded()))
        return (UInt16(milliseconds), 1000)
    }

    /// Adds the next frame and returns the bytes that follow in the file: for the first frame
    /// also the signature, IHDR and `acTL`.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when the frame's IHDR differs from the first
    ///   frame's.
    public mutating func append(_ frame: EncodedPNG) throws -> Data {
        let frameHeader = frame.headerBytes
        // IHDR's colour type is its tenth byte; an APNG has one PLTE, and frames' palettes differ.
        guard frameHeader.count == 13, frameHeader[frameHeader.startIndex + 9] != 3 else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason:
                    "frame \(framesWritten) is a palette image; APNG frames are truecolour (encode them with allowingPalette(false))"
            )
        }
        var out: [UInt8] = []
        if let header {
            guard header == frameHeader else {
                throw CanvasError(
                    code: .invalidData, operation: Self.operation,
                    reason:
                        "frame \(framesWritten) differs in size or colour type from frame 0; APNG frames must match")
            }
        } else {
            header = frameHeader
            out = PNGChunks.signature
            PNGChunks.append("IHDR", frameHeader, to: &out)
            let loops = UInt32(0)  // forever
            PNGChunks.append("acTL", PNGChunks.bigEndian(UInt32(frameCount)) + PNGChunks.bigEndian(loops), to: &out)
        }
        let control = PNGChunks.begin("fcTL", in: &out)
        out += PNGChunks.bigEndian(sequence)
        out += frameHeader.prefix(8)  // width, height
        out += PNGChunks.bigEndian(UInt32(0)) + PNGChunks.bigEndian(UInt32(0))  // x and y offset
        out += PNGChunks.bigEndian(delay.numerator) + PNGChunks.bigEndian(delay.denominator)
        out += [0, 0]  // dispose none, blend source
        PNGChunks.end(control, in: &out)
        sequence += 1
        for range in frame.imageData {
            if framesWritten == 0 {
                PNGChunks.append("IDAT", frame.data[range], to: &out)
            } else {
                let chunk = PNGChunks.begin("fdAT", in: &out)
                out += PNGChunks.bigEndian(sequence)
                out += frame.data[range]
                PNGChunks.end(chunk, in: &out)
                sequence += 1
            }
        }
        framesWritten += 1
        return Data(out)
    }

    /// The bytes that end the file (IEND).
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when fewer or more frames were added than
    ///   announced.
    public func finish() throws -> Data {
        guard framesWritten == frameCount else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "the animation announced \(frameCount) frames but received \(framesWritten)")
        }
        var out: [UInt8] = []
        PNGChunks.append("IEND", [UInt8](), to: &out)
        return Data(out)
    }
}
