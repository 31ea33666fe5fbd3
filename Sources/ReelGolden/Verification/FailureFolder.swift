import Canvas
import Foundation
import ImageCodecs
import Reel

/// Where failure images go: `.reel-failures/` at the package root (git-ignored).
public enum FailureFolder {
    /// The environment variable that overrides the folder.
    public static let environmentVariable = "REEL_FAILURES"

    /// `REEL_FAILURES` when set; else `.reel-failures` in the nearest folder above `path`
    /// holding `Package.swift`; else `.reel-failures` in the current folder.
    public static func `default`(near path: URL, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> URL
    {
        if let override = environment[environmentVariable], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        if let root = packageRoot(containing: path) {
            return root.appendingPathComponent(".reel-failures", isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent(".reel-failures", isDirectory: true)
    }

    /// The nearest folder at or above `path` that holds `Package.swift`.
    public static func packageRoot(containing path: URL) -> URL? {
        var folder = path.standardizedFileURL
        for _ in 0..<64 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }
}

/// Writes the files of failed comparisons into `<root>/<golden folder name>/`.
struct FailureWriter: Sendable {
    var root: URL
    var set: URL

    var folder: URL { root.appendingPathComponent(set.standardizedFileURL.lastPathComponent, isDirectory: true) }

    func urls(_ key: GoldenKey) -> (actual: URL, diff: URL, strip: URL, attributes: URL) {
        (
            folder.appendingPathComponent(key.rawValue + ".actual.png"),
            folder.appendingPathComponent(key.rawValue + ".diff.png"),
            folder.appendingPathComponent(key.rawValue + ".strip.png"),
            folder.appendingPathComponent(key.rawValue + ".actual.json")
        )
    }

    /// Removes files of an earlier run for `key`.
    func clear(_ key: GoldenKey) throws {
        let files = urls(key)
        for url in [files.actual, files.diff, files.strip, files.attributes] {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Writes the actual image and attributes, and with `pixels`' diff image and the decoded
    /// `images`, the diff image and the strip.
    func write(
        _ frame: RenderedGolden, pixels: ImageDiffResult?, images: (expected: RGBA8Image, actual: RGBA8Image)?
    ) throws -> FailureArtifacts {
        let files = urls(frame.key)
        try GoldenStore.createFolder(folder, what: "the failures folder")
        try GoldenStore.write(frame.png, to: files.actual)
        try GoldenStore.write(frame.attributes, to: files.attributes)
        var diffURL: URL?
        var stripURL: URL?
        if let pixels, let diff = pixels.diffImage, let (expected, actual) = images {
            do {
                // Failure images are for people, not compared byte for byte: the quickest encoder.
                try GoldenStore.write(try PNGEncoder.fast.encode(diff), to: files.diff)
                try GoldenStore.write(
                    try ComparisonStrip.pngData(expected: expected, diff: diff, actual: actual, encoder: .fast),
                    to: files.strip)
            } catch let error as GoldenError {
                throw error
            } catch {
                throw GoldenError.cannotWrite(path: files.strip.path, reason: FileErrorText.reason(error))
            }
            diffURL = files.diff
            stripURL = files.strip
        }
        return FailureArtifacts(actual: files.actual, diff: diffURL, strip: stripURL, attributes: files.attributes)
    }
}
