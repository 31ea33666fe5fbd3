import Foundation

/// What `reel verify --report` keeps of one or more verifications: each golden set's headline,
/// versions and differing frames with their images, as JSON (`report.json`, mergeable across
/// CI shards) and as one self-contained HTML page (`report.html`).
public struct VerificationReport: Codable, Sendable, Hashable {
    /// The file format version (1).
    public var format: Int
    /// One entry per verification (a golden set, or one shard of it), in the order run.
    public var sets: [Entry]

    /// The format version this code writes.
    public static let currentFormat = 1
    /// The JSON file's name in a report folder.
    public static let jsonFileName = "report.json"
    /// The HTML page's name in a report folder.
    public static let htmlFileName = "report.html"

    /// A report of `sets`.
    public init(sets: [Entry] = []) {
        self.format = Self.currentFormat
        self.sets = sets
    }

    /// One verification of a golden set.
    public struct Entry: Codable, Sendable, Hashable {
        /// The golden set's folder, as given (relative to the working folder when under it).
        public var directory: String
        /// The scene's name.
        public var scene: String
        /// The record mode in force.
        public var mode: String
        /// `K/N` when only one shard of the frames was verified.
        public var shard: String?
        /// The report's first line: `2 of 6 frames differ from their goldens — golden set …`.
        public var headline: String
        /// Frames verified.
        public var total: Int
        /// Frames that matched.
        public var matched: Int
        /// How the rendering environment differs from the one that recorded the set.
        public var environmentMismatch: [String]
        /// Why the set is stale (scale or canvas changed).
        public var staleness: [String]
        /// The versions of the manifest: what recorded the goldens and what rendered now.
        public var versions: [Version]
        /// Every frame that did not match (differs, missing, recorded), in frame order.
        public var frames: [Frame]
        /// Notes (unused goldens, a kept manifest).
        public var notes: [String]

        /// A set from its values.
        public init(
            directory: String, scene: String, mode: String, shard: String?, headline: String, total: Int,
            matched: Int, environmentMismatch: [String], staleness: [String], versions: [Version],
            frames: [Frame], notes: [String]
        ) {
            self.directory = directory
            self.scene = scene
            self.mode = mode
            self.shard = shard
            self.headline = headline
            self.total = total
            self.matched = matched
            self.environmentMismatch = environmentMismatch
            self.staleness = staleness
            self.versions = versions
            self.frames = frames
            self.notes = notes
        }
    }

    /// One row of the versions table: a part of the rendering environment or the canvas.
    public struct Version: Codable, Sendable, Hashable {
        /// `cairo`, `pixman`, `FreeType`, `font`, `font file`, `font SHA-256`, `canvas`, `scale`.
        public var name: String
        /// The value in the set's manifest (nil when the set had none).
        public var golden: String?
        /// The value on the machine that verified.
        public var here: String?

        /// A row from its values.
        public init(name: String, golden: String?, here: String?) {
            self.name = name
            self.golden = golden
            self.here = here
        }
    }

    /// A frame that did not match its golden.
    public struct Frame: Codable, Sendable, Hashable {
        /// The offset key (`pane-x0000-y0120.5`).
        public var key: String
        /// `differs`, `missing` or `recorded`.
        public var outcome: String
        /// The pixel comparison's summary, when pixels were compared.
        public var pixels: String?
        /// One line per changed attribute (`cell 0-3: frame.y 124 → 113.72`).
        public var changes: [String]
        /// The golden image (PNG), when there was one.
        public var expected: Data?
        /// The frame as rendered now (PNG), when it was kept.
        public var actual: Data?
        /// pixelmatch's diff image (PNG), when pixels differ.
        public var diff: Data?

        /// A frame from its values.
        public init(
            key: String, outcome: String, pixels: String?, changes: [String], expected: Data?, actual: Data?,
            diff: Data?
        ) {
            self.key = key
            self.outcome = outcome
            self.pixels = pixels
            self.changes = changes
            self.expected = expected
            self.actual = actual
            self.diff = diff
        }
    }

