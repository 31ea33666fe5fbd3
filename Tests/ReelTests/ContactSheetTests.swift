import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs
@testable import Reel

@Suite("Contact sheet: even sampling, header, captions")
struct ContactSheetTests {
    @Test func everyFrameIsShownWhenTheyFit() {
        #expect(ContactSheet.pick(frameCount: 18, maxFrames: 48) == Array(0..<18))
        #expect(ContactSheet.pick(frameCount: 48, maxFrames: 48) == Array(0..<48))
        #expect(ContactSheet.pick(frameCount: 0, maxFrames: 48) == [])
    }

    @Test func moreFramesThanFitAreSampledWithOneConstantStep() {
        // 120 frames, at most 48: every 2nd would be 60, every 3rd is 40.
        let picks = ContactSheet.pick(frameCount: 120, maxFrames: 48)
        #expect(picks == Array(stride(from: 0, to: 120, by: 3)))
        #expect(picks.count == 40 && picks.last == 117)
        #expect(ContactSheet.pick(frameCount: 60, maxFrames: 30) == Array(stride(from: 0, to: 60, by: 2)))
        #expect(ContactSheet.pick(frameCount: 49, maxFrames: 48).count == 25)
        #expect(ContactSheet.pick(frameCount: 100, maxFrames: 1) == [0])
        for (count, limit) in [(61, 12), (600, 48), (97, 10)] {
            let picks = ContactSheet.pick(frameCount: count, maxFrames: limit)
            #expect(picks.count <= limit && picks.first == 0)
            #expect(Set(zip(picks, picks.dropFirst()).map { $1 - $0 }).count == 1, "even steps for \(count)")
        }
    }

    @Test func summarySaysWhichFramesAreShown() {
        #expect(ContactSheet.summary(frameCount: 18, picks: Array(0..<18)) == "frames 0–17, all 18 shown")
        #expect(
            ContactSheet.summary(frameCount: 120, picks: ContactSheet.pick(frameCount: 120, maxFrames: 48))
                == "frames 0–117, every 3rd · 40 of 120 shown")
        #expect(
            ContactSheet.summary(frameCount: 60, picks: ContactSheet.pick(frameCount: 60, maxFrames: 30))
                == "frames 0–58, every 2nd · 30 of 60 shown")
        #expect(ContactSheet.summary(frameCount: 1, picks: [0]) == "frame 0, the only one")
        #expect(ContactSheet.summary(frameCount: 9, picks: [0]) == "frame 0 of 9")
    }

    @Test func theSheetFitsIn2048PixelsByDefault() {
        // A preview's 60 frames of 390 × 844 at 2×: 30 thumbnails, 6 columns, 5 rows. At the
        // requested 0.5 the sheet would be 2452 × 4612 pixels; the height binds:
        // (1024 − 48 − 8) / 5 − 20 − 8 = 165.6 points per thumbnail, 165.6 / 844 of the canvas.
        let fitted = ContactSheet.thumbnailScale(
            0.5, within: ContactSheetSpec.defaultMaxSide, canvas: CGSize(width: 390, height: 844), columns: 6,
            rows: 5, scale: 2)
        #expect(abs(fitted - 165.6 / 844) < 1e-12)
        #expect(ContactSheetSpec().maxSide == 2048)
        // A sheet that fits keeps its scale; no bound keeps it too.
        #expect(
            ContactSheet.thumbnailScale(
                0.5, within: 2048, canvas: CGSize(width: 390, height: 300), columns: 6, rows: 3, scale: 1) == 0.5)
        #expect(
            ContactSheet.thumbnailScale(
                0.5, within: nil, canvas: CGSize(width: 390, height: 844), columns: 6, rows: 5, scale: 2) == 0.5)
    }

    @Test func maxSideIsReadWithItsRange() throws {
        let scene = try Scene.parse(
            "contactSheet: { maxSide: 4096 }\npanes: [{layout: table}]\n", file: "scene.yaml")
        #expect(scene.contactSheet.maxSide == 4096)
        let unbounded = try Scene.parse(
            "contactSheet: { maxSide: null }\npanes: [{layout: table}]\n", file: "scene.yaml")
        #expect(unbounded.contactSheet.maxSide == nil)
        #expect(throws: SceneError.self) {
            try Scene.parse("contactSheet: { maxSide: 40000 }\npanes: [{layout: table}]\n", file: "scene.yaml")
        }
        do {
            _ = try Scene.parse("contactSheet: { maxSide: 100 }\npanes: [{layout: table}]\n", file: "scene.yaml")
            Issue.record("a maxSide of 100 was accepted")
        } catch {
            #expect(String(describing: error).contains("'maxSide' in contactSheet must be 256 or more, found 100"))
        }
    }

    @Test func ordinalsTakeEnglishSuffixes() {
        let numbers = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112]
        #expect(
            numbers.map(ContactSheet.ordinal) == [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th", "112th",
            ])
    }

    /// The darkest red value in a rectangle of `image`, or 255 when it has no ink.
    static func darkest(_ image: RGBA8Image, x: Range<Int>, y: Range<Int>) -> UInt8 {
        var darkest: UInt8 = 255
        for row in y { for column in x { darkest = min(darkest, image[column, row].red) } }
        return darkest
    }

    @Test func headerAndCaptionsAreDrawnInTheirWeightsAndInks() throws {
        let out = try RenderTests.render(
            RenderTests.scene(frames: 4, to: 30) + "\ncontactSheet: { columns: 2, thumbnailScale: 0.5 }",
            layout: OutputTests.sliding, outputs: [.contactSheet])
        defer { try? FileManager.default.removeItem(at: out) }
        let sheet = try ImageSurface.readPNG(from: out.appendingPathComponent("contact-sheet.png")).pixels()
        // Title "test" in bold ink (0.13 grey = 33) on the first line of the header.
        #expect(Self.darkest(sheet, x: 8..<60, y: 8..<23) <= 60)
        // The summary in regular, secondary ink (0.38 grey = 97): present, never darker.
        let summary = Self.darkest(sheet, x: 8..<116, y: 27..<42)
        #expect(summary >= 90 && summary < 200, "summary ink \(summary)")
        // Under the first thumbnail (y 48–98), its caption: "#0" in bold ink.
        #expect(Self.darkest(sheet, x: 8..<58, y: 99..<118) <= 60)
        // Nothing drawn in the gap between the header and the first thumbnail.
        #expect(Self.darkest(sheet, x: 0..<124, y: 43..<47) >= 230)
    }

    @Test func theSheetIsByteIdenticalAcrossJobs() throws {
        let yaml = RenderTests.scene(frames: 30, to: 290) + "\ncontactSheet: { columns: 4, maxFrames: 12 }"
        var sheets: [Data] = []
        for jobs in [1, 2, 4, 1] {
            let out = try RenderTests.render(yaml, layout: OutputTests.sliding, outputs: [.contactSheet], jobs: jobs)
            defer { try? FileManager.default.removeItem(at: out) }
            sheets.append(try Data(contentsOf: out.appendingPathComponent("contact-sheet.png")))
        }
        #expect(Set(sheets).count == 1)
    }
}
