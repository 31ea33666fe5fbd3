import Foundation
import ImageCodecs
import TestSupport
import Testing

/// `reel preview` of a screen — a view controller whose `viewDidLoad` builds a collection view
/// with its layout, cell classes and data source — draws the app's own cells
/// (`Fixtures/preview/Screens`): a diffable feed with cell and supplementary registrations, and a
/// classic grid whose controller registers classes and answers `cellForItemAt`.
@Suite struct PreviewScreenTests {
    static let feed = PreviewTool.fixture("Screens/Feed")
    static let classic = PreviewTool.fixture("Screens/Classic")

    /// A decoded PNG frame's pixels.
    struct Frame {
        var image: RGBA8Image

        init(_ url: URL) throws {
            image = try PNGDecoder().decode(Data(contentsOf: url))
        }

        /// RGBA at pixel (x, y).
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let start = (y * image.width + x) * 4
            return Array(image.bytes[start..<start + 4])
        }

        /// How many pixels of the rectangle are darker than mid-grey (text, drawn in black).
        func darkPixels(x: Range<Int>, y: Range<Int>) -> Int {
            var count = 0
            for row in y {
                for column in x where pixel(column, row).prefix(3).allSatisfy({ $0 < 100 }) { count += 1 }
            }
            return count
        }
    }

    static func preview(_ arguments: [String], prefix: String) throws -> (BuiltTool.Result, URL) {
        let out = try TestFolders.temporary(prefix: prefix)
        let result = try PreviewTool.run(["preview"] + arguments + ["--format", "png", "--out", out.path])
        return (result, out)
    }

    @Test func aDiffableFeedScreenIsDrawnWithItsCellsAndHeader() throws {
        let (result, out) = try Self.preview([Self.feed, "--offsets", "0"], prefix: "reel-screen-feed")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Previewed FeedViewController: 1 frame into"), "\(result.stdout)")
        let frame = try Frame(out.appendingPathComponent("frame-0000.png"))
        #expect(frame.image.width == 780 && frame.image.height == 1688)
        // The first card spans x 16…374, y 60…156 (under the 52-point header and the section's
        // 8-point inset), at 2 pixels a point: its light card colour (1.0, 0.95, 0.85) at its
        // right end, its orange badge (systemOrange under the symbol's neutral placeholder) at
        // its left.
        #expect(frame.pixel(720, 300) == [255, 243, 217, 255])
        #expect(frame.pixel(80, 200) == [240, 146, 15, 255])
        // The header's "Today" in bold black, the title "Morning run" in the card.
        #expect(frame.darkPixels(x: 30..<240, y: 20..<90) > 1500)
        #expect(frame.darkPixels(x: 200..<460, y: 140..<180) > 800)
        // Behind the cards, the screen's system background (white in the light appearance).
        #expect(frame.pixel(10, 10) == [255, 255, 255, 255])
    }

    @Test func darkAppearanceResolvesTheDynamicColours() throws {
        let (result, out) = try Self.preview(
            [Self.feed, "--offsets", "0", "--appearance", "dark"], prefix: "reel-screen-dark")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try Frame(out.appendingPathComponent("frame-0000.png"))
        // The card's dark colour (0.16, 0.20, 0.30); the system background is black.
        #expect(frame.pixel(720, 300) == [40, 51, 76, 255])
        #expect(frame.pixel(10, 10) == [0, 0, 0, 255])
    }

    @Test func boxesDrawTheLayoutsGeometryInstead() throws {
        let (result, out) = try Self.preview(
            [Self.feed, "--offsets", "0", "--draw", "boxes"], prefix: "reel-screen-boxes")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try Frame(out.appendingPathComponent("frame-0000.png"))
        // Item 0's box in the palette's first colour where the card was.
        #expect(frame.pixel(720, 300) == [78, 121, 167, 255])
        let bad = try PreviewTool.run(["preview", Self.feed, "--draw", "pictures"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--draw pictures: must be one of cells, boxes, both"), "\(bad.stderr)")
    }

    @Test func aClassicGridScreenConfiguresItsRegisteredCells() throws {
        let (result, out) = try Self.preview([Self.classic, "--offsets", "0"], prefix: "reel-screen-classic")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try Frame(out.appendingPathComponent("frame-0000.png"))
        // Item 0 (20…190 × 50…170 under the 40-point header and 10-point inset) has the first
        // swatch colour, blue; item 1 (200…370) the second, orange.
        #expect(frame.pixel(200, 180) == [51, 120, 245, 255])
        #expect(frame.pixel(560, 180) == [245, 158, 10, 255])
        // The caption "Item 1" below the swatch, and the header "Favourites".
        #expect(frame.darkPixels(x: 40..<380, y: 280..<340) > 100)
        #expect(frame.darkPixels(x: 40..<300, y: 10..<70) > 500)
    }

    @Test func variantsReachTheAppsCellsDynamicTypeAndRightToLeft() throws {
        let (result, out) = try Self.preview(
            [Self.classic, "--offsets", "0", "--variants", "base,AX5,rtl"], prefix: "reel-screen-variants")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try Frame(out.appendingPathComponent("frame-0000.png"))
        // Three 390-point panes at x 16, 430 and 844, y 44 (under their captions), at scale 2.
        func pane(_ index: Int, x: Range<Int>, y: Range<Int>) -> Int {
            let left = 2 * (16 + index * (390 + 24))
            return frame.darkPixels(
                x: (left + 2 * x.lowerBound)..<(left + 2 * x.upperBound),
                y: (88 + 2 * y.lowerBound)..<(88 + 2 * y.upperBound))
        }
        // The swatch captions ("Item 1", UIFont.preferredFont(forTextStyle: .subheadline)) are 15
        // points at Large and 49 at AX5: the cell configured by the app's data source draws far
        // more ink in its 32-point caption strip.
        let large = pane(0, x: 20..<190, y: 138..<170)
        let ax5 = pane(1, x: 20..<190, y: 138..<170)
        #expect(large > 100)
        #expect(ax5 > 3 * large, "Large \(large), AX5 \(ax5)")
        // The header "Favourites" (natural alignment) is on the left, and on the right in the
        // right-to-left pane, whose cells are subviews of its collection view and take its traits.
        #expect(pane(0, x: 20..<150, y: 5..<40) > 500)
        #expect(pane(0, x: 250..<370, y: 5..<40) == 0)
        #expect(pane(2, x: 20..<150, y: 5..<40) == 0)
        #expect(pane(2, x: 250..<370, y: 5..<40) > 500)
    }

    @Test func framesOfCellsAreTheSameBytesWithOneOrTwoJobs() throws {
        var outputs: [[String: Data]] = []
        for jobs in ["1", "2"] {
            let out = try TestFolders.temporary(prefix: "reel-screen-jobs")
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try PreviewTool.run([
                "render", PreviewTool.fixture("Screens/feed-cells.yaml"), "--jobs", jobs, "--format", "png",
                "--format", "apng", "--format", "svg", "--format", "contactSheet", "--out", out.path, "--quiet",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            var files: [String: Data] = [:]
            for name in TestFolders.files(in: out) {
                files[name] = try Data(contentsOf: out.appendingPathComponent(name))
            }
            outputs.append(files)
        }
        #expect(outputs[0].keys.sorted() == outputs[1].keys.sorted())
        #expect(outputs[0].count == 6, "\(outputs[0].keys.sorted())")
        #expect(outputs[0] == outputs[1])
        // The SVG frames hold the cards' colour.
        let svg = String(decoding: outputs[0]["frame-0000.svg"] ?? Data(), as: UTF8.self)
        #expect(svg.contains("rgb(100%,95%,85%)"), "\(svg.prefix(600))")
    }

    @Test func aCellOfAHundredThousandSubviewsIsRefusedNamingTheFrame() throws {
        let (result, out) = try Self.preview(
            [PreviewTool.fixture("Screens/Hostile"), "--offsets", "0"], prefix: "reel-screen-hostile")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "frame 0: the CrowdedCell of cell 0-0 in pane 'pane' cannot be drawn: the view tree of CrowdedCell "
                    + "has more than 10000 layers"), "\(result.stderr)")
        #expect(TestFolders.files(in: out).isEmpty)
    }
}

/// The goldens of a screen (`Fixtures/preview/Screens/golden/`, one set per drawing mode) pass
/// `reel verify`, and a cell whose colour changed fails it with the usual strip.
@Suite struct ScreenGoldenTests {
    @Test(arguments: ["cells", "boxes", "both"])
    func theRecordedGoldensOfEachModeMatch(mode: String) throws {
        let failures = try TestFolders.temporary(prefix: "reel-screen-golden")
        defer { try? FileManager.default.removeItem(at: failures) }
        let result = try PreviewTool.run([
            "verify", PreviewTool.fixture("Screens/feed-\(mode).yaml"), "--golden",
            PreviewTool.fixture("Screens/golden/\(mode)"), "--failures", failures.path,
        ])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }

    @Test func aCellWhoseColourChangedFailsItsGolden() throws {
        let folder = try TestFolders.temporary(prefix: "reel-screen-changed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Feed"), withIntermediateDirectories: true)
        let original = try String(
            contentsOf: PackagePaths.root.appendingPathComponent(PreviewScreenTests.feed + "/FeedViewController.swift"),
            encoding: .utf8)
        let changed = original.replacingOccurrences(
            of: "UIColor(red: 1.0, green: 0.95, blue: 0.85, alpha: 1)",
            with: "UIColor(red: 0.85, green: 0.95, blue: 1.0, alpha: 1)")
        #expect(changed != original)
        try changed.write(
            to: folder.appendingPathComponent("Feed/FeedViewController.swift"), atomically: true, encoding: .utf8)
        let scene = try String(
            contentsOf: PackagePaths.root.appendingPathComponent(PreviewTool.fixture("Screens/feed-cells.yaml")),
            encoding: .utf8)
        try scene.write(to: folder.appendingPathComponent("feed-cells.yaml"), atomically: true, encoding: .utf8)
        let failures = folder.appendingPathComponent("failures")
        let result = try PreviewTool.run([
            "verify", folder.appendingPathComponent("feed-cells.yaml").path, "--golden",
            PackagePaths.root.appendingPathComponent(PreviewTool.fixture("Screens/golden/cells")).path,
            "--failures", failures.path,
        ])
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        let written = (FileManager.default.enumerator(atPath: failures.path)?.allObjects as? [String]) ?? []
        #expect(written.contains { $0.hasSuffix(".png") && $0.contains("feed-x0000-y0000") }, "\(written)")
    }
}
