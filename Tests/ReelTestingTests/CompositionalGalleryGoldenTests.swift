import Foundation
import Reel
import TestSupport
import Testing

@testable import ReelGolden
@testable import ReelTesting

/// The compositional gallery (`Fixtures/scenes/gallery-*.yaml`, Apple's "Implementing Modern
/// Collection Views" patterns rebuilt as scenes) verified against `Fixtures/golden/gallery-*/`.
///
/// The scenes are animations for the README (22 to 27 frames); the goldens keep every 4th frame
/// (`reel record Fixtures/scenes/gallery-X.yaml --golden Fixtures/golden/gallery-X --shard 1/4`).
/// The record mode comes from `REEL_RECORD` as for every golden set.
@Suite("Compositional gallery goldens")
struct CompositionalGalleryGoldenTests {
    static let packageRoot = PackagePaths.root
    /// Every 4th frame, from frame 0.
    static let shard = "1/4"

    static var galleryScenes: [URL] {
        let folder = packageRoot.appendingPathComponent("Fixtures/scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("gallery-") && $0.hasSuffix(".yaml") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: galleryScenes)
    func galleryGoldensMatch(scene: URL) throws {
        let name = scene.deletingPathExtension().lastPathComponent
        let folder = Self.packageRoot.appendingPathComponent("Fixtures/golden/\(name)")
        let verifier = GoldenVerifier(
            directory: folder, mode: try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment))
        let report = try verifier.verify(try GoldenSubject(sceneFile: scene), shard: try Shard(parsing: Self.shard))
        #expect(!report.failsAssertion, "\(report.message())")
        #expect(report.comparisons.count >= 5, "a gallery golden set shows its scene at several frames")
        let stored = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(
            Set(stored) == Set(report.comparisons.map(\.key.imageFileName)),
            "every golden of \(name) is one of its every-4th frames; re-record the set with --shard 1/4")
    }

    @Test func galleryShowsEveryPatternOfTheSample() throws {
        var panes: [String] = []
        for url in Self.galleryScenes { panes += try Scene.load(contentsOf: url).panes.map(\.name) }
        #expect(
            Set(panes).isSuperset(of: [
                "grid", "insetItems", "twoColumn", "distinct", "nested", "headers", "badges", "background", "none",
                "continuous", "leadingBoundary", "paging", "groupPaging", "groupPagingCentered",
                "narrow", "medium", "wide",
            ]))
    }
}
