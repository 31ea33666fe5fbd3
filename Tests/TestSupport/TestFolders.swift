import Foundation

/// Scratch folders for tests that write files.
public enum TestFolders {
    /// A new empty folder under the system's temporary folder, named `PREFIX-UUID`.
    public static func temporary(prefix: String = "reel-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The sorted names of the files in `folder`; empty when it does not exist or cannot be read.
    public static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
