import Foundation

/// One build in the cache, checked before it is used.
///
/// A build is sealed when it has compiled: `manifest.json`, written last (to a temporary file,
/// then renamed into place), lists every file of the folder with its size and a hash of its bytes,
/// and the preview runtime it was built against (``PreviewToolchain/identity``). A folder whose
/// manifest is missing (a build cut short, or one made by an older `reel`), unreadable, made
/// against another runtime, or whose files differ from it in size or bytes (truncated,
/// corrupted, half-written) is damaged: `reel` removes it and builds again.
enum PreviewCacheEntry {
    /// The manifest's file name.
    static let manifestName = "manifest.json"

    /// What a sealed build holds.
    struct Manifest: Codable, Equatable {
        /// The runtime it was built against.
        var runtime: String
        /// Each file of the folder, by name.
        var files: [String: FileRecord]
    }

    /// A file's size and a 64-bit FNV-1a hash of its bytes, as 16 hex digits.
    struct FileRecord: Codable, Equatable {
        var size: Int
        var hash: String
    }

    /// What a look at a build's folder found.
    enum State: Equatable {
        /// Sealed, and every file as the manifest says.
        case valid
        /// No folder.
        case missing
        /// The folder is there but cannot be used; why.
        case damaged(String)
    }

    /// The record of the file at `url`.
    static func record(_ url: URL) throws -> FileRecord {
        let data = try Data(contentsOf: url)
        return FileRecord(size: data.count, hash: hash(data))
    }

    /// A 64-bit FNV-1a hash of `data` as 16 hex digits.
    static func hash(_ data: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01b3
            }
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Writes the manifest of every file in `folder`, built against `runtime`: last, once every
    /// file is written, and atomically.
    ///
    /// - Throws: What reading the files or writing the manifest throws.
    static func seal(_ folder: URL, runtime: String) throws {
        let manager = FileManager.default
        var files: [String: FileRecord] = [:]
        for name in try manager.contentsOfDirectory(atPath: folder.path) where name != manifestName {
            files[name] = try record(folder.appendingPathComponent(name))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(Manifest(runtime: runtime, files: files))
        // `.atomic`: a temporary file, renamed into place.
        try data.write(to: folder.appendingPathComponent(manifestName), options: .atomic)
    }

    /// Whether the build in `folder` can be used with `runtime`, whose executable is `executable`
    /// (a name in the folder).
    static func state(of folder: URL, runtime: String, executable: String) -> State {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return .missing }
        guard isFolder.boolValue else { return .damaged("it is a file, not a folder") }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(manifestName)) else {
            return .damaged("it has no \(manifestName): a build cut short, or one made by an older reel")
        }
        guard let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else {
            return .damaged("its \(manifestName) is unreadable")
        }
        guard manifest.runtime == runtime else {
            return .damaged("it was built against another preview runtime")
        }
        guard manifest.files[executable] != nil else {
            return .damaged("its \(manifestName) lists no \(executable)")
        }
        for (name, expected) in manifest.files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            guard let found = try? record(url) else { return .damaged("\(name) is missing or unreadable") }
            guard found.size == expected.size else {
                return .damaged("\(name) is \(found.size) bytes; \(expected.size) were written")
            }
            guard found.hash == expected.hash else {
                return .damaged("\(name) has changed since it was written")
            }
        }
        guard manager.isExecutableFile(atPath: folder.appendingPathComponent(executable).path) else {
            return .damaged("\(executable) is not executable")
        }
        return .valid
    }
}
