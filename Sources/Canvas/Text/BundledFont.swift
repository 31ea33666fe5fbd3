import CCairo
import Foundation
import ImageCodecs
import Typography

/// A font Canvas draws text with: DejaVu Sans in one of its two bundled weights (``FontWeight``),
/// shipped in `Typography`'s resources and loaded through FreeType, never through fontconfig, so
/// text looks the same on every machine.
///
/// Each weight is loaded once per process on first use (`FT_Init_FreeType`, `FT_New_Face`,
/// `cairo_ft_font_face_create_for_ft_face`) and kept for the life of the process. cairo font
/// faces are reference-counted and thread-safe, and cairo serialises its own use of the
/// `FT_Face`, so the one face serves every task.
final class BundledFont: @unchecked Sendable {
    /// The process-wide bold font, or why it could not be loaded (`static let` runs once,
    /// thread-safely).
    private static let loadedBold: Result<BundledFont, CanvasError> = Result { () throws(CanvasError) in
        try BundledFont(weight: .bold)
    }

    /// The process-wide regular font, or why it could not be loaded.
    private static let loadedRegular: Result<BundledFont, CanvasError> = Result { () throws(CanvasError) in
        try BundledFont(weight: .regular)
    }

    /// The process-wide font of `weight`; bold, the weight frames are drawn in, by default.
    ///
    /// - Throws: ``CanvasError`` `.font` when the file is missing or FreeType or cairo reject it.
    static func shared(_ weight: FontWeight = .bold) throws(CanvasError) -> BundledFont {
        switch weight {
        case .bold: try loadedBold.get()
        case .regular: try loadedRegular.get()
        }
    }

    /// The `cairo_font_face_t *`; never destroyed.
    let face: OpaquePointer
    /// The `cairo_font_options_t *` every use of the face gets: grey antialiasing, no hinting,
    /// unhinted metrics; never destroyed.
    let options: OpaquePointer
    /// The family and style FreeType reads from the file, such as "DejaVu Sans Bold".
    let name: String
    /// The font's own version text (name table entry 5), such as "Version 2.37".
    let version: String
    /// The file the font was loaded from.
    let path: String
    /// FreeType's version, such as "2.12.1" (`FT_Library_Version`).
    let freeTypeVersion: String

    private init(weight: FontWeight) throws(CanvasError) {
        let operation = "load bundled font"
        let path = try Self.locate(weight.fileName)
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw CanvasError(
                code: .font(error), operation: operation, reason: "FreeType could not start (FT_Error \(error))")
        }
        var ftFace: FT_Face?
        error = FT_New_Face(library, path, 0, &ftFace)
        guard error == 0, let ftFace else {
            throw CanvasError(
                code: .font(error), operation: operation,
                reason: "FreeType could not read the font (FT_Error \(error))", path: path)
        }
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING)) else {
            throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: operation, path: path)
        }
        try CanvasError.check(cairo_font_face_status(face), operation, path: path)
        guard let options = cairo_font_options_create() else {
            throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: operation, path: path)
        }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_RGB)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        try CanvasError.check(cairo_font_options_status(options), operation, path: path)
        let family = ftFace.pointee.family_name.map { String(cString: $0) } ?? "unknown family"
        let style = ftFace.pointee.style_name.map { String(cString: $0) } ?? "unknown style"
        var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
        FT_Library_Version(library, &major, &minor, &patch)
        self.face = face
        self.options = options
        self.name = "\(family) \(style)"
        self.version = Self.versionString(of: ftFace) ?? "unknown version"
        self.path = path
        self.freeTypeVersion = "\(major).\(minor).\(patch)"
    }

    /// The name table's version string (`FT_Get_Sfnt_Name`), from its Windows (UTF-16BE) or
    /// Macintosh Roman entry.
    private static func versionString(of face: FT_Face) -> String? {
        for index in 0..<FT_Get_Sfnt_Name_Count(face) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, index, &entry) == 0, entry.name_id == TT_NAME_ID_VERSION_STRING,
                let bytes = entry.string
            else { continue }
            let raw = Array(UnsafeBufferPointer(start: bytes, count: Int(entry.string_len)))
            switch Int32(entry.platform_id) {
            case TT_PLATFORM_MICROSOFT:
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            case TT_PLATFORM_MACINTOSH:
                return String(decoding: raw, as: UTF8.self)
            default:
                continue
            }
        }
        return nil
    }

    /// Finds the font file through `Typography`, which owns the bundled fonts: in its resource
    /// bundle next to the executable (where SwiftPM puts it), else in the source tree it was
    /// built from.
    private static func locate(_ fileName: String) throws(CanvasError) -> String {
        if let found = FontFile.url(for: fileName) { return found.path }
        throw CanvasError(
            code: .font(0), operation: "load bundled font",
            reason: "\(fileName) was not found; looked in "
                + FontFile.candidateURLs(for: fileName).map(\.path).joined(separator: ", ")
                + ". Keep \(FontFile.bundleName) next to the executable.")
    }
}
