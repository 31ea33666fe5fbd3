import Canvas
import Foundation
import Reel

extension VerificationReport.Entry {
    /// The entry of `report`: its headline and versions, and each frame that did not match with
    /// the golden image (read from the set's folder) and the actual and diff images (read from
    /// the failure files the verifier wrote).
    ///
    /// - Parameters:
    ///   - report: A verification's report.
    ///   - shard: The shard verified, if only one.
    ///   - base: Paths under this folder are shown relative to it.
    public init(_ report: GoldenReport, shard: Shard? = nil, relativeTo base: URL? = nil) {
        let store = GoldenStore(directory: report.directory)
        let frames = report.comparisons.compactMap { comparison -> VerificationReport.Frame? in
            let outcome: String
            switch comparison.outcome {
            case .matched: return nil
            case .failed: outcome = "differs"
            case .missing: outcome = "missing"
            case .recorded: outcome = "recorded"
            }
            let read = { (url: URL?) in url.flatMap { FileManager.default.contents(atPath: $0.path) } }
            let showPanes = Set(comparison.attributeDifferences.map(\.pane)).count > 1
            return VerificationReport.Frame(
                key: comparison.key.rawValue, outcome: outcome,
                pixels: comparison.pixels.map(\.summary),
                changes: comparison.attributeDifferences.map { $0.text(showingPane: showPanes) },
                expected: outcome == "differs" ? store.image(comparison.key) : nil,
                actual: read(comparison.artifacts?.actual), diff: read(comparison.artifacts?.diff))
        }
        var notes = report.notes
        if !report.unusedKeys.isEmpty {
            notes.append(
                "\(report.unusedKeys.count) stored golden\(report.unusedKeys.count == 1 ? "" : "s") no longer produced by the scene"
            )
        }
        let directory = Self.display(report.directory, base)
        self.init(
            directory: directory, scene: report.scene, mode: report.mode.rawValue, shard: shard?.description,
            headline: report.headline(relativeTo: base), total: report.comparisons.count,
            matched: report.comparisons.filter { $0.outcome == .matched }.count,
            environmentMismatch: report.environmentMismatch, staleness: report.staleness,
            versions: Self.versions(golden: report.storedManifest, here: report.renderedManifest),
            frames: frames, notes: notes)
    }

    /// The manifest's values side by side: canvas, scale and each part of the environment.
    static func versions(golden: GoldenManifest?, here: GoldenManifest?) -> [VerificationReport.Version] {
        let rows: [(String, (GoldenManifest) -> String)] = [
            ("canvas", { "\(GoldenManifest.number($0.width))×\(GoldenManifest.number($0.height)) pt" }),
            ("scale", { GoldenManifest.number($0.scale) }),
            ("cairo", { $0.environment.cairo }),
            ("pixman", { $0.environment.pixman }),
            ("FreeType", { $0.environment.freeType }),
            ("font", { $0.environment.font }),
            ("font file", { $0.environment.fontFile }),
            ("font SHA-256", { $0.environment.fontSHA256 }),
        ]
        return rows.map { name, value in
            VerificationReport.Version(name: name, golden: golden.map(value), here: here.map(value))
        }
    }

    private static func display(_ url: URL, _ base: URL?) -> String {
        guard let base else { return url.path }
        let root = base.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
