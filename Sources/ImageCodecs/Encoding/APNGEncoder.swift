import Foundation
import Geometry

/// Builds an animated PNG frame by frame from encoded PNG frames, handing back the bytes to
/// append to the file after each one, so an animation streams to disk.
///
/// An APNG's frames share one IHDR (size, bit depth, colour type). Frames encoded alike (see
/// ``PNGEncoder/forcingRGBA(_:)`` and ``PNGEncoder/allowingPalette(_:)``) are taken as they
/// are, their compressed data copied; any other frame of the same size is decoded and encoded
/// again as the animation's colour type, so frames of any colour type, bit depth or palette are
/// taken: the animation is 8-bit truecolour, RGB when frame 0 is opaque and RGBA otherwise. A
/// frame is refused, with the reason, when its size differs from frame 0's, or when it has
/// translucent pixels and frame 0 was written as opaque RGB (encode every frame as RGBA when
/// some may be translucent). Frame 0 is the default image (`fcTL` + `IDAT`); later frames
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
    /// The most pixels of a frame that is decoded to be encoded again (2³⁰: 32,768², past the
    /// largest image surface).
    static let maximumReencodedPixels = 1 << 30

    /// An animation of `frameCount` frames shown at `fps` frames per second.
    public init(frameCount: Int, fps: Double) {
        self.frameCount = frameCount
        self.delay = Self.delayFraction(fps: fps)
    }

    /// `1/fps` as a 16-bit fraction: exact for whole fps, else milliseconds.
    static func delayFraction(fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        if fps >= 1, let whole = WholeNumber.exactly(fps, as: UInt16.self) { return (1, whole) }
        return (
            WholeNumber.clamped(1000 / fps, .toNearestOrAwayFromZero, to: 1...65535, nan: 65535, as: UInt16.self), 1000
        )
    }

    /// Adds the next frame and returns the bytes that follow in the file: for the first frame
    /// also the signature, IHDR and `acTL`.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when the frame's size differs from the first
    ///   frame's, when it is translucent and the first frame is opaque RGB, or when it cannot be
    ///   decoded to be encoded again.
    public mutating func append(_ frame: EncodedPNG) throws -> Data {
        let frame = try conforming(frame)
        let frameHeader = frame.headerBytes
        var out: [UInt8] = []
        if header == nil {
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

    /// `frame` as the animation takes it: itself when its IHDR is the animation's (for frame 0:
    /// 8-bit RGB or RGBA, not interlaced), else decoded and encoded again as the animation's
    /// colour type.
    private func conforming(_ frame: EncodedPNG) throws -> EncodedPNG {
        let bytes = [UInt8](frame.headerBytes)
        guard bytes.count == 13 else {
            throw failure("frame \(framesWritten) has no 13-byte image header (IHDR)")
        }
        if let header {
            if bytes == [UInt8](header) { return frame }
            guard bytes.prefix(8) == [UInt8](header.prefix(8))[...] else {
                let size = { (ihdr: [UInt8]) in
                    "\(PNGChunks.readUInt32(ihdr, at: 0)) × \(PNGChunks.readUInt32(ihdr, at: 4)) pixels"
                }
                throw failure(
                    "frame \(framesWritten) is \(size(bytes)); frame 0 is \(size([UInt8](header))), and APNG frames share one size"
                )
            }
        } else if bytes[8] == 8,
            bytes[9] == PNGChunks.ColorType.rgb.rawValue || bytes[9] == PNGChunks.ColorType.rgba.rawValue,
            bytes[12] == 0
        {
            return frame
        }
        let width = Int(PNGChunks.readUInt32(bytes, at: 0))
        let height = Int(PNGChunks.readUInt32(bytes, at: 4))
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Self.maximumReencodedPixels else {
            throw failure(
                "frame \(framesWritten) is \(width) × \(height) pixels; a frame of another colour type is encoded "
                    + "again only up to \(Self.maximumReencodedPixels) pixels")
        }
        let image: RGBA8Image
        do throws(CanvasError) {
            image = try PNGDecoder(maxPixels: max(1, pixels)).decode(frame.data)
        } catch {
            throw failure("frame \(framesWritten) could not be decoded to be encoded again (\(error.reason))")
        }
        let rgba = header.map { $0[$0.startIndex + 9] == PNGChunks.ColorType.rgba.rawValue } ?? false
        let encoded = try image.bytes.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress else {
                throw failure("frame \(framesWritten) has no pixels")
            }
            return try PNGWriter.encode(
                ImageRows(bytes: base, width: image.width, height: image.height),
                compression: .parsedRows, alwaysRGBA: rgba, palette: false)
        }
        if let header, encoded.headerBytes != header {
            throw failure(
                "frame \(framesWritten) has translucent pixels but frame 0 is opaque (RGB), and APNG frames share one colour type; "
                    + "encode every frame as RGBA (PNGEncoder.forcingRGBA()) when some may be translucent")
        }
        return encoded
    }

    private func failure(_ reason: String) -> CanvasError {
        CanvasError(code: .invalidData, operation: Self.operation, reason: reason)
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
