import Canvas
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What decides the pixels of a frame besides the layout: the cairo and pixman libraries and
/// the bundled font. A golden set records it in its manifest; a mismatch is reported as such
/// before any pixel is compared.
public struct RenderEnvironment: Sendable, Hashable, Codable {
    /// cairo's version (`Canvas.cairoVersion`), such as "1.16.0".
    public var cairo: String
    /// pixman's version (`pixman_version_string`, looked up in the running process), or
    /// "unknown".
    public var pixman: String
    /// The bundled font's file name, such as "DejaVuSans-Bold.ttf".
    public var fontFile: String
    /// The SHA-256 of the bundled font file, 64 hexadecimal digits, or "unknown".
    public var fontSHA256: String

    /// Creates a record from its values.
    public init(cairo: String, pixman: String, fontFile: String, fontSHA256: String) {
        self.cairo = cairo
        self.pixman = pixman
        self.fontFile = fontFile
        self.fontSHA256 = fontSHA256
    }

    /// The environment this process renders with; computed once (the font is hashed once).
    public static var current: RenderEnvironment { detected }

    private static let detected: RenderEnvironment = {
        var fontFile = "unknown"
        var digest = "unknown"
        if let url = try? Canvas.bundledFontFile() {
            fontFile = url.lastPathComponent
            if let data = FileManager.default.contents(atPath: url.path) { digest = SHA256.hex(of: data) }
        }
        return RenderEnvironment(
            cairo: Canvas.cairoVersion, pixman: pixmanVersion(), fontFile: fontFile, fontSHA256: digest)
    }()

    /// pixman's own version text, found with `dlsym` since cairo links pixman but does not
    /// report its version; "unknown" when the symbol is not there.
    static func pixmanVersion() -> String {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pixman_version_string") else {
            return "unknown"
        }
        typealias VersionFunction = @convention(c) () -> UnsafePointer<CChar>?
        let function = unsafeBitCast(symbol, to: VersionFunction.self)
        return function().map { String(cString: $0) } ?? "unknown"
    }

    /// What differs from `other`, one line per value: `cairo 1.16.0 (golden) ≠ 1.18.0 (here)`.
    public func differences(from other: RenderEnvironment, mine: String = "golden", theirs: String = "here") -> [String]
    {
        var lines: [String] = []
        func compare(_ name: String, _ a: String, _ b: String) {
            if a != b { lines.append("\(name) \(a) (\(mine)) ≠ \(b) (\(theirs))") }
        }
        compare("cairo", cairo, other.cairo)
        compare("pixman", pixman, other.pixman)
        compare("font file", fontFile, other.fontFile)
        compare("font SHA-256", fontSHA256, other.fontSHA256)
        return lines
    }
}
