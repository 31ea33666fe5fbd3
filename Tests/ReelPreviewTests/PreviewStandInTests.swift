import Foundation
import ReelPreviewRuntime
import TestSupport
import Testing

/// `reel preview` on a layout whose delegate or data source nobody set: it writes a stand-in
/// that conforms to the user's protocol and answers plausible, varying, deterministic values, says
/// so, and the layout shows. Every test runs the built `reel` on `Fixtures/preview/StandIns`,
/// written as iOS apps write them.
@Suite(.serialized)
struct PreviewStandInTests {
    /// `reel preview StandIns --layout CLASS ARGS --offsets 0 --format json`: the result and the
    /// cells of frame 0 by item, each (x, y, width, height).
    func preview(_ layout: String, _ arguments: [String] = []) throws -> (
        result: BuiltTool.Result, cells: [Int: [Double]], json: String
    ) {
        let folder = try TestFolders.temporary(prefix: "reel-preview-standins")
        let result = try PreviewTool.run(
            ["preview", PreviewTool.fixture("StandIns"), "--layout", layout, "--offsets", "0", "--format", "json"]
                + arguments + ["--out", folder.path])
        let json = (try? String(contentsOf: folder.appendingPathComponent("frames.json"), encoding: .utf8)) ?? ""
        let dump = try PreviewTool.json(json.isEmpty ? "{}" : json)
        let cells = PreviewTool.elements(dump, frame: 0).mapValues { element in
            let frame = element["frame"] as? [String: Double] ?? [:]
            return ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
        }
        return (result, cells, json)
    }

    func key(_ item: Int) -> UInt64 { PreviewStandInValue.key(section: 0, item: item) }

