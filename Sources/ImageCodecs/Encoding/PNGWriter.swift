import CPixelLoops
import Foundation

/// Canvas's PNG encoder: rows from a ``PNGRowSource`` filtered into one buffer, compressed in
/// one call (``RowDeflater`` or libdeflate), wrapped in IHDR, one IDAT and IEND.
package enum PNGWriter {
    /// Encodes `source`: as a palette image (colour type 3, PLTE and, when a colour is
    /// translucent, tRNS) when it has at most 256 colours and `palette` allows it; else RGB
    /// when every pixel is opaque (unless `alwaysRGBA`), else RGBA.
    package static func encode<Source: PNGRowSource>(
        _ source: Source, compression: PNGCompressor, alwaysRGBA: Bool,
        palette allowsPalette: Bool = true
    ) throws -> EncodedPNG {
        try PNGWorkspace.withWorkspace { workspace -> EncodedPNG in
            // The rows equal to the row above are filtered as all-zero Up rows, without being
            // read again. Their flags are found as the rows are first read: by the palette pass,
            // then by the truecolour rows from where it stopped, so the frame's memory is
            // compared row by row once.
            let zeroRowFlags = workspace.flagBuffer(source.height)
            var flaggedRows = 0
            var header = PNGChunks.signature
            var rowBytes: Int
            var filtered: UnsafeMutableRawPointer
            var filteredCount: Int
            let zeroRows = UnsafePointer(zeroRowFlags)
            // The IDAT's length and type go just before the compressed bytes, so that one CRC
            // call covers type and data and one append copies the whole chunk.
            var chunk: UnsafeMutableRawPointer
            var compressed: Int
            // The row deflater's hashing: always, but for `.rows(hashing: false)`.
            let hashing: Bool
            switch compression {
            case .rows(let wanted): hashing = wanted
            case .smallestOfRowsAnd, .parsedRows: hashing = true
            }
            if allowsPalette, !alwaysRGBA,
                let palette = indexed(
                    source, workspace: workspace, repeatedRows: zeroRowFlags, flaggedRows: &flaggedRows)
            {
                PNGChunks.append(
                    "IHDR",
                    PNGChunks.header(
                        width: source.width, height: source.height, colorType: .palette, bitDepth: palette.bitDepth),
                    to: &header)
                PNGChunks.append("PLTE", palette.plte, to: &header)
                let alpha = palette.trns
                if !alpha.isEmpty { PNGChunks.append("tRNS", alpha, to: &header) }
                rowBytes = palette.packedRowBytes(width: source.width)
                filteredCount = source.height * (rowBytes + 1)
                filtered = workspace.filteredBuffer(filteredCount)
                packRows(
                    palette, width: source.width, height: source.height, workspace: workspace, into: filtered,
                    zeroRows: zeroRows)
                chunk = workspace.outputBuffer(RowDeflater.bound(filteredCount) + 12)
                compressed = RowDeflater.compress(
                    filtered.assumingMemoryBound(to: UInt8.self), rows: source.height, stride: rowBytes + 1,
                    zeroRows: zeroRows, hashing: hashing && filteredCount < Int(Int32.max), pixelBytes: nil,
                    scratch: workspace.scratchBuffer(RowDeflater.scratchBytes(stride: rowBytes + 1)),
                    into: (chunk + 8).assumingMemoryBound(to: UInt8.self))
            } else {
                // RGB when every row that is not a repeat is opaque (a repeated row is as opaque
                // as the row it repeats): tried first, and begun again as RGBA at the first
                // translucent row.
                var colorType: PNGChunks.ColorType = alwaysRGBA ? .rgba : .rgb
                while true {
                    rowBytes = source.width * colorType.bytesPerPixel
                    filteredCount = source.height * (rowBytes + 1)
                    filtered = workspace.filteredBuffer(filteredCount)
                    chunk = workspace.outputBuffer(RowDeflater.bound(filteredCount) + 12)
                    // Rows of pixels are matched pixel by pixel (in frames under 2 GiB).
                    let small = filteredCount < Int(Int32.max)
                    var stream = RowDeflater.Stream(
                        data: filtered.assumingMemoryBound(to: UInt8.self), rows: source.height,
                        stride: rowBytes + 1, hashing: hashing && small,
                        pixelBytes: small ? colorType.bytesPerPixel : nil,
                        parsing: compression.parsesRows && small ? UnsafePointer(zeroRowFlags) : nil,
                        scratch: workspace.scratchBuffer(RowDeflater.scratchBytes(stride: rowBytes + 1)),
                        output: (chunk + 8).assumingMemoryBound(to: UInt8.self))
                    if writeRows(
                        source, colorType: colorType, workspace: workspace, into: filtered, zeroRows: zeroRowFlags,
                        flaggedRows: &flaggedRows, stream: &stream)
                    {
                        compressed = stream.finish()
                        break
                    }
                    colorType = .rgba
                }
                PNGChunks.append(
                    "IHDR", PNGChunks.header(width: source.width, height: source.height, colorType: colorType),
                    to: &header)
            }

            func libdeflate(_ level: Deflate.Level, into buffer: (Int) -> UnsafeMutableRawPointer) throws -> (
                UnsafeMutableRawPointer, Int
            ) {
                let deflate = try workspace.compressor(level)
                let capacity = deflate.bound(filteredCount)
                let chunk = buffer(capacity + 12)
                let count = try deflate.compress(
                    UnsafeRawPointer(filtered), count: filteredCount, into: chunk + 8, capacity: capacity)
                return (chunk, count)
            }
            // The row deflater's stream is in `chunk`; the other compressors try to beat it.
            switch compression {
            case .rows, .parsedRows:
                break
            case .smallestOfRowsAnd(let levels):
                for level in levels {
                    // The buffer not holding the best stream so far takes the next attempt.
                    let spare = chunk == workspace.output.base ? workspace.alternateBuffer : workspace.outputBuffer
                    let (other, otherCount) = try libdeflate(level, into: spare)
                    if otherCount < compressed { (chunk, compressed) = (other, otherCount) }
                }
                let capacity = ZlibOneShot.bound(filteredCount)
                let spare = (chunk == workspace.output.base ? workspace.alternateBuffer : workspace.outputBuffer)(
                    capacity + 12)
                let zlibCount = try ZlibOneShot.compress(
                    UnsafeRawPointer(filtered), count: filteredCount, into: spare + 8, capacity: capacity, level: 9)
                if zlibCount < compressed { (chunk, compressed) = (spare, zlibCount) }
            }
            PNGChunks.seal("IDAT", at: chunk, dataCount: compressed)

            var data = Data(capacity: header.count + compressed + 24)
            data.append(contentsOf: header)
            data.append(
                UnsafeRawBufferPointer(start: chunk, count: compressed + 12).assumingMemoryBound(to: UInt8.self))
            var end: [UInt8] = []
            PNGChunks.append("IEND", [UInt8](), to: &end)
            data.append(contentsOf: end)
            // Signature (8) and IHDR's length and type (8) come before the header's 13 bytes;
            // its CRC (4), then IDAT's length and type (8) before the image data.
            let imageData = header.count + 8
            return EncodedPNG(data: data, header: 16..<29, imageData: [imageData..<(imageData + compressed)])
        }
    }

    /// The frame's palette and the index of every pixel of the rows that are not repeats (in
    /// the workspace's index buffer), or nil when it has more than 256 colours.
    private static func indexed<Source: PNGRowSource>(
        _ source: Source, workspace: PNGWorkspace, repeatedRows: UnsafeMutablePointer<Bool>, flaggedRows: inout Int
    ) -> PNGPalette? {
        let indices = workspace.indexBuffer(source.width * source.height)
        return PNGPalette.index(
            source, repeatedRows: repeatedRows, flaggedRows: &flaggedRows,
            table: workspace.paletteTable(PNGPalette.slots * 8), into: indices)
    }

    /// Writes every row of a palette image: a repeated row as an all-zero Up row (as
    /// ``filterRows(_:colorType:choice:workspace:into:zeroRows:)`` does), any other as filter
    /// None and its packed indices. Indices of neighbouring pixels are labels, not quantities,
    /// so Sub, Up, Average and Paeth differences mostly make them less alike; None keeps the runs
    /// of one colour that the compressor finds.
    private static func packRows(
        _ palette: PNGPalette, width: Int, height: Int, workspace: PNGWorkspace,
        into filtered: UnsafeMutableRawPointer, zeroRows: UnsafePointer<Bool>
    ) {
        let rowBytes = palette.packedRowBytes(width: width)
        let indices = UnsafePointer(workspace.indexBuffer(width * height))
        var out = filtered.bindMemory(to: UInt8.self, capacity: height * (rowBytes + 1))
        for y in 0..<height {
            if zeroRows[y] {
                workspace.writeZeroRow(y, stride: rowBytes + 1, base: filtered)
            } else {
                out[0] = PNGRowFilter.Kind.none.rawValue
                palette.pack(indices + y * width, width: width, into: out + 1)
                workspace.noteRowWritten(y, stride: rowBytes + 1)
            }
            out += rowBytes + 1
        }
    }

    /// Writes every row as a filter type byte and its bytes, and hands each to `stream` as it is
    /// written: a row equal to the one above (flagged in `zeroRows`; the flags of rows from
    /// `flaggedRows` on are found here) as an all-zero Up row, neither converted nor read; any
    /// other converted straight into the filtered buffer and filtered there as
    /// `reel_png_filter_row` chooses (``PNGRowFilter``: None but for gradients, photos and
    /// shadows). Returns false, having stopped there, at the first row
    /// that is not opaque when `colorType` is RGB.
    private static func writeRows<Source: PNGRowSource>(
        _ source: Source, colorType: PNGChunks.ColorType, workspace: PNGWorkspace,
        into filtered: UnsafeMutableRawPointer, zeroRows: UnsafeMutablePointer<Bool>, flaggedRows: inout Int,
        stream: inout RowDeflater.Stream
    ) -> Bool {
        let rowBytes = source.width * colorType.bytesPerPixel
        var out = filtered.bindMemory(to: UInt8.self, capacity: source.height * (rowBytes + 1))
        // The unfiltered row above (the last row of pixels: a zero row repeats it): a row left
        // None in place, a filtered one as `reel_png_filter_row` kept it, in one of two buffers.
        var prior: UnsafePointer<UInt8>? = nil
        var keep = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        var spare = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer {
            keep.deallocate()
            spare.deallocate()
        }
        for y in 0..<source.height {
            if y >= flaggedRows {
                zeroRows[y] = y > 0 && source.rowEqualsPrevious(y)
                flaggedRows = y + 1
            }
            if zeroRows[y] {
                workspace.writeZeroRow(y, stride: rowBytes + 1, base: filtered)
            } else {
                if colorType == .rgba {
                    source.fill(row: y, rgba: true, into: out + 1)
                } else if !source.fillRGBIfOpaque(row: y, into: out + 1) {
                    workspace.noteRowWritten(y, stride: rowBytes + 1)
                    return false
                }
                let kind = reel_png_filter_row(out + 1, prior, rowBytes, colorType.bytesPerPixel, keep)
                out[0] = UInt8(kind)
                if kind == 0 {
                    prior = UnsafePointer(out + 1)
                } else {
                    prior = UnsafePointer(keep)
                    swap(&keep, &spare)
                }
                workspace.noteRowWritten(y, stride: rowBytes + 1)
            }
            stream.add(row: y, zero: zeroRows[y])
            out += rowBytes + 1
        }
        return true
    }
}
