import Foundation

/// Canvas's PNG encoder: rows from a ``PNGRowSource`` filtered into one buffer, compressed by
/// libdeflate in one call, wrapped in IHDR, one IDAT and IEND.
enum PNGWriter {
    /// Encodes `source`; the colour type is RGB when every pixel is opaque (unless
    /// `alwaysRGBA`), else RGBA.
    static func encode<Source: PNGRowSource>(
        _ source: Source, choice: PNGRowFilter.Choice, level: Deflate.Level, alwaysRGBA: Bool
    ) throws -> Data {
        let colorType: PNGChunks.ColorType = !alwaysRGBA && source.isOpaque() ? .rgb : .rgba
        var header = PNGChunks.signature
        PNGChunks.append(
            "IHDR", PNGChunks.header(width: source.width, height: source.height, colorType: colorType), to: &header)
        return try PNGWorkspace.withWorkspace { workspace -> Data in
            let rowBytes = source.width * colorType.bytesPerPixel
            let filteredCount = source.height * (rowBytes + 1)
            let filtered = workspace.filteredBuffer(filteredCount)
            filterRows(source, colorType: colorType, choice: choice, workspace: workspace, into: filtered)

            let deflate = try workspace.compressor(level)
            let capacity = deflate.bound(filteredCount)
            // The IDAT's length and type go just before the compressed bytes, so that one CRC
            // call covers type and data and one append copies the whole chunk.
            let chunk = workspace.outputBuffer(capacity + 12)
            let compressed = try deflate.compress(
                UnsafeRawPointer(filtered), count: filteredCount, into: chunk + 8, capacity: capacity)
            (chunk + 4).copyMemory(from: Array("IDAT".utf8), byteCount: 4)
            storeBigEndian(Deflate.crc32(0, chunk + 4, count: compressed + 4), at: chunk + 8 + compressed)
            storeBigEndian(UInt32(compressed), at: chunk)

            var data = Data(capacity: header.count + compressed + 24)
            data.append(contentsOf: header)
            data.append(UnsafeRawBufferPointer(start: chunk, count: compressed + 12).assumingMemoryBound(to: UInt8.self))
            var end: [UInt8] = []
            PNGChunks.append("IEND", [], to: &end)
            data.append(contentsOf: end)
            return data
        }
    }

    /// Writes every row as a filter type byte and the filtered bytes, one after another. A row
    /// the source reports as equal to the one above is Up-filtered, which is all zeros, and is
    /// neither converted nor filtered.
    private static func filterRows<Source: PNGRowSource>(
        _ source: Source, colorType: PNGChunks.ColorType, choice: PNGRowFilter.Choice, workspace: PNGWorkspace,
        into filtered: UnsafeMutableRawPointer
    ) {
        let bpp = colorType.bytesPerPixel
        let rowBytes = source.width * bpp
        let rowSpan = rowBytes + 16  // room for SurfaceRows.rowSlack
        let rows = workspace.rowBuffer(rowSpan * 2).bindMemory(to: UInt8.self, capacity: rowSpan * 2)
        rows.initialize(repeating: 0, count: rowSpan)  // the row above the first one
        var (current, previous) = (rows + rowSpan, rows)
        var out = filtered.bindMemory(to: UInt8.self, capacity: source.height * (rowBytes + 1))
        for y in 0..<source.height {
            if y > 0 && source.rowEqualsPrevious(y) {
                out[0] = PNGRowFilter.Kind.up.rawValue
                (out + 1).initialize(repeating: 0, count: rowBytes)
            } else {
                source.fill(row: y, rgba: colorType == .rgba, into: current)
                PNGRowFilter.filter(
                    row: current, previous: previous, count: rowBytes, bytesPerPixel: bpp,
                    choice: choice, repeated: false, into: out)
                swap(&current, &previous)
            }
            out += rowBytes + 1
        }
    }

    @inline(__always)
    private static func storeBigEndian(_ value: UInt32, at pointer: UnsafeMutableRawPointer) {
        pointer.storeBytes(of: value.bigEndian, as: UInt32.self)
    }
}
