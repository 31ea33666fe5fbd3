import CPixelLoops

/// Undoes PNG's row filters (None, Sub, Up, Average, Paeth) in place.
enum PNGUnfilter {
    /// Reconstructs the rows of one pass in place: `rows` rows of `1 + rowBytes` bytes at
    /// `base`, each starting with its filter type; `previous` is scratch of `rowBytes` bytes.
    ///
    /// - Throws: ``PNGDecodingFailure`` naming the row when a filter type is not 0…4.
    static func unfilter(
        _ base: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, stride bpp: Int, pass: Int?,
        zeroRow: UnsafePointer<UInt8>
    ) throws(PNGDecodingFailure) {
        var row = 0
        while row < rows {
            let line = base + row * (rowBytes + 1)
            let current = line + 1
            let prior: UnsafePointer<UInt8> = row == 0 ? zeroRow : UnsafePointer(line - rowBytes)
            // The filters run in C (`reel_png_unfilter_row`), fast in debug builds too.
            let kind = line.pointee
            guard kind <= 4 else {
                let place = pass.map { "row \(row) of interlace pass \($0)" } ?? "row \(row)"
                throw PNGDecodingFailure("\(place) has filter type \(kind) (PNG has 0…4)")
            }
            if kind != 0 { reel_png_unfilter_row(Int32(kind), current, prior, rowBytes, bpp) }
            row += 1
        }
    }
}
