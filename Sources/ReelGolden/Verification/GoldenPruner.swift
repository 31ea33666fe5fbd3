import Foundation

/// Removes goldens that a scene no longer produces: images and attribute files whose offset
/// key is not among the subject's frames.
public enum GoldenPruner {
    /// Removes (or with `dryRun` only lists) the unused goldens of `directory`.
    ///
    /// - Returns: The files removed (or that would be), sorted.
    /// - Throws: `SceneError` when the scene cannot be run; ``GoldenError`` when a file
    ///   cannot be removed.
    public static func prune(_ subject: GoldenSubject, directory: URL, dryRun: Bool = false) throws -> [URL] {
        let produced = Set(try subject.keys())
        let store = GoldenStore(directory: directory)
        var removed: [URL] = []
        for key in store.storedKeys() where !produced.contains(key) {
            if dryRun {
                removed += [store.imageURL(key), store.attributesURL(key)].filter {
                    FileManager.default.fileExists(atPath: $0.path)
                }
            } else {
                removed += try store.remove(key)
            }
        }
        return removed.sorted { $0.path < $1.path }
    }
}
