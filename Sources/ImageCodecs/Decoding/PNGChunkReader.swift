/// Walks a PNG file's chunks once (``PNGChunks/chunk(at:in:checkingCRC:)``), checking each one's
/// type, bounds and CRC, and gathers what decoding needs: the header, the palette, the
/// transparency chunk and the compressed image data of every IDAT chunk, in order.
struct PNGChunkReader {
    /// A single transparent colour of a greyscale or RGB image (tRNS), in raw sample values.
    enum ColorKey: Sendable, Hashable {
        case grey(UInt16)
        case rgb(UInt16, UInt16, UInt16)
    }

    private(set) var header: PNGHeader?
    /// PLTE's colours with tRNS's alpha, RGBA; empty when there is no palette.
    private(set) var palette: [RGBA8] = []
    private(set) var colorKey: ColorKey?
    /// The IDAT chunks' data, concatenated: one zlib stream.
    private(set) var compressed: [UInt8] = []

    /// Reads every chunk of `bytes` up to IEND.
    ///
    /// - Parameter maxPixels: The decoded-pixel budget, checked as soon as IHDR is read.
    /// - Throws: ``PNGDecodingFailure`` naming the chunk and its byte offset.
    init(_ bytes: UnsafeRawBufferPointer, maxPixels: Int) throws(PNGDecodingFailure) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunks.signature else {
            throw PNGDecodingFailure("not a PNG file (it does not start with the PNG signature)")
        }
        var position = 8
        var sawIEND = false
        var sawTRNS = false
        while !sawIEND {
            let read = PNGChunks.chunk(at: position, in: bytes)
            let chunk: PNGChunks.Chunk
            switch read {
            case .success(let found), .failure(.pastEnd(let found)), .failure(.badCRC(let found)):
                chunk = found
            case .failure(.truncated):
                throw PNGDecodingFailure(
                    "the file ends at byte \(bytes.count) before the IEND chunk (is it cut short?)")
            }
            let length = chunk.data.count
            let typeBytes = Array(bytes[(position + 4)..<(position + 8)])
            let type = chunk.type
            let isLetter: (UInt8) -> Bool = { (65...90).contains($0) || (97...122).contains($0) }
            guard typeBytes.allSatisfy(isLetter) else {
                throw PNGDecodingFailure("chunk at byte \(position) has an invalid type (bytes \(typeBytes))")
            }
            if case .failure(.pastEnd) = read {
                throw PNGDecodingFailure(
                    "chunk \(type) at byte \(position) (\(length) bytes) runs past the end of the file "
                        + "(\(bytes.count) bytes; is it cut short?)")
            }
            guard length <= Int(Int32.max) else {
                throw PNGDecodingFailure(
                    "chunk \(type) at byte \(position) (\(length) bytes) runs past the end of the file "
                        + "(\(bytes.count) bytes; is it cut short?)")
            }
            if case .failure(.badCRC) = read {
                throw PNGDecodingFailure("bad CRC in chunk \(type) at byte \(position)")
            }
            let data = UnsafeRawBufferPointer(rebasing: bytes[chunk.data])
            if header == nil, type != "IHDR" {
                throw PNGDecodingFailure("the first chunk is \(type), not IHDR (byte \(position))")
            }
            switch type {
            case "IHDR":
                guard header == nil else { throw PNGDecodingFailure("a second IHDR chunk at byte \(position)") }
                let header = try PNGHeader(data)
                try Self.check(header, maxPixels: maxPixels)
                self.header = header
            case "PLTE":
                try readPalette(data, at: position)
            case "tRNS":
                guard !sawTRNS else { throw PNGDecodingFailure("a second tRNS chunk at byte \(position)") }
                sawTRNS = true
                try readTransparency(data, at: position)
            case "IDAT":
                compressed.append(contentsOf: data)
            case "IEND":
                sawIEND = true
            default:
                // Bit 5 of the first byte set: ancillary, safe to skip; clear: critical.
                guard typeBytes[0] & 0x20 != 0 else {
                    throw PNGDecodingFailure("unsupported critical chunk \(type) at byte \(position)")
                }
            }
            position = chunk.end
        }
        guard let header else { throw PNGDecodingFailure("no IHDR chunk") }
        if header.colorType == .palette, palette.isEmpty {
            throw PNGDecodingFailure("a palette image without a PLTE chunk")
        }
        guard !compressed.isEmpty else { throw PNGDecodingFailure("no IDAT chunk (the image has no pixel data)") }
    }

    /// Refuses an image whose pixels exceed the budget, before anything is allocated for them.
    private static func check(_ header: PNGHeader, maxPixels: Int) throws(PNGDecodingFailure) {
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, pixels <= maxPixels else {
            throw PNGDecodingFailure(
                "the image is \(header.width) × \(header.height) pixels, over the decoded-image budget of "
                    + "\(maxPixels) pixels; raise it with \(PNGDecoder.maxPixelsVariable)=N "
                    + "(or `reel diff --max-image-pixels N`) if the image is meant to be that large")
        }
    }

    private mutating func readPalette(_ data: UnsafeRawBufferPointer, at position: Int) throws(PNGDecodingFailure) {
        guard palette.isEmpty else { throw PNGDecodingFailure("a second PLTE chunk at byte \(position)") }
        guard data.count % 3 == 0, (3...768).contains(data.count) else {
            throw PNGDecodingFailure(
                "PLTE chunk at byte \(position) is \(data.count) bytes (3 per colour, 1…256 colours)")
        }
        palette = stride(from: 0, to: data.count, by: 3).map {
            RGBA8(red: data[$0], green: data[$0 + 1], blue: data[$0 + 2])
        }
    }

    private mutating func readTransparency(
        _ data: UnsafeRawBufferPointer, at position: Int
    ) throws(PNGDecodingFailure) {
        guard let header else { return }
        func uint16(_ at: Int) -> UInt16 { UInt16(data[at]) << 8 | UInt16(data[at + 1]) }
        switch header.colorType {
        case .palette:
            guard !palette.isEmpty else {
                throw PNGDecodingFailure("tRNS chunk at byte \(position) comes before PLTE")
            }
            guard data.count <= palette.count else {
                throw PNGDecodingFailure(
                    "tRNS chunk at byte \(position) has \(data.count) alpha values for \(palette.count) palette colours"
                )
            }
            for index in 0..<data.count { palette[index].alpha = data[index] }
        case .grey:
            guard data.count == 2 else {
                throw PNGDecodingFailure(
                    "tRNS chunk at byte \(position) is \(data.count) bytes (2 for a greyscale image)")
            }
            colorKey = .grey(uint16(0))
        case .rgb:
            guard data.count == 6 else {
                throw PNGDecodingFailure("tRNS chunk at byte \(position) is \(data.count) bytes (6 for an RGB image)")
            }
            colorKey = .rgb(uint16(0), uint16(2), uint16(4))
        case .greyAlpha, .rgba:
            break  // Not allowed by PNG for these types; ignored, as pngjs and libpng do.
        }
    }
}