    /// Frames whose outcome is `outcome` (`differs`, `missing`, `recorded`), over every set.
    public func frames(_ outcome: String) -> Int {
        sets.reduce(0) { $0 + $1.frames.filter { $0.outcome == outcome }.count }
    }

    /// Frames that fail: they differ from their golden or have none.
    public var failingFrames: Int { frames("differs") + frames("missing") }

    /// `3 of 12 frames differ from their goldens, 1 has no golden` over every set; `12 frames
    /// match their goldens` when none fails or was recorded.
    public var summary: String {
        let total = totalFrames
        let (differing, missing, recorded) = (frames("differs"), frames("missing"), frames("recorded"))
        var parts: [String] = []
        if differing > 0 || (missing == 0 && recorded == 0) {
            parts.append(
                differing == 0
                    ? "\(total) frame\(total == 1 ? "" : "s") match\(total == 1 ? "es its golden" : " their goldens")"
                    : "\(differing) of \(total) frame\(total == 1 ? "" : "s") differ\(total == 1 ? "s" : "") from "
                        + (total == 1 ? "its golden" : "their goldens"))
        }
        if missing > 0 {
            parts.append(
                parts.isEmpty
                    ? "\(missing) of \(total) frames have no golden"
                    : "\(missing) \(missing == 1 ? "has" : "have") no golden")
        }
        if recorded > 0 {
            parts.append(parts.isEmpty ? "\(recorded) of \(total) frames recorded" : "\(recorded) recorded")
        }
        return parts.joined(separator: ", ")
    }
    /// Frames verified, over every set.
    public var totalFrames: Int { sets.reduce(0) { $0 + $1.total } }

    /// The reports one after another (sets in the order given).
    public static func merged(_ reports: [VerificationReport]) -> VerificationReport {
        VerificationReport(sets: reports.flatMap(\.sets))
    }

    /// The report with `set` added; an earlier entry of the same folder and shard is replaced,
    /// so re-running a verification into one report folder does not list it twice.
    public func adding(_ set: Entry) -> VerificationReport {
        var copy = self
        if let index = copy.sets.firstIndex(where: { $0.directory == set.directory && $0.shard == set.shard }) {
            copy.sets[index] = set
        } else {
            copy.sets.append(set)
        }
        return copy
    }

    /// The report as JSON (sorted keys; images as base64).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads a report's JSON: `path` is a `report.json` or a folder holding one.
    ///
    /// - Throws: ``GoldenError/unreadableReport(path:reason:)`` naming the file when it is
    ///   missing, not a report, or of a newer format.
    public static func read(from path: URL) throws -> VerificationReport {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
        let file = exists && isFolder.boolValue ? path.appendingPathComponent(jsonFileName) : path
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw GoldenError.unreadableReport(
                path: file.path, reason: exists ? "the file cannot be read" : "no such file or folder")
        }
        let report: VerificationReport
        do {
            report = try JSONDecoder().decode(VerificationReport.self, from: data)
        } catch {
            throw GoldenError.unreadableReport(path: file.path, reason: "not a reel verification report (\(error))")
        }
        guard report.format <= currentFormat else {
            throw GoldenError.unreadableReport(
                path: file.path, reason: "report format \(report.format) is newer than this reel's (\(currentFormat))")
        }
        return report
    }

    /// Writes `report.json` and `report.html` into `folder` (made when missing).
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    public func write(to folder: URL) throws {
        try GoldenStore.createFolder(folder, what: "the report folder")
        let json: Data
        do { json = try jsonData() } catch {
            throw GoldenError.cannotWrite(
                path: folder.appendingPathComponent(Self.jsonFileName).path, reason: "\(error)")
        }
        try GoldenStore.write(json, to: folder.appendingPathComponent(Self.jsonFileName))
        try GoldenStore.write(Data(html().utf8), to: folder.appendingPathComponent(Self.htmlFileName))
    }
}
