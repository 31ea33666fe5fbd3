import Foundation

/// How a Canvas encoder compresses the filtered rows.
package enum PNGCompressor: Sendable, Hashable {
    /// `RowDeflater` alone: rows of pixels matched pixel by pixel (runs, the row above, hash
    /// chains); palette rows by runs and the row above, and with `hashing` hash chains too.
    case rows(hashing: Bool)
    /// `RowDeflater` (with hashing), libdeflate at each level and zlib's level 9; the smallest
    /// stream is kept.
    case smallestOfRowsAnd([Deflate.Level])
    /// `RowDeflater` (with hashing); when its stream is over `PNGWriter.busyFraction` of
    /// the filtered bytes (a frame of text or many slanted edges, where a general LZ77 search
    /// finds more), libdeflate at a level too, keeping the smaller.
    case rowsThenLibdeflate(Deflate.Level)
}
