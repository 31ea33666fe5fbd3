import CCairo
import Foundation

/// What decides the pixels Canvas draws besides the drawing itself: cairo, pixman (cairo's
/// rasterizer), FreeType and the bundled font file.
///
/// Golden sets record it in their manifest, so that a mismatch caused by another library or
/// font is reported as such before any pixel is compared, not as a pixel failure. (The bytes
/// of a PNG also depend on zlib and libdeflate, which do not change pixels: see
/// ``PNGEncoder/zlibVersion`` and ``PNGEncoder/libdeflateVersion``.)
public struct RenderEnvironment: Sendable, Hashable {
    /// cairo's version (`cairo_version_string`), such as "1.16.0".
    public var cairo: String
    /// pixman's version (`pixman_version_string`), such as "0.42.2", or "unknown".
    public var pixman: String
    /// FreeType's version (`FT_Library_Version`), such as "2.12.1", or "unknown".
    public var freeType: String
    /// The bundled font's name and version (its name table), such as
    /// "DejaVu Sans Bold, Version 2.37", or "unknown".
    public var font: String
    /// The bundled font's file name, such as "DejaVuSans-Bold.ttf", or "unknown".
    public var fontFile: String
    /// The SHA-256 of the bundled font file, 64 hexadecimal digits, or "unknown".
    public var fontSHA256: String

    /// An environment from its versions and font details, as a golden manifest stores them;
    /// ``current`` is the one this process renders with.
    public init(
        cairo: String, pixman: String, freeType: String = "unknown", font: String = "unknown", fontFile: String,
        fontSHA256: String
    ) {
        self.cairo = cairo
        self.pixman = pixman
        self.freeType = freeType
        self.font = font
        self.fontFile = fontFile
        self.fontSHA256 = fontSHA256
    }

    /// The environment this process renders with; computed once (the font file is hashed
    /// once). What cannot be read, such as the font when it fails to load, is "unknown".
    public static var current: RenderEnvironment { detected }

    private static let detected: RenderEnvironment = {
        let font = try? BundledFont.shared()
        let fontURL = font.map { URL(fileURLWithPath: $0.path) }
        let fontBytes = fontURL.flatMap { try? FileBytes.read($0, operation: "read font") }
        return RenderEnvironment(
            cairo: String(cString: cairo_version_string()), pixman: String(cString: pixman_version_string()),
            freeType: font?.freeTypeVersion ?? "unknown", font: font.map { "\($0.name), \($0.version)" } ?? "unknown",
            fontFile: fontURL?.lastPathComponent ?? "unknown",
            fontSHA256: fontBytes.map { SHA256.hex(of: $0) } ?? "unknown")
    }()

    /// What differs from `other`, one line per value: `cairo 1.16.0 (golden) ≠ 1.18.0 (here)`.
    public func differences(from other: RenderEnvironment, mine: String = "golden", theirs: String = "here") -> [String]
    {
        let pairs = [
            ("cairo", cairo, other.cairo), ("pixman", pixman, other.pixman), ("FreeType", freeType, other.freeType),
            ("font", font, other.font), ("font file", fontFile, other.fontFile),
            ("font SHA-256", fontSHA256, other.fontSHA256),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { "\($0.0) \($0.1) (\(mine)) ≠ \($0.2) (\(theirs))" }
    }
}

extension RenderEnvironment: Codable {
    private enum CodingKeys: String, CodingKey {
        case cairo, pixman, freeType, font, fontFile, fontSHA256
    }

    /// Reads a recorded environment; values an older record lacks read as "unknown".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func value(_ key: CodingKeys) throws -> String {
            try container.decodeIfPresent(String.self, forKey: key) ?? "unknown"
        }
        self.init(
            cairo: try value(.cairo), pixman: try value(.pixman), freeType: try value(.freeType),
            font: try value(.font), fontFile: try value(.fontFile), fontSHA256: try value(.fontSHA256))
    }
}
