import Canvas
import Foundation
import Reel

/// A golden set on disk: one folder per scene holding `manifest.json` and, per offset key,
/// `<key>.png` and `<key>.json`.
public struct GoldenStore: Sendable {
    /// The set's folder (one per scene).
    public var directory: URL

    /// A store in `directory` (created when something is written).
    public init(directory: URL) {
        self.directory = directory
    }

    /// `manifest.json`'s location.
    public var manifestURL: URL { directory.appendingPathComponent(GoldenManifest.fileName) }
    /// Where the image of `key` lives.
    public func imageURL(_ key: GoldenKey) -> URL { directory.appendingPathComponent(key.imageFileName) }
    /// Where the attributes of `key` live.
    public func attributesURL(_ key: GoldenKey) -> URL { directory.appendingPathComponent(key.attributesFileName) }

    /// The manifest, or nil when the set has none yet.
    ///
    /// - Throws: ``GoldenError/unreadableGolden(path:reason:)`` when it exists but is unreadable.
    public func manifest() throws -> GoldenManifest? {
        guard FileManager.default.fileExists(atPath: manifestURL.path) else { return nil }
        return try GoldenManifest.read(from: manifestURL)
    }

    /// The keys that have an image or attributes file in the folder, sorted.
    public func storedKeys() -> [GoldenKey] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let stems = names.compactMap { name -> String? in
            guard name != GoldenManifest.fileName, !name.hasPrefix(".") else { return nil }
            if name.hasSuffix(".png") { return String(name.dropLast(4)) }
            if name.hasSuffix(".json") { return String(name.dropLast(5)) }
            return nil
        }
        return Set(stems).map(GoldenKey.init(rawValue:)).sorted()
    }

    /// The stored image bytes of `key`, or nil.
    func image(_ key: GoldenKey) -> Data? { FileManager.default.contents(atPath: imageURL(key).path) }
    /// The stored attribute bytes of `key`, or nil.
    func attributes(_ key: GoldenKey) -> Data? { FileManager.default.contents(atPath: attributesURL(key).path) }

    /// Writes a frame's image and attributes (each atomically).
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    public func write(_ frame: RenderedGolden) throws {
        try createDirectory()
        try Self.write(frame.png, to: imageURL(frame.key))
        try Self.write(frame.attributes, to: attributesURL(frame.key))
    }

    /// Writes the manifest (atomically).
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    public func write(_ manifest: GoldenManifest) throws {
        try createDirectory()
        let data: Data
        do { data = try manifest.jsonData() } catch {
            throw GoldenError.cannotWrite(path: manifestURL.path, reason: "cannot encode the manifest (\(error))")
        }
        try Self.write(data, to: manifestURL)
    }

    /// Removes the image and attributes of `key`; returns the files removed.
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    @discardableResult
    public func remove(_ key: GoldenKey) throws -> [URL] {
        var removed: [URL] = []
        for url in [imageURL(key), attributesURL(key)] where FileManager.default.fileExists(atPath: url.path) {
            do { try FileManager.default.removeItem(at: url) } catch {
                throw GoldenError.cannotWrite(path: url.path, reason: "cannot remove (\(FileErrorText.reason(error)))")
            }
            removed.append(url)
        }
        return removed
    }

    func createDirectory() throws {
        try Self.createFolder(directory, what: "the folder")
    }

    /// Creates `folder` and its parents; another thread creating it at the same time is fine.
    static func createFolder(_ folder: URL, what: String) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return
            }
            throw GoldenError.cannotWrite(
                path: folder.path, reason: "cannot create \(what) (\(FileErrorText.reason(error)))")
        }
    }

    static func write(_ data: Data, to url: URL) throws {
        do { try AtomicFile.write(data, to: url) } catch {
            throw GoldenError.cannotWrite(path: url.path, reason: FileErrorText.reason(error))
        }
    }
}
