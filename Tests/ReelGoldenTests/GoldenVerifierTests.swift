import Canvas
import Foundation
import Reel
import TestSupport
import Testing

@testable import ReelGolden

@Suite("Golden verification: keys, manifest, attributes")
struct GoldenVerifierTests {
    typealias F = GoldenFixtures

    @Test func keysNameOffsetsNotFrameNumbers() {
        #expect(GoldenKey(panes: ["list"], offsets: [CGPoint(x: 0, y: 120.5)]).rawValue == "list-x0000-y0120.5")
        #expect(
            GoldenKey(panes: ["left", "right"], offsets: [CGPoint(x: 0, y: -272), CGPoint(x: 0, y: 300.25)]).rawValue
                == "left-x0000-y-0272+right-x0000-y0300.25")
        #expect(
            GoldenKey(panes: ["a b/c"], offsets: [CGPoint(x: 12345.678, y: 0.004)]).rawValue == "a_b_c-x12345.68-y0000")
        #expect(GoldenKey(panes: ["p"], offsets: [CGPoint(x: -0.001, y: 0.5)]).rawValue == "p-x0000-y0000.5")
        #expect(
            GoldenKey(panes: ["p"], offsets: [CGPoint(x: CGFloat.infinity, y: CGFloat.nan)]).rawValue == "p-xinf-ynan")
    }

    @Test func anotherRenderingEnvironmentIsReportedAndFramesAreJudgedByAttributes() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = GoldenStore(directory: folder)
        try store.write(F.manifest())
        try store.write(try F.frame(y: 0, edge: 5))
        var here = F.environment
        here.pixman = "0.44.0"
        let frames = [try F.frame(y: 0)]
        let report = try GoldenVerifier(directory: folder, mode: .never).verify(
            frames, manifest: F.manifest(environment: here))
        #expect(report.environmentMismatch == ["pixman 0.42.2 (golden) ≠ 0.44.0 (here)"])
        #expect(report.comparisons.map(\.outcome) == [.matched])
        #expect(report.comparisons[0].pixelsAccepted == false)
        let message = report.message()
        let mismatch = try #require(message.range(of: "pixman 0.42.2"))
        let pixels = try #require(message.range(of: "pixels (not judged): 12 pixels differ"))
        #expect(mismatch.lowerBound < pixels.lowerBound)

        let strict = GoldenTolerance(environmentMismatch: .strict)
        let strictReport = try GoldenVerifier(directory: folder, tolerance: strict, mode: .never)
            .verify(frames, manifest: F.manifest(environment: here))
        #expect(strictReport.comparisons.map(\.outcome) == [.failed])
    }

    @Test func aScaleChangeMakesTheSetStale() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = GoldenStore(directory: folder)
        try store.write(F.manifest(scale: 2))
        try store.write(try F.frame(y: 0))
        let report = try GoldenVerifier(directory: folder, mode: .never).verify(
            [try F.frame(y: 0)], manifest: F.manifest())
        #expect(report.staleness == ["scale 2 (golden) ≠ 1 (scene)"])
        #expect(report.comparisons.map(\.outcome) == [.failed])
    }

    @Test func attributesWithinToleranceMatchAndBeyondItFailWithTheField() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = GoldenStore(directory: folder)
        try store.write(F.manifest())
        try store.write(try F.frame(y: 10, cellY: -10))
        let close = try GoldenVerifier(directory: folder, mode: .never).verify(
            [try F.frame(y: 10, cellY: -9.995)], manifest: F.manifest())
        #expect(close.comparisons.map(\.outcome) == [.matched])
        let moved = try GoldenVerifier(directory: folder, mode: .never).verify(
            [try F.frame(y: 10, cellY: -9.98)], manifest: F.manifest())
        #expect(moved.comparisons.map(\.outcome) == [.failed])
        #expect(
            moved.comparisons[0].attributeDifferences.map(\.description) == ["'list' cell 0-0: frame.y -10 → -9.98"])
        // One pane: the message names the element only.
        #expect(moved.message().hasSuffix("\n      cell 0-0: frame.y -10 → -9.98"))
        let loose = GoldenTolerance(attributes: AttributeTolerance(geometry: 0.05))
        let accepted = try GoldenVerifier(directory: folder, tolerance: loose, mode: .never)
            .verify([try F.frame(y: 10, cellY: -9.98)], manifest: F.manifest())
        #expect(accepted.comparisons.map(\.outcome) == [.matched])
    }

    @Test func missingExtraAndReorderedElementsAreDifferences() {
        let element = { (item: Int, y: Double) in
            ElementSnapshot(
                category: .cell, section: 0, item: item, frame: CGRect(x: 0, y: y, width: 8, height: 3),
                center: CGPoint(x: 4, y: y + 1.5), size: CGSize(width: 8, height: 3))
        }
        let pane = { (elements: [ElementSnapshot]) in
            FrameAttributes(
                key: "k",
                panes: [
                    PaneRecord(
                        name: "list", contentOffset: .zero, contentSize: CGSize(width: 8, height: 100),
                        elements: elements)
                ])
        }
        let comparison = AttributeComparison(tolerance: .default)
        let differences = comparison.differences(
            expected: pane([element(0, 0), element(1, 3), element(2, 6)]),
            actual: pane([element(1, 3), element(0, 0), element(3, 9)]))
        #expect(
            differences.map(\.description) == [
                "'list' cell 0-2: element present → missing",
                "'list' cell 0-3: element absent → present",
                "'list': draw order cell 0-0, cell 0-1 → cell 0-1, cell 0-0",
            ])
    }

    @Test func unusedGoldensAreListedAndPruningNeedsAScene() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = GoldenStore(directory: folder)
        try store.write(F.manifest())
        try store.write(try F.frame(y: 0))
        try store.write(try F.frame(y: 99))
        let report = try GoldenVerifier(directory: folder, mode: .never).verify(
            [try F.frame(y: 0)], manifest: F.manifest())
        #expect(report.unusedKeys.map(\.rawValue) == ["list-x0000-y0099"])
        #expect(report.message().contains("no longer produced by the scene"))
        #expect(
            try store.remove(GoldenKey(rawValue: "list-x0000-y0099")).map(\.lastPathComponent) == [
                "list-x0000-y0099.png", "list-x0000-y0099.json",
            ])
    }

    @Test func manifestBytesAreStableAndRoundTrip() throws {
        let manifest = F.manifest()
        let text = String(decoding: try manifest.jsonData(), as: UTF8.self)
        #expect(
            text == """
                {
                  "environment" : {
                    "cairo" : "1.16.0",
                    "font" : "unknown",
                    "fontFile" : "DejaVuSans-Bold.ttf",
                    "fontSHA256" : "ab",
                    "freeType" : "unknown",
                    "pixman" : "0.42.2"
                  },
                  "format" : 1,
                  "height" : 6,
                  "scale" : 1,
                  "scene" : "synthetic",
                  "width" : 8
                }

                """)
        #expect(try JSONDecoder().decode(GoldenManifest.self, from: try manifest.jsonData()) == manifest)
    }

    @Test func thisMachinesEnvironmentNamesCairoPixmanAndTheFontHash() {
        let here = RenderEnvironment.current
        #expect(here.cairo.hasPrefix("1."))
        #expect(here.pixman.hasPrefix("0."))
        #expect(here.fontFile == "DejaVuSans-Bold.ttf")
        #expect(here.fontSHA256.count == 64)
        #expect(here.freeType.hasPrefix("2."))
        #expect(here.font.hasPrefix("DejaVu Sans Bold"))
    }

    @Test func manifestsWithoutTheNewerFieldsStillRead() throws {
        let old = """
            {"environment":{"cairo":"1.16.0","pixman":"0.42.2","fontFile":"DejaVuSans-Bold.ttf","fontSHA256":"ab"},
             "format":1,"height":6,"scale":1,"scene":"synthetic","width":8}
            """
        let manifest = try JSONDecoder().decode(GoldenManifest.self, from: Data(old.utf8))
        #expect(manifest.environment.freeType == "unknown")
        #expect(manifest == F.manifest())
    }
}
