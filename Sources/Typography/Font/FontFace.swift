import Foundation

/// The metrics of one TrueType/OpenType font that text measurement needs, read from its tables:
/// `head` (units per em), `hhea` (ascender, descender, line gap, count of metrics), `hmtx`
/// (each glyph's advance width) and `cmap` (formats 4 and 12: which glyph draws a character).
///
/// Nothing is shaped or kerned: a line is as wide as the sum of its glyphs' advances, which is
/// what cairo's `cairo_show_text` does with the same file (see ``width(of:pointSize:)``). The
/// bundled faces are loaded once per process (``bundled(_:)``).
public struct FontFace: Sendable {
    /// Font units per em (`head.unitsPerEm`); 2048 for DejaVu Sans.
    public let unitsPerEm: Int
    /// The ascender in font units (`hhea.ascender`, above the baseline, positive).
    public let ascender: Int
    /// The descender in font units (`hhea.descender`, below the baseline, negative).
    public let descender: Int
    /// The extra gap between lines in font units (`hhea.lineGap`).
    public let lineGap: Int
    /// Each glyph's advance width in font units (`hmtx`; glyphs past `numberOfHMetrics` take
    /// the last advance).
    private let advances: [UInt16]
    private let characterMap: CharacterMap

    /// Reads the tables of a TrueType or OpenType file.
    ///
    /// - Throws: ``FontError`` naming the missing table or the offset that runs past the end.
    public init(data: Data) throws(FontError) {
        let reader = ByteReader(bytes: [UInt8](data))
        let head = try reader.table("head")
        let units = Int(try reader.uint16(at: head.offset + 18))
        guard units > 0 else { throw FontError("'head.unitsPerEm' is 0") }
        let hhea = try reader.table("hhea")
        let ascender = Int(try reader.int16(at: hhea.offset + 4))
        let descender = Int(try reader.int16(at: hhea.offset + 6))
        let lineGap = Int(try reader.int16(at: hhea.offset + 8))
        let metricsCount = Int(try reader.uint16(at: hhea.offset + 34))
        let hmtx = try reader.table("hmtx")
        guard metricsCount > 0, 4 * metricsCount <= hmtx.length else {
            throw FontError("'hhea.numberOfHMetrics' (\(metricsCount)) does not fit the 'hmtx' table")
        }
        var advances: [UInt16] = []
        advances.reserveCapacity(metricsCount)
        for index in 0..<metricsCount {
            advances.append(try reader.uint16(at: hmtx.offset + 4 * index))
        }
        let cmap = try reader.table("cmap")
        self.unitsPerEm = units
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.advances = advances
        self.characterMap = try CharacterMap(reader: reader, offset: cmap.offset)
    }

    /// Reads the font file at `url`.
    ///
    /// - Throws: ``FontError`` when the file cannot be read or is not a font.
    public init(contentsOf url: URL) throws(FontError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FontError("\(url.path) could not be read: \(error.localizedDescription)")
        }
        do {
            try self.init(data: data)
        } catch {
            throw FontError("\(url.path): \(error.message)")
        }
    }

    /// The glyph that draws `scalar` (0, `.notdef`, when the font has none).
    public func glyph(for scalar: Unicode.Scalar) -> Int {
        characterMap.glyph(for: scalar.value)
    }

    /// The advance width of `glyph` in font units.
    public func advance(ofGlyph glyph: Int) -> Int {
        guard glyph >= 0 else { return 0 }
        return Int(glyph < advances.count ? advances[glyph] : advances[advances.count - 1])
    }

    /// The advance width of `scalar`'s glyph in font units.
    public func advance(of scalar: Unicode.Scalar) -> Int {
        advance(ofGlyph: glyph(for: scalar))
    }

    // MARK: Bundled faces

    private static let loadedRegular = Result { () throws(FontError) in try load(.regular) }
    private static let loadedBold = Result { () throws(FontError) in try load(.bold) }

    private static func load(_ file: FontFile) throws(FontError) -> FontFace {
        guard let url = file.url else {
            let places = FontFile.candidateURLs(for: file.fileName).map(\.path).joined(separator: ", ")
            throw FontError("\(file.fileName) was not found; looked in \(places)")
        }
        return try FontFace(contentsOf: url)
    }

    /// The bundled face of `file`, read once per process.
    ///
    /// - Throws: ``FontError`` when the file is missing or unreadable (keep
    ///   `LayoutReel_Typography.resources` next to the executable).
    public static func bundled(_ file: FontFile) throws(FontError) -> FontFace {
        switch file {
        case .regular: try loadedRegular.get()
        case .bold: try loadedBold.get()
        }
    }
}
