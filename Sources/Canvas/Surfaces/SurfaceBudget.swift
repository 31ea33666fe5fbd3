import Foundation
import ImageCodecs

/// The most pixels one image surface may hold, checked by ``ImageSurface`` before cairo
/// allocates anything, whoever asks for the surface: scenes are checked earlier with the same
/// budget (`reel`'s "pixels per surface"), and this guard catches every other caller.
///
/// The default is 100,000,000 pixels (10,000 × 10,000, 400 MB of ARGB32); the environment
/// variable `REEL_MAX_PIXELS` raises or lowers it, as it does for scenes (docs/limits.md).
public enum SurfaceBudget {
    /// The environment variable that sets the budget.
    public static let variable = "REEL_MAX_PIXELS"
    /// The budget when the variable is not set.
    public static let defaultPixels = 100_000_000

    /// This process's budget: `REEL_MAX_PIXELS` when it is a whole number from 1 to 10¹⁵
    /// (underscores allowed), else the default.
    public static let pixels = pixels(environment: ProcessInfo.processInfo.environment)

    /// The budget `environment` sets.
    static func pixels(environment: [String: String]) -> Int {
        guard let text = environment[variable] else { return defaultPixels }
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
        guard let value = Int(trimmed), value >= 1, value <= 1_000_000_000_000_000 else { return defaultPixels }
        return value
    }

    /// Checks a surface of `width` × `height` pixels against `budget`.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` naming the size, the budget and how to raise it.
    static func check(width: Int, height: Int, budget: Int = pixels, operation: String) throws(CanvasError) {
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || count > budget else { return }
        throw .invalidArgument(
            operation,
            "\(width) × \(height) is \(grouped(count)) pixels, over the budget of \(grouped(budget)) pixels "
                + "per surface; raise it with the environment variable \(variable) (docs/limits.md)")
    }

    /// `12,345,678`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}