    @Test func severalLayoutsAreEachPreviewedIntoAFolderOfTheirOwn() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-each")
        let result = try PreviewTool.run([
            "preview", PreviewTool.fixture("StandIns"), "--offsets", "0", "--format", "json", "--out", folder.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "reel: 3 layouts in the files (MosaicLayout, TagCloudLayout, WaterfallLayout): previewing each; "
                    + "--layout CLASS previews one"))
        for name in ["MosaicLayout", "TagCloudLayout", "WaterfallLayout"] {
            #expect(result.stdout.contains("Previewed \(name): 1 frame into"), "\(result.stdout)")
            let dump = folder.appendingPathComponent(name).appendingPathComponent("frames.json")
            #expect(FileManager.default.fileExists(atPath: dump.path), "\(name)")
        }
    }

    @Test func defaultItemsThatAllFitAreMultipliedSoThePreviewScrolls() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-more")
        let result = try PreviewTool.run([
            "preview", PreviewTool.fixture("StandIns"), "--layout", "TagCloudLayout", "--frames", "2", "--format",
            "json", "--out", folder.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "reel: the 30 items fit in the view, so nothing scrolls; previewing 4× as many (--items N sets the count)"
            ))
        // The stand-in's note is said once, not again for the second render.
        #expect(result.stderr.components(separatedBy: "made a stand-in TagCloudSizing").count == 2)
        let dump = try PreviewTool.json(
            String(contentsOf: folder.appendingPathComponent("frames.json"), encoding: .utf8))
        // 120 tags: the last frame is scrolled to the end, past what 30 would fill.
        let last = try #require(PreviewTool.elements(dump, frame: 1).keys.max())
        #expect(last == 119)
        // Given items are kept as given, even when they fit.
        let given = try PreviewTool.run([
            "preview", PreviewTool.fixture("StandIns"), "--layout", "TagCloudLayout", "--items", "30", "--frames", "2",
            "--format", "json", "--out", folder.path,
        ])
        #expect(given.status == 0 && !given.stderr.contains("nothing scrolls"))
    }

    @Test func calendarDatesAreDaysBySectionAndHoursByItemWithEndsAfterStarts() {
        #expect(PreviewStandInValue.date(section: 0, item: nil, end: false) == PreviewStandInValue.firstDay)
        #expect(
            PreviewStandInValue.date(section: 3, item: nil, end: false).timeIntervalSince(PreviewStandInValue.firstDay)
                == 3 * 86_400)
        var starts = Set<Double>()
        for item in 0..<40 {
            let start = PreviewStandInValue.date(section: 2, item: item, end: false)
            let end = PreviewStandInValue.date(section: 2, item: item, end: true)
            let hour = start.timeIntervalSince(PreviewStandInValue.firstDay) / 3_600 - 48
            #expect(hour >= 8 && hour <= 17 && hour == hour.rounded(), "item \(item) starts at \(hour):00")
            let length = end.timeIntervalSince(start) / 3_600
            #expect(length >= 1 && length <= 3, "item \(item) lasts \(length) h")
            starts.insert(hour)
        }
        #expect(starts.count >= 6, "events start at different hours")
    }

    @Test func aWaterfallWithoutItsDelegateShowsCardsOfVaryingHeights() throws {
        let (result, cells, json) = try preview("WaterfallLayout")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "reel: made a stand-in WaterfallLayoutDelegate for the collection view's `delegate` "
                    + "(heights vary by item); give a real one with --delegate CLASS"), "\(result.stderr)")
        // The layout reads the collection view's delegate; the stand-in's heights are
        // 80 … 260 by a fixed hash of the index path.
        let heights = (0..<10).map { Double(PreviewStandInValue.height(key($0))) }
        #expect(Set(heights).count >= 4)
        #expect(heights.allSatisfy { (80...260).contains($0) })
        for item in 0..<10 { #expect(cells[item]?[3] == heights[item], "item \(item)") }
        // The optional insetForSectionAt is left unimplemented, as UIKit would: the layout's own
        // 16-point inset. Columns (390 − 32 − 10) / 2 = 174 wide; the first two cards start both.
        #expect(cells[0] == [16, 16, 174, heights[0]])
        #expect(cells[1] == [200, 16, 174, heights[1]])
        // The third card goes under the shorter column.
        let column = heights[0] <= heights[1] ? 0 : 1
        #expect(cells[2]?[0] == [16.0, 200][column])
        #expect(cells[2]?[1] == 16 + min(heights[0], heights[1]) + 10)
        // The same every run.
        #expect(try preview("WaterfallLayout").json == json)
    }

    @Test func aTagCloudWithoutItsSizingShowsTagsOfVaryingWidthsThatWrap() throws {
        let (result, cells, _) = try preview("TagCloudLayout")
        #expect(result.status == 0, "\(result.stderr)")
        // The property has a name of its own (`sizing`): any protocol-typed property gets one.
        #expect(
            result.stderr.contains(
                "reel: made a stand-in TagCloudSizing for `sizing` (widths vary by item); give a real one with --delegate CLASS"
            ), "\(result.stderr)")
        let widths = (0..<30).map { Double(PreviewStandInValue.width(key($0))) }
        for item in 0..<30 { #expect(cells[item]?[2] == widths[item], "item \(item)") }
        #expect(Set(widths).count >= 4)
        // Rows of 32-point tags wrap: the first tag of each row starts at the 12-point inset.
        let rows = Set(cells.values.map { $0[1] })
        #expect(rows.count >= 5)
        let rowStarts = cells.values.filter { $0[0] == 12 }.map { $0[1] }
        #expect(Set(rowStarts) == rows)
        #expect(cells.values.allSatisfy { $0[3] == 32 && $0[0] + $0[2] <= 390 - 12 })
    }

    @Test func aMosaicDataSourceChoosesAmongThePatternsOfItsEnum() throws {
        let result = try PreviewTool.run(["dump", PreviewTool.fixture("StandIns/mosaic.yaml")])
        #expect(result.status == 0, "\(result.stderr)")
        // `delegate: generated` asks a scene for the same stand-ins.
        #expect(
            result.stderr.contains(
                "made a stand-in MosaicLayoutDataSource for `dataSource` (MosaicPattern varies by item, among its 4 choices)"
            ), "\(result.stderr)")
        // A protocol whose requirement returns a type the stand-in cannot make gets none, and
        // says why.
        #expect(
            result.stderr.contains(
                "no stand-in MosaicLayoutHighlighter for `highlighter`: outline(of:forRowAt:) returns UIBezierPath, "
                    + "which a stand-in cannot make; it stays nil"), "\(result.stderr)")
        let dump = try PreviewTool.json(result.stdout)
        let cells = PreviewTool.elements(dump, frame: 0)
        func frame(_ item: Int) -> [Double] {
            let frame = cells[item]?["frame"] as? [String: Double] ?? [:]
            return ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
        }
        // Row 0's pattern is case choice(key(row 0)) of single, halves, thirds, bigAndTwoSmall:
        // its first item is 390, 195, 130 or 260 wide (less the 4-point spacing).
        let pattern = PreviewStandInValue.choice(key(0), of: 4)
        #expect(frame(0)[2] == [386.0, 191, 126, 256][pattern], "\(frame(0))")
        // Rows differ: at least three widths among the first 12 items.
        #expect(Set((0..<12).map { frame($0)[2] }).count >= 3)
    }

    @Test func aGivenDelegateWinsOverAStandInWhateverThePropertysName() throws {
        let (result, cells, _) = try preview("TagCloudLayout", ["--delegate", "TagWidths"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("stand-in"), "\(result.stderr)")
        #expect((0..<30).allSatisfy { cells[$0]?[2] == 100 })
    }

    @Test func noStandInsLeavesTheLayoutAsItIs() throws {
        let (result, cells, _) = try preview("TagCloudLayout", ["--no-stand-ins", "--allow-empty"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cells.isEmpty)
        #expect(!result.stderr.contains("stand-in"))
        // What the layout printed reaches reel, marked.
        #expect(result.stderr.contains("TagCloudLayout: set `sizing` before laying out"))
    }

    @Test func aDelegateThatFitsNoPropertyIsRefusedWithTheClassesThatWould() throws {
        let (result, _, _) = try preview("TagCloudLayout", ["--delegate", "WaterfallLayout"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "--delegate WaterfallLayout: WaterfallLayout conforms to none of the delegate types it could be given: "
                    + "TagCloudLayout.sizing (TagCloudSizing), UICollectionView.delegate (UICollectionViewDelegate), "
                    + "UICollectionView.dataSource (UICollectionViewDataSource); "
                    + "TagWidths adopts TagCloudSizing (TagCloudLayout.sizing): --delegate TagWidths"),
            "\(result.stderr)")
    }

    @Test func aStandInThatDoesNotCompileIsLeftOutAndTheLayoutPreviewsWithoutIt() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-standins")
        let result = try PreviewTool.run([
            "preview", PreviewTool.fixture("StandInFallback"), "--offsets", "0", "--format", "png", "--out",
            folder.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "reel: the stand-ins reel wrote did not compile (cannot convert value of type 'Badge.Type.Type' "
                    + "to expected element type 'Badge'); previewing without them (please report it)"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("made a stand-in"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frame-0000.png").path))
    }

    @Test func aMisspeltGeneratedInASceneIsOfferedTheWord() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-standins")
        let layout = PackagePaths.root.appendingPathComponent(PreviewTool.fixture("StandIns/MosaicLayout.swift")).path
        let scene = folder.appendingPathComponent("typo.yaml")
        try Data(
            """
            name: typo
            canvas: { width: 390, height: 600, scale: 1 }
            panes:
              - layout: { swift: \(layout), class: MosaicLayout, delegate: generatd }
            outputs: [json]

            """.utf8
        ).write(to: scene)
        let result = try PreviewTool.run(["dump", scene.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("typo.yaml:4:"), "\(result.stderr)")
        #expect(result.stderr.contains("no class 'generatd'"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean 'generated'?"), "\(result.stderr)")
    }

    @Test func setOnADelegatePropertySaysHowToGiveOne() throws {
        let (result, _, _) = try preview("TagCloudLayout", ["--set", "sizing=TagWidths"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "--set sizing: TagCloudLayout.sizing holds a delegate or data source object, which --set cannot make; "
                    + "give one with --delegate TagWidths (it adopts TagCloudSizing), or leave it nil for a stand-in"),
            "\(result.stderr)")
    }
}
