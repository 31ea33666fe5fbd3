import Foundation

/// A PNG file as an encoder wrote it: its bytes, and where its image header (IHDR) and image
/// data (IDAT) lie in them.
///
/// ``ImageSurface/encodedPNG(encoder:)`` returns one. Canvas's encoders know where they put the
/// chunks, so ``APNGEncoder`` takes a frame's header and data from it without reading the file
/// again; a PNG from cairo's writer (or anywhere else) is read once with ``init(parsing:)``.
public struct EncodedPNG: Sendable, Hashable {
    /// The whole PNG file.
    public let data: Data
    /// The IHDR chunk's 13 data bytes, as offsets into ``data``.
    let header: Range<Int>
    /// The data of each IDAT chunk, in order, as offsets into ``data``.
    let imageData: [Range<Int>]

    /// A PNG whose chunk positions the encoder knows (`data` starts at index 0).
    init(data: Data, header: Range<Int>, imageData: [Range<Int>]) {
        self.data = data
        self.header = header
        self.imageData = imageData
    }

    /// Reads the chunks of a whole PNG file, checking its signature, chunk lengths and CRCs.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when `png` is not a PNG file, a chunk is
    ///   damaged, or the header is not 13 bytes.
    public init(parsing png: Data) throws {
        let data = Data(png)
        let chunks = try PNGChunks.chunks(of: data)
        guard let header = chunks.first, header.data.count == 13 else {
            throw CanvasError(
                code: .invalidData, operation: "read PNG chunks", reason: "the IHDR chunk is not 13 bytes")
        }
        self.init(data: data, header: header.data, imageData: chunks.filter { $0.type == "IDAT" }.map(\.data))
    }

    /// The IHDR chunk's data: width, height, bit depth, colour type, compression, filter and
    /// interlace method.
    var headerBytes: Data { data[header] }
}
