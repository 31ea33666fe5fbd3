import Foundation
import TestSupport
import Testing

@testable import ReelGolden

@Suite("Record modes")
struct RecordModeTests {
    typealias F = GoldenFixtures

    @Test func environmentSelectsTheModeAndCIDefaultsToNever() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["REEL_RECORD": "all"]) == .all)
        #expect(try RecordMode.fromEnvironment(["REEL_RECORD": " Failed "]) == .failed)
        #expect(try RecordMode.fromEnvironment(["REEL_RECORD": "never"]) == .never)
        #expect(try RecordMode.fromEnvironment(["REEL_RECORD": ""]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true", "REEL_RECORD": "missing"]) == .missing)
        #expect(throws: GoldenError.invalidRecordMode("sometimes")) {
            try RecordMode.fromEnvironment(["REEL_RECORD": "sometimes"])
        }
    }

    /// A set with goldens at y 0 (matching) and y 40 (an edge moved), and none at y 80.
    func prepared() throws -> (folder: URL, frames: [RenderedGolden]) {
        let folder = try TestFolders.temporary()
        let store = GoldenStore(directory: folder)
        try store.write(F.manifest())
        try store.write(try F.frame(y: 0))
        try store.write(try F.frame(y: 40, edge: 5))
        return (folder, [try F.frame(y: 0), try F.frame(y: 40), try F.frame(y: 80)])
    }

    func verify(_ mode: RecordMode, folder: URL, frames: [RenderedGolden]) throws -> GoldenReport {
        try GoldenVerifier(directory: folder, mode: mode, failureDirectory: folder.appendingPathComponent(".failures"))
            .verify(frames, manifest: F.manifest())
    }

    @Test func neverWritesNothingAndFailsOnMissingAndDifferent() throws {
        let (folder, frames) = try prepared()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: folder.appendingPathComponent("list-x0000-y0040.png"))
        let report = try verify(.never, folder: folder, frames: frames)
        #expect(report.comparisons.map(\.outcome) == [.matched, .failed, .missing])
        #expect(report.hasFailures && report.failsAssertion)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("list-x0000-y0080.png").path))
        #expect(try Data(contentsOf: folder.appendingPathComponent("list-x0000-y0040.png")) == before)
        #expect(report.comparisons[1].pixels?.differentPixels == 12)
    }

    @Test func missingRecordsOnlyMissingGoldensAndStillFails() throws {
        let (folder, frames) = try prepared()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try verify(.missing, folder: folder, frames: frames)
        #expect(report.comparisons.map(\.outcome) == [.matched, .failed, .recorded(previously: "missing")])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("list-x0000-y0080.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("list-x0000-y0080.json").path))
        #expect(report.failsAssertion)
        let again = try verify(.missing, folder: folder, frames: [frames[0], frames[2]])
        #expect(again.comparisons.map(\.outcome) == [.matched, .matched])
        #expect(!again.failsAssertion)
    }

    @Test func failedRecordsMissingAndDifferentGoldens() throws {
        let (folder, frames) = try prepared()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try verify(.failed, folder: folder, frames: frames)
        #expect(
            report.comparisons.map(\.outcome) == [
                .matched, .recorded(previously: "different"), .recorded(previously: "missing"),
            ])
        #expect(!report.hasFailures && report.failsAssertion)
        let again = try verify(.never, folder: folder, frames: frames)
        #expect(again.comparisons.map(\.outcome) == [.matched, .matched, .matched])
    }

    @Test func allRecordsEveryGoldenAndTheManifest() throws {
        let (folder, frames) = try prepared()
        defer { try? FileManager.default.removeItem(at: folder) }
        var here = F.environment
        here.cairo = "1.18.0"
        let report = try GoldenVerifier(directory: folder, mode: .all).verify(
            frames, manifest: F.manifest(environment: here))
        // Under another cairo the moved edge is not judged (pixels are listed, not failed), so
        // it was "matching" by its attributes before being recorded.
        #expect(
            report.comparisons.map(\.outcome) == [
                .recorded(previously: "matching"), .recorded(previously: "matching"), .recorded(previously: "missing"),
            ])
        #expect(
            try GoldenManifest.read(from: folder.appendingPathComponent("manifest.json")).environment.cairo == "1.18.0")
        #expect(report.failsAssertion)
    }

    @Test func failuresWriteActualDiffStripAndAttributesAndTheMessageNamesThem() throws {
        let (folder, frames) = try prepared()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try verify(.never, folder: folder, frames: frames)
        let failures = folder.appendingPathComponent(".failures").appendingPathComponent(folder.lastPathComponent)
        #expect(
            TestFolders.files(in: failures) == [
                "list-x0000-y0040.actual.json", "list-x0000-y0040.actual.png", "list-x0000-y0040.diff.png",
                "list-x0000-y0040.strip.png",
            ])
        let message = report.message(relativeTo: folder)
        #expect(message.hasPrefix("1 of 3 frames differ from their goldens, 1 has no golden — golden set "))
        #expect(message.contains("list-x0000-y0040: 12 pixels differ (25.0% of 48)"))
        #expect(message.contains("strip:  .failures/\(folder.lastPathComponent)/list-x0000-y0040.strip.png"))
        #expect(message.contains("list-x0000-y0080: no golden"))
    }
}
