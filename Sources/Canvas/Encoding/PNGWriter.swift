import Foundation

/// Canvas's PNG encoder: rows from a ``PNGRowSource``, filtered per row into a batch buffer and
/// streamed through zlib, wrapped in IHDR, IDAT and IEND.
enum PNGWriter {
    /// About how many filtered bytes go to zlib at a time: small enough to stay in cache.
    static let batchBytes = 1 << 17

    static func encode<Source: PNGRowSource>(
        _ source: Source, choice: PNGRowFilter.Choice, settings: Deflate.Settings
    ) throws -> Data {
        let colorType: PNGChunks.ColorType = source.isOpaque() ? .rgb : .rgba
        var output = PNGChunks.signature
        PNGChunks.append(
            "IHDR", PNGChunks.header(width: source.width, height: source.height, colorType: colorType), to: &output)
        let idat = PNGChunks.begin("IDAT", in: &output)
        try compressRows(source, colorType: colorType, choice: choice, settings: settings, into: &output)
        PNGChunks.end(idat, in: &output)
        PNGChunks.append("IEND", [], to: &output)
        return Data(output)
    }

    /// Filters every row (a filter type byte, then the filtered bytes) and compresses them.
    /// Rows the source reports as repeats of the row above are not converted again.
    private static func compressRows<Source: PNGRowSource>(
        _ source: Source, colorType: PNGChunks.ColorType, choice: PNGRowFilter.Choice,
        settings: Deflate.Settings, into output: inout [UInt8]
    ) throws {
        let deflater = try Deflate(settings)
        let bpp = colorType.bytesPerPixel
        let rowBytes = source.width * bpp
        let rowsPerBatch = max(1, batchBytes / (rowBytes + 1))
        let rowSpan = rowBytes + 16  // room for SurfaceRows.rowSlack
        var rows = [UInt8](repeating: 0, count: rowSpan * 2)
        var batch = [UInt8](repeating: 0, count: rowsPerBatch * (rowBytes + 1))
        try rows.withUnsafeMutableBufferPointer { rows in
            try batch.withUnsafeMutableBufferPointer { batch in
                guard let rowsBase = rows.baseAddress, let batchBase = batch.baseAddress else { return }
                var (current, previous) = (rowsBase, rowsBase + rowSpan)
                var filled = 0
                for y in 0..<source.height {
                    let repeated = y > 0 && source.rowEqualsPrevious(y)
                    if !repeated {
                        source.fill(row: y, rgba: colorType == .rgba, into: current)
                    }
                    PNGRowFilter.filter(
                        row: repeated ? previous : current, previous: previous, count: rowBytes, bytesPerPixel: bpp,
                        choice: choice, repeated: repeated, into: batchBase + filled)
                    filled += rowBytes + 1
                    if !repeated {
                        swap(&current, &previous)
                    }
                    let last = y == source.height - 1
                    if filled == batch.count || last {
                        try deflater.compress(
                            UnsafeRawBufferPointer(start: batchBase, count: filled), finish: last, into: &output)
                        filled = 0
                    }
                }
            }
        }
    }
}
