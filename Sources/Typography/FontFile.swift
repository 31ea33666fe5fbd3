import Foundation

/// The two font files LayoutReel bundles, DejaVu Sans Book and Bold, and where they are.
///
/// They stand in for the system font wherever text is measured (UIKit's `UILabel`) or drawn
/// (Canvas), so that text never depends on the machine's fontconfig setup. The files are this
/// module's resources (`Resources/Fonts`); ``url(for:)`` finds them without `Bundle.module`,
/// whose accessor stops the process when the resource bundle is missing.
public enum FontFile: String, CaseIterable, Sendable {
    /// DejaVu Sans (Book), `DejaVuSans.ttf`.
    case regular = "DejaVuSans.ttf"
    /// DejaVu Sans Bold, `DejaVuSans-Bold.ttf`.
    case bold = "DejaVuSans-Bold.ttf"

    /// The file's name in the module's `Resources/Fonts`.
    public var fileName: String { rawValue }

    /// The file, or nil when it is in none of ``candidateURLs(for:)``.
    public var url: URL? { Self.url(for: fileName) }

    /// The bundled font file named `fileName` (such as `DejaVuSans-Bold.ttf`), or nil when it
    /// is in none of ``candidateURLs(for:)``.
    public static func url(for fileName: String) -> URL? {
        candidateURLs(for: fileName).first { FileManager.default.isReadableFile(atPath: $0.path) }
    }

    /// Where `fileName` is looked for, in order: the resource bundle next to the executable
    /// (where SwiftPM puts it), in the main bundle's resources, then the source tree this file
    /// was built from.
    public static func candidateURLs(for fileName: String) -> [URL] {
        var candidates: [URL] = [
            Bundle.main.bundleURL.appendingPathComponent(bundleName),
            Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent(bundleName),
            Bundle.main.resourceURL?.appendingPathComponent(bundleName),
        ].compactMap { $0?.appendingPathComponent("Fonts").appendingPathComponent(fileName) }
        let sourceFonts = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("Resources/Fonts").appendingPathComponent(fileName)
        candidates.append(sourceFonts)
        return candidates
    }

    /// The name SwiftPM gives this module's resource bundle.
    public static let bundleName = "LayoutReel_Typography.resources"
}
