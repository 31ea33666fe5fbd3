import Foundation

/// Where an assertion's goldens go when the test names no folder: beside the test file, as
/// swift-snapshot-testing keeps its references.
public enum GoldenFolder {
    /// `<folder of filePath>/__Snapshots__/<file name without .swift>/<function>[-<name>]/`,
    /// the function's name without its parameter list (`cardStackMatches()` is
    /// `cardStackMatches`), characters other than letters, digits, `_`, `.` and `-` as `_`.
    public static func beside(filePath: String, function: String, name: String? = nil) -> URL {
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        let test = sanitized(String(function.prefix { $0 != "(" }))
        let folder = name.map { "\(test)-\(sanitized($0))" } ?? test
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
            .appendingPathComponent(folder, isDirectory: true)
    }

    static func sanitized(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
        let cleaned = String(text.map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty ? "golden" : cleaned
    }
}
