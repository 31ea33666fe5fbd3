import Foundation

/// Canvas's PNG reader: every PNG colour type (greyscale, greyscale with alpha, RGB, RGBA,
/// palette), bit depths 1, 2, 4, 8 and 16, tRNS transparency, Adam7 interlacing and all five
/// row filters, into 8-bit straight (not premultiplied) RGBA — pixel for pixel what pngjs,
/// pixelmatch's PNG reader, gives (see ``PNGPixelExpander`` for the conversions).
///
/// Hostile files are refused with words, before work or memory is spent on them: the image's
/// size is checked against a decoded-pixel budget (``maxPixels``) as soon as IHDR is read;
/// every chunk's CRC is checked; a corrupt or short zlib stream, a bad filter type or a palette
/// index without a colour is named, with the chunk and byte offset where there is one.
///
/// ```swift
/// let image = try PNGDecoder().decode(data, path: "golden/frame-0000.png")
/// ```
public struct PNGDecoder: Sendable, Hashable {
    /// The default decoded-pixel budget: 40,000,000 pixels (160 MB of RGBA), room for a
    /// 6000 × 6000 image or 30 frames of 780 × 1688.
    public static let defaultMaxPixels = 40_000_000
    /// The environment variable that raises (or lowers) the budget: `REEL_MAX_IMAGE_PIXELS`.
    public static let maxPixelsVariable = "REEL_MAX_IMAGE_PIXELS"

    /// The most pixels (width × height) an image may have; larger images are refused before
    /// their data is inflated.
    public var maxPixels: Int

    /// A decoder with a pixel budget (by default ``defaultMaxPixels``).
    public init(maxPixels: Int = PNGDecoder.defaultMaxPixels) {
        self.maxPixels = maxPixels
    }

    /// A decoder whose budget comes from `REEL_MAX_IMAGE_PIXELS` in `environment` when it is set,
    /// else ``defaultMaxPixels``.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when the variable is not a whole number from 1
    ///   to 10¹⁵ (underscores allowed, as in `40_000_000`).
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CanvasError) -> PNGDecoder {
        guard let text = environment[maxPixelsVariable] else { return PNGDecoder() }
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
        guard let value = Int(trimmed), value >= 1, value <= 1_000_000_000_000_000 else {
            throw CanvasError.invalidArgument(
                "read \(maxPixelsVariable)",
                "\(maxPixelsVariable)='\(text.prefix(40))' must be a whole number of pixels from 1 to 10^15 (the decoded-image budget)"
            )
        }
        return PNGDecoder(maxPixels: value)
    }

    /// Decodes a whole PNG file into straight-alpha RGBA pixels.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's name for errors, if it has one.
    /// - Throws: ``CanvasError`` `.invalidData` (operation "decode PNG") saying what is wrong
    ///   and where: a bad CRC (`bad CRC in chunk IDAT at byte 1234`), a corrupt zlib stream,
    ///   a cut file, an image over the pixel budget.
    public func decode(_ data: Data, path: String? = nil) throws(CanvasError) -> RGBA8Image {
        do {
            return try data.withUnsafeBytes { bytes in try decode(bytes) }
        } catch let error as PNGDecodingFailure {
            throw CanvasError(code: .invalidData, operation: "decode PNG", reason: error.reason, path: path)
        } catch {
            throw CanvasError(code: .invalidData, operation: "decode PNG", reason: "\(error)", path: path)
        }
    }

    private func decode(_ bytes: UnsafeRawBufferPointer) throws(PNGDecodingFailure) -> RGBA8Image {
        let chunks = try PNGChunkReader(bytes, maxPixels: maxPixels)
        guard let header = chunks.header else { throw PNGDecodingFailure("no IHDR chunk") }
        var filtered = try Self.inflate(chunks.compressed, count: header.filteredByteCount, header: header)
        let expander = PNGPixelExpander(header: header, palette: chunks.palette, colorKey: chunks.colorKey)
        let pixelBytes = header.width * header.height * 4
        var failure: PNGDecodingFailure?
        let output = [UInt8](unsafeUninitializedCapacity: pixelBytes) { buffer, initialized in
            guard let out = buffer.baseAddress else { return }
            if header.interlaced { memset(out, 0, pixelBytes) }
            do {
                try Self.reconstruct(&filtered, header: header, expander: expander, into: out)
            } catch let error as PNGDecodingFailure {
                failure = error
            } catch {
                failure = PNGDecodingFailure("\(error)")
            }
            initialized = pixelBytes
        }
        if let failure { throw failure }
        return RGBA8Image(uncheckedWidth: header.width, height: header.height, bytes: output)
    }

    /// Unfilters every pass's rows and expands them to RGBA.
    private static func reconstruct(
        _ filtered: inout [UInt8], header: PNGHeader, expander: PNGPixelExpander, into out: UnsafeMutablePointer<UInt8>
    ) throws(PNGDecodingFailure) {
        let zeroRow = [UInt8](repeating: 0, count: header.rowBytes(header.width))
        try filtered.withUnsafeMutableBufferPointer { (buffer) throws(PNGDecodingFailure) in
            try zeroRow.withUnsafeBufferPointer { (zero) throws(PNGDecodingFailure) in
                guard var base = buffer.baseAddress, let zeroBase = zero.baseAddress else { return }
                for (number, pass) in header.passes.enumerated() {
                    let rowBytes = header.rowBytes(pass.width)
                    try PNGUnfilter.unfilter(
                        base, rows: pass.height, rowBytes: rowBytes, stride: header.filterStride,
                        pass: header.interlaced ? number + 1 : nil, zeroRow: zeroBase)
                    var row = 0
                    while row < pass.height {
                        try expander.expand(base + row * (rowBytes + 1) + 1, pass: pass, row: row, into: out)
                        row += 1
                    }
                    base += pass.height * (rowBytes + 1)
                }
            }
        }
    }

    /// The IDAT zlib stream inflated into exactly `count` bytes (``Inflate/zlib(_:into:)``,
    /// which also checks the stream's Adler-32).
    private static func inflate(
        _ compressed: [UInt8], count: Int, header: PNGHeader
    ) throws(PNGDecodingFailure) -> [UInt8] {
        guard let inflate = Inflate() else {
            throw PNGDecodingFailure("libdeflate could not allocate a decompressor")
        }
        var outcome = Inflate.Outcome.corrupt
        // One spare byte tells "exactly the right amount" from "more than the image needs".
        let output = [UInt8](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
            compressed.withUnsafeBytes { input in
                outcome = inflate.zlib(input, into: UnsafeMutableRawBufferPointer(buffer))
            }
            if case .inflated(let produced) = outcome { initialized = min(produced, count) } else { initialized = 0 }
        }
        let size = "\(header.width) × \(header.height)"
        switch outcome {
        case .inflated(let produced) where produced == count:
            return output
        case .inflated(let produced) where produced < count:
            throw PNGDecodingFailure(
                "the IDAT data ends early: it inflates to \(produced) bytes, a \(size) image needs \(count)")
        case .inflated, .noRoom:
            throw PNGDecodingFailure("the IDAT data inflates to more than the \(count) bytes a \(size) image needs")
        case .corrupt:
            throw PNGDecodingFailure(
                "corrupt zlib stream in the IDAT data (\(compressed.count) bytes): it cannot be inflated")
        }
    }
}
