import CCairo

/// The versions of everything that decides Canvas's output: cairo, pixman (cairo's
/// rasterizer), FreeType and the bundled font for pixels; zlib and libdeflate for PNG bytes.
///
/// Golden images record these so that a mismatch caused by another library version is reported
/// as such, not as a pixel failure.
public struct RenderingVersions: Sendable, Hashable, Codable {
    /// cairo's version (`cairo_version_string`), such as "1.16.0".
    public var cairo: String
    /// pixman's version (`pixman_version_string`), such as "0.42.2".
    public var pixman: String
    /// FreeType's version (`FT_Library_Version`), such as "2.12.1".
    public var freeType: String
    /// The bundled font's name and version, such as "DejaVu Sans Bold, Version 2.37".
    public var font: String
    /// zlib's version (`zlibVersion`), such as "1.2.13"; it decides the bytes of PNGs written by
    /// cairo's writer, not pixels.
    public var zlib: String
    /// libdeflate's version, such as "1.14"; it decides the bytes of PNGs written by Canvas's
    /// encoders, not pixels. Nil in records made before it was recorded.
    public var libdeflate: String?

    /// Creates a record from its values.
    public init(cairo: String, pixman: String, freeType: String, font: String, zlib: String, libdeflate: String? = nil)
    {
        self.cairo = cairo
        self.pixman = pixman
        self.freeType = freeType
        self.font = font
        self.zlib = zlib
        self.libdeflate = libdeflate
    }

    /// The versions this process renders with.
    ///
    /// - Throws: ``CanvasError`` `.font` when the bundled font cannot be loaded.
    public static func current() throws -> RenderingVersions {
        let font = try BundledFont.shared()
        return RenderingVersions(
            cairo: String(cString: cairo_version_string()),
            pixman: String(cString: pixman_version_string()),
            freeType: font.freeTypeVersion,
            font: "\(font.name), \(font.version)",
            zlib: String(cString: zlibVersion()),
            libdeflate: Deflate.version)
    }
}
