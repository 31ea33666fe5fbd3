import Foundation
import Layouts
import TestSupport
import Testing

@testable import ReelGolden
@testable import ReelTesting

/// Every golden set in `Fixtures/golden/<name>/` verified against `Fixtures/scenes/golden-<name>.yaml`.
///
/// The record mode comes from `REEL_RECORD`; unset, it is `missing` on a developer's machine
/// and `never` when `CI` is set, so CI never records silently (`.ci/run` also sets
/// `REEL_RECORD=never`).
@Suite("Golden sets of the built-in layouts")
struct BuiltInGoldenTests {
    static let packageRoot = PackagePaths.root

    static var goldenScenes: [URL] {
        let folder = packageRoot.appendingPathComponent("Fixtures/scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("golden-") && $0.hasSuffix(".yaml") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    static func goldenFolder(for scene: URL) -> URL {
        let name = String(scene.deletingPathExtension().lastPathComponent.dropFirst("golden-".count))
        return packageRoot.appendingPathComponent("Fixtures/golden").appendingPathComponent(name)
    }

    @Test(arguments: goldenScenes)
    func goldenSetMatches(scene: URL) throws {
        let report = try #require(assertScene(contentsOf: scene, matchesGoldenIn: Self.goldenFolder(for: scene)))
        #expect(report.comparisons.count >= 5, "a golden set shows its layout at several offsets")
        #expect(report.unusedKeys.isEmpty, "stale goldens: \(report.unusedKeys.map(\.rawValue)); run `reel prune`")
    }

    @Test func everyBuiltInLayoutHasAGoldenSet() {
        let scenes = Set(Self.goldenScenes.map { $0.lastPathComponent })
        for layout in LayoutRegistry.builtIn.map(\.name) {
            let folder = Self.packageRoot.appendingPathComponent("Fixtures/golden/\(layout)")
            #expect(
                scenes.contains("golden-\(layout).yaml")
                    && FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path),
                """
                layout '\(layout)' has no golden set: write Fixtures/scenes/golden-\(layout).yaml (a small canvas at \
                scale 1, a handful of offsets), then `swift run reel record Fixtures/scenes/golden-\(layout).yaml \
                --golden Fixtures/golden/\(layout)`, look at the images and commit them
                """)
        }
    }

    @Test func goldenSetsRecordTheirRenderingEnvironment() throws {
        for scene in Self.goldenScenes {
            let manifest = try GoldenManifest.read(
                from: Self.goldenFolder(for: scene).appendingPathComponent("manifest.json"))
            #expect(manifest.scale == 1, "\(scene.lastPathComponent): goldens stay small at scale 1")
            #expect(manifest.environment.fontFile == "DejaVuSans-Bold.ttf")
            #expect(manifest.environment.fontSHA256.count == 64)
            #expect(manifest.environment.cairo != "unknown")
        }
    }
}
