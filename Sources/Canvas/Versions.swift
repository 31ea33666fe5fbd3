import CCairo
import Foundation

/// The version of the cairo library this process renders with (`cairo_version_string`), such
/// as "1.16.0". Read as `Canvas.cairoVersion`.
///
/// Golden images record it, so that a pixel change caused by another cairo is reported as such.
public var cairoVersion: String { String(cString: cairo_version_string()) }

/// The file of the one font Canvas draws text with, as loaded (see the bundled font's rules:
/// never fontconfig). Golden images record its name and SHA-256.
///
/// - Throws: ``CanvasError`` `.font` when the font cannot be found or loaded.
public func bundledFontFile() throws -> URL {
    URL(fileURLWithPath: try BundledFont.shared().path)
}
