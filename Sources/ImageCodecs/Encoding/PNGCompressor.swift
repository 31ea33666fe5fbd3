import Foundation

/// How a Canvas encoder compresses the filtered rows.
package enum PNGCompressor: Sendable, Hashable {
    /// `RowDeflater` alone: rows of pixels matched pixel by pixel (runs, the row above, hash
    /// chains); palette rows by runs and the row above, and with `hashing` hash chains too.
    case rows(hashing: Bool)
    /// `RowDeflater` with rows of pixels parsed by `reel_pixel_parse` (lazy matching, 3-byte hash
    /// chains, matches running on into the next row) and its blocks ended where the statistics
    /// change (`reel_deflate_split`); palette rows as `.rows(hashing: true)`.
    case parsedRows
    /// `RowDeflater` (as `.parsedRows`), libdeflate at each level and zlib's level 9; the
    /// smallest stream is kept.
    case smallestOfRowsAnd([Deflate.Level])

    /// Whether rows of pixels go through the pixel parser (`reel_pixel_parse`) rather than being
    /// tokenized a row at a time.
    var parsesRows: Bool {
        switch self {
        case .parsedRows, .smallestOfRowsAnd: true
        case .rows: false
        }
    }
}
