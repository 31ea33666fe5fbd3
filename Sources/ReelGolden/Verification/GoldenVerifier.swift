import Canvas
import Foundation
import ImageCodecs
import Reel

/// Verifies rendered frames against a golden set, recording as the ``RecordMode`` says.
///
/// Order of judgement: the manifest first (another rendering environment is reported as such;
/// another scale or canvas size makes the set stale), then per offset key the layout
/// attributes (within ``AttributeTolerance``) and the pixels (pixelmatch counts within
/// ``PixelTolerance``). For each failure the actual image, diff image, three-panel strip and
/// actual attributes are written to the failures folder.
public struct GoldenVerifier: Sendable {
    /// The golden set's folder.
    public var directory: URL
    /// How close frames must be.
    public var tolerance: GoldenTolerance
    /// When goldens are written (`all`, `failed`, `missing`, `never`).
    public var mode: RecordMode
    /// Where failure images go (a subfolder named after the golden folder is used); nil writes
    /// none.
    public var failureDirectory: URL?

    /// A verifier of the set in `directory`.
    ///
    /// - Parameters:
    ///   - directory: The golden set's folder, one per scene.
    ///   - tolerance: How close frames must be.
    ///   - mode: When goldens are written; see ``RecordMode/fromEnvironment(_:)``.
    ///   - failureDirectory: The failures folder, such as `<package>/.reel-failures`; see
    ///     ``FailureFolder/default(near:)``.
    public init(directory: URL, tolerance: GoldenTolerance = .default, mode: RecordMode, failureDirectory: URL? = nil) {
        self.directory = directory
        self.tolerance = tolerance
        self.mode = mode
        self.failureDirectory = failureDirectory
    }

    /// Renders `subject` (optionally one shard of its frames) and verifies it.
    ///
    /// - Throws: `SceneError` or ``ReelError`` when the scene cannot be run or drawn;
    ///   ``GoldenError`` when golden files cannot be read or written.
    public func verify(_ subject: GoldenSubject, shard: Shard? = nil) throws -> GoldenReport {
        let rendering = try subject.render(shard: shard)
        var report = try verify(rendering.frames, manifest: rendering.manifest)
        if shard != nil { report.unusedKeys = [] }
        return report
    }

    /// Verifies frames already rendered, described by `manifest` (this machine's).
    ///
    /// Frames with the same key are verified once (the first).
    ///
    /// - Throws: ``GoldenError`` when golden files cannot be read or written.
    public func verify(_ frames: [RenderedGolden], manifest: GoldenManifest) throws -> GoldenReport {
        try tolerance.pixels.validate()
        let store = GoldenStore(directory: directory)
        let stored = try store.manifest()
        var report = GoldenReport(directory: directory, scene: manifest.scene, mode: mode)
        report.storedManifest = stored
        report.renderedManifest = manifest
        if let stored {
            report.environmentMismatch = stored.environment.differences(from: manifest.environment)
            report.staleness = stored.staleness(comparedWith: manifest)
        }
        let judgePixels = report.environmentMismatch.isEmpty || tolerance.environmentMismatch == .strict
        var seen = Set<GoldenKey>()
        let unique = frames.filter { seen.insert($0.key).inserted }
        let failures = failureDirectory.map { FailureWriter(root: $0, set: directory) }
        let stale = !report.staleness.isEmpty
        // Each key reads and writes only its own files, so keys are judged on all cores, on the
        // frame pipeline's workers; the comparisons come back in frame order.
        var pending = unique[...]
        try FramePipeline.run(
            jobs: ProcessInfo.processInfo.activeProcessorCount, produce: { pending.popFirst() },
            makeWorker: {
                { frame in
                    try process(frame, store: store, failures: failures, judgePixels: judgePixels, stale: stale)
                }
            },
            consume: { report.comparisons.append($0) })
        try updateManifest(manifest, stored: stored, store: store, report: &report, frameCount: unique.count)
        report.unusedKeys = store.storedKeys().filter { !seen.contains($0) }
        return report
    }

    /// Judges one frame, then records it or writes its failure files as the mode says.
    private func process(
        _ frame: RenderedGolden, store: GoldenStore, failures: FailureWriter?, judgePixels: Bool, stale: Bool
    ) throws -> GoldenComparison {
        var (comparison, images) = try compare(frame, store: store, judgePixels: judgePixels, stale: stale)
        let state: GoldenState =
            switch comparison.outcome {
            case .missing: .missing
            case .failed: .different
            default: .matching
            }
        try failures?.clear(frame.key)
        if mode.records(state) {
            try store.write(frame)
            let previously = state == .missing ? "missing" : state == .different ? "different" : "matching"
            comparison.outcome = .recorded(previously: previously)
        } else if state == .different, let failures {
            comparison.artifacts = try failures.write(frame, pixels: comparison.pixels, images: images)
        }
        comparison.pixels?.diffImage = nil
        return comparison
    }

    /// Judges one frame against its golden; the decoded golden and rendered images come back
    /// too when their bytes differ, for the failure files.
    private func compare(_ frame: RenderedGolden, store: GoldenStore, judgePixels: Bool, stale: Bool) throws
        -> (GoldenComparison, (expected: RGBA8Image, actual: RGBA8Image)?)
    {
        guard let goldenPNG = store.image(frame.key), let goldenAttributes = store.attributes(frame.key) else {
            return (GoldenComparison(key: frame.key, outcome: .missing), nil)
        }
        let expected = try FrameAttributes.decode(goldenAttributes, path: store.attributesURL(frame.key).path)
        let actual = try FrameAttributes.decode(frame.attributes, path: "rendered attributes of \(frame.key)")
        let differences = AttributeComparison(tolerance: tolerance.attributes).differences(
            expected: expected, actual: actual)
        var pixels: ImageDiffResult?
        var images: (expected: RGBA8Image, actual: RGBA8Image)?
        var accepted = true
        if goldenPNG != frame.png {
            let golden = try ImageDiff.decodeImage(goldenPNG, name: store.imageURL(frame.key).path)
            let rendered = try ImageDiff.decodeImage(frame.png, name: "rendered image of \(frame.key)")
            let result = ImageDiff.compare(expected: golden, actual: rendered, options: tolerance.pixels.diff)
            pixels = result
            images = (golden, rendered)
            accepted = tolerance.pixels.accepts(result)
        }
        let fails = !differences.isEmpty || stale || (!accepted && judgePixels)
        let comparison = GoldenComparison(
            key: frame.key, outcome: fails ? .failed : .matched, pixels: pixels, pixelsAccepted: accepted,
            attributeDifferences: differences)
        return (comparison, images)
    }

    /// Writes this machine's manifest when the whole set was (re)made here or there was none;
    /// otherwise keeps the stored one and says so when it describes another environment.
    private func updateManifest(
        _ manifest: GoldenManifest, stored: GoldenManifest?, store: GoldenStore, report: inout GoldenReport,
        frameCount: Int
    ) throws {
        let recorded = report.recordedKeys.count
        guard recorded > 0 else { return }
        if stored == nil || recorded == frameCount {
            if stored != manifest { try store.write(manifest) }
        } else if let stored, stored != manifest {
            report.notes.append(
                "kept manifest.json of the environment that made the other goldens; "
                    + "re-record the whole set (REEL_RECORD=all) to make it consistent")
        }
    }
}
