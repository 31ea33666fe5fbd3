import Foundation
import TestSupport

/// The built `reel`, run from the package's root (so scenes and files are named as a user in
/// the package names them) with one build cache for the whole test run, so each set of Swift
/// files compiles once however many tests use it.
enum PreviewTool {
    static let reel = BuiltTool("reel")
    static let cache = PackagePaths.root.appendingPathComponent(".build/reel-preview-test-cache")

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> BuiltTool.Result {
        try reel.run(arguments, in: directory ?? PackagePaths.root, environment: ["REEL_CACHE_DIR": cache.path])
    }

    /// The package-relative path of a fixture under `Fixtures/preview/`.
    static func fixture(_ path: String) -> String { "Fixtures/preview/" + path }

    /// Parses a dump's JSON.
    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// The elements of pane 0 of frame `frame` in a dump, by item number.
    static func elements(_ dump: [String: Any], frame: Int) -> [Int: [String: Any]] {
        let frames = dump["frames"] as? [[String: Any]] ?? []
        guard frames.indices.contains(frame), let panes = frames[frame]["panes"] as? [[String: Any]],
            let elements = panes.first?["elements"] as? [[String: Any]]
        else { return [:] }
        var byItem: [Int: [String: Any]] = [:]
        for element in elements where element["category"] as? String == "cell" {
            byItem[element["item"] as? Int ?? -1] = element
        }
        return byItem
    }
}
