import Canvas
import Foundation
import ImageCodecs
import TestSupport
import Testing
import Typography

/// How the preview makes a layout the way an app does: with its initializer's arguments when it
/// has no `init()` (`--init`, a scene's `init:`), with a delegate (`--delegate`, `delegate:`),
/// with the appearance layers it draws, and what it says when one of them is missing or wrong.
/// Every test runs the built `reel` on fixtures written with `import UIKit`.
@Suite(.serialized)
struct PreviewSetupTests {
    /// A fixture's path as messages name it (the tests run `reel` from the package's root with
    /// package-relative paths).
    func path(_ fixture: String) -> String { PreviewTool.fixture(fixture) }

    /// `reel preview ARGS` into a fresh folder: the result, the folder and whether it stayed empty.
    func preview(_ arguments: [String]) throws -> (result: BuiltTool.Result, folder: URL, wroteNothing: Bool) {
        let folder = try TestFolders.temporary(prefix: "reel-preview-setup")
        let result = try PreviewTool.run(
            ["preview"] + arguments + ["--out", folder.appendingPathComponent("out").path])
        return (result, folder, TestFolders.files(in: folder).isEmpty)
    }

    /// The frame of cell `item` in frame 0 of `dump`, as (x, y, width, height).
    func frame(_ dump: [String: Any], item: Int) -> [Double] {
        let frame = PreviewTool.elements(dump, frame: 0)[item]?["frame"] as? [String: Double] ?? [:]
        return ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
    }

    @Test func aClassWithoutInitIsRefusedWithItsInitializersAndAnExample() throws {
        let (result, _, wroteNothing) = try preview([PreviewTool.fixture("Init/SizedCardsLayout.swift")])
        let file = PreviewTool.fixture("Init/SizedCardsLayout.swift")
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                reel: error: SizedCardsLayout (\(file):5:1) has no init() for the preview to make it with; its initializers:
                  init(itemSize: CGSize, spacing: CGFloat = 16)   (\(file):6:5)
                  required init?(coder aDecoder: NSCoder)   (\(file):14:5)
                give the arguments with --init 'itemSize: <CGSize>'

                """)
        #expect(wroteNothing)
    }

    @Test func initArgumentsMakeTheLayout() throws {
        let (result, folder, _) = try preview([
            PreviewTool.fixture("Init/SizedCardsLayout.swift"), "--init",
            "itemSize: CGSize(width: 150, height: 200), spacing: 30", "--offsets", "0", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try PreviewTool.json(
            String(contentsOf: folder.appendingPathComponent("out/frames.json"), encoding: .utf8))
        // 20 pt insets, 150 × 200 cards, 30 pt line spacing; the flow layout spreads a row of two
        // to the insets: the second card at 390 − 20 − 150 = 220; the second row at 20 + 200 + 30.
        #expect(frame(dump, item: 0) == [20, 20, 150, 200])
        #expect(frame(dump, item: 1) == [220, 20, 150, 200])
        #expect(frame(dump, item: 2) == [20, 250, 150, 200])
    }

    @Test func aCompileErrorInInitArgumentsPointsAtTheOption() throws {
        let (result, _, wroteNothing) = try preview([
            PreviewTool.fixture("Init/SizedCardsLayout.swift"), "--init", "itemSize: CGSiz(width: 150, height: 200)",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--init:1:11: error: cannot find 'CGSiz' in scope"), "\(result.stderr)")
        #expect(!result.stderr.contains("main.swift"))
        #expect(wroteNothing)
        let label = try preview([PreviewTool.fixture("Init/SizedCardsLayout.swift"), "--init", "itemSiz: .zero"])
        #expect(label.result.status == 2)
        #expect(
            label.result.stderr.contains(
                "--init:1:1: error: incorrect argument label in call (have 'itemSiz:', expected 'itemSize:')"),
            "\(label.result.stderr)")
        #expect(!label.result.stderr.contains("PreviewLayoutClass"))
    }

    @Test func aSceneGivesInitArgumentsAndItsErrorsPointAtTheKey() throws {
        let good = try PreviewTool.run(["dump", PreviewTool.fixture("Init/sized-cards.yaml")])
        #expect(good.status == 0, "\(good.stderr)")
        let dump = try PreviewTool.json(good.stdout)
        #expect(frame(dump, item: 3) == [220, 250, 150, 200])
        let bad = try PreviewTool.run(["dump", PreviewTool.fixture("Init/typo-init.yaml")])
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        // Line 6; 'CGSiz' is at column 88 of it (the init: value starts after its quote).
        #expect(
            bad.stderr.contains("\(path("Init/typo-init.yaml")):6:88: error: cannot find 'CGSiz' in scope"),
            "\(bad.stderr)")
    }

    @Test func aSceneWithoutInitForSuchAClassIsRefusedAtTheLayout() throws {
        let result = try PreviewTool.run(["dump", PreviewTool.fixture("Init/no-init.yaml")])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        // The scene's place, then the class's (paths resolved against the scene's folder).
        #expect(result.stderr.contains("\(path("Init/no-init.yaml")):6:13: SizedCardsLayout ("), "\(result.stderr)")
        #expect(result.stderr.contains("SizedCardsLayout.swift:5:1) has no init() for the preview to make it with"))
        #expect(
            result.stderr.contains(
                "give the arguments in the scene: layout: { swift: …, class: SizedCardsLayout, init: 'itemSize: <CGSize>' }"
            ))
    }

    @Test func aWaterfallLayoutTakesItsHeightsFromTheSceneDelegate() throws {
        let result = try PreviewTool.run(["dump", PreviewTool.fixture("Delegates/waterfall.yaml")])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try PreviewTool.json(result.stdout)
        // Columns (390 − 3 × 8) / 2 = 183 wide at x = 8 and 199; heights 120, 180, 90, 150 from
        // CardHeights; each card under the shortest column.
        #expect(frame(dump, item: 0) == [8, 8, 183, 120])
        #expect(frame(dump, item: 1) == [199, 8, 183, 180])
        #expect(frame(dump, item: 2) == [8, 136, 183, 90])
        #expect(frame(dump, item: 3) == [199, 196, 183, 150])
    }

    @Test func delegateOptionGivesTheCollectionViewItsFlowDelegate() throws {
        let (result, folder, _) = try preview([
            PreviewTool.fixture("Delegates"), "--layout", "TagLayout", "--delegate", "TagSizes", "--offsets", "0",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try PreviewTool.json(
            String(contentsOf: folder.appendingPathComponent("out/frames.json"), encoding: .utf8))
        // sizeForItemAt: 60, 80, 100 wide, 40 high, through the collection view's delegate.
        #expect(frame(dump, item: 0)[2...3] == [60, 40])
        #expect(frame(dump, item: 1)[2...3] == [80, 40])
        #expect(frame(dump, item: 2)[2...3] == [100, 40])
    }

    @Test func aViewControllerAsDelegateGivesItsCellsAndTheyAreSizedByTheirConstraints() throws {
        // FeedViewController registers FeedCell in viewDidLoad and answers the data source; its
        // cells (a bold title and a wrapping body in a stack view, 12 and 16 inside, pinned
        // 358 wide) size FeedLayout's rows (estimatedItemSize = automaticSize).
        let (result, folder, _) = try preview([
            PreviewTool.fixture("SelfSizing"), "--layout", "FeedLayout", "--delegate", "FeedViewController",
            "--offsets", "0", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try PreviewTool.json(
            String(contentsOf: folder.appendingPathComponent("out/frames.json"), encoding: .utf8))
        let bold = try FontFace.bundled(.bold).lineMetrics(pointSize: 17).lineHeight
        let body = try FontFace.bundled(.regular)
        func rowHeight(_ text: String) -> Double {
            let lines = Double(body.lines(of: text, pointSize: 15, width: 358 - 32).count)
            let lineHeight = body.lineMetrics(pointSize: 15).lineHeight
            return 12 + (bold - 1e-9).rounded(.up) + 4 + (lines * lineHeight - 1e-9).rounded(.up) + 12
        }
        let first = rowHeight("Short note.")
        let second = rowHeight(
            "Self-sizing cells take their height from Auto Layout: the label wraps at the width the cell is "
                + "pinned to, and the rows after it move down.")
        #expect(frame(dump, item: 0) == [16, 16, 358, first])
        #expect(frame(dump, item: 1) == [16, 16 + first + 8, 358, second])
        #expect(second > first + 30)
        // 30 items from the view controller's data source (not the scene's default 20): ten
        // rounds of the three posts, 8 apart, inside 16-point insets.
        let third = rowHeight("Two lines of text at fifteen points, wrapped at the cell's width.")
        let frames = dump["frames"] as? [[String: Any]]
        let pane = (frames?.first?["panes"] as? [[String: Any]])?.first
        let contentSize = pane?["contentSize"] as? [String: Double]
        #expect(contentSize?["height"] == 16 + 10 * (first + second + third) + 29 * 8 + 16)
    }

    @Test func setSetsPropertiesFromTheCommandLine() throws {
        let (result, folder, _) = try preview([
            PreviewTool.fixture("CoverFlow"), "--layout", "PlainFlowLayout", "--set", "scrollDirection=horizontal",
            "--set", "itemSize=[100, 200]", "--set", "minimumLineSpacing=5", "--set", "tone=bold", "--offsets", "0",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try PreviewTool.json(
            String(contentsOf: folder.appendingPathComponent("out/frames.json"), encoding: .utf8))
        // Columns of four 200-point items in the 844-point height (4 × 200 + 3 × 10 ≤ 844), 5 apart:
        // item 4 starts the second column at 100 + 5.
        #expect(frame(dump, item: 0) == [0, 0, 100, 200])
        #expect(frame(dump, item: 4)[0] == 105)
    }

    @Test func setRefusesWhatTheClassCannotTake() throws {
        let misspelt = try preview([
            PreviewTool.fixture("CoverFlow"), "--layout", "PlainFlowLayout", "--set", "minimumLineSpacng=5",
        ])
        #expect(misspelt.result.status == 2)
        #expect(
            misspelt.result.stderr.contains(
                "--set minimumLineSpacng: PlainFlowLayout has no settable property 'minimumLineSpacng'; "
                    + "did you mean 'minimumLineSpacing'?"), "\(misspelt.result.stderr)")
        #expect(misspelt.wroteNothing)
        let badCase = try preview([
            PreviewTool.fixture("CoverFlow"), "--layout", "PlainFlowLayout", "--set", "scrollDirection=diagonal",
        ])
        #expect(badCase.result.status == 2)
        #expect(
            badCase.result.stderr.contains(
                "--set scrollDirection: must be one of vertical, horizontal, found diagonal"),
            "\(badCase.result.stderr)")
        #expect(!badCase.result.stderr.contains("in pane"))
        #expect(badCase.wroteNothing)
        let badValue = try preview([
            PreviewTool.fixture("CoverFlow"), "--layout", "PlainFlowLayout", "--set", "itemSize=1e400",
        ])
        #expect(
            badValue.result.stderr.contains("--set itemSize: '1e400' (column 1): the value must be a finite number"))
        let noValue = try preview([PreviewTool.fixture("CoverFlow"), "--set", "itemSize"])
        #expect(noValue.result.status == 2)
        #expect(
            noValue.result.stderr.contains(
                "--set expects NAME=VALUE, such as scrollDirection=horizontal, got 'itemSize'"))
    }

    @Test func anEmptyPreviewIsAFindingWithItsLikelyCauses() throws {
        // ColumnLayout lays out nothing without its delegate: with no stand-in, every frame is blank.
        let empty = try preview([PreviewTool.fixture("Empty"), "--offsets", "0,10", "--quiet", "--no-stand-ins"])
        #expect(empty.result.status == 1)
        #expect(
            empty.result.stderr.contains(
                "reel: finding: no frame of the ColumnLayout preview shows an element: all 2 frames are blank. "
                    + "Likely causes: ColumnLayout has a delegate property (delegate) and was given no delegate; "
                    + "give one with --delegate CLASS"), "\(empty.result.stderr)")
        #expect(empty.result.stderr.contains("the layout's content size stayed 0 × 0 (collectionViewContentSize)"))
        // The frames are written: a finding, not bad input.
        #expect(!empty.wroteNothing)
        let allowed = try preview([
            PreviewTool.fixture("Empty"), "--offsets", "0", "--quiet", "--allow-empty", "--no-stand-ins",
        ])
        #expect(allowed.result.status == 0, "\(allowed.result.stderr)")
        #expect(!allowed.result.stderr.contains("finding"))
        let noItems = try preview([
            PreviewTool.fixture("CoverFlow"), "--layout", "PlainFlowLayout", "--items", "0", "--offsets", "0",
            "--quiet",
        ])
        #expect(noItems.result.status == 1)
        #expect(
            noItems.result.stderr.contains(
                "the frame is blank. Likely causes: there are no items (--items gives 0); "
                    + "the layout's content size stayed 390 × 0"), "\(noItems.result.stderr)")
    }

    @Test func withoutADelegateTheCrashSaysHowToGiveOne() throws {
        let (result, _, wroteNothing) = try preview([
            PreviewTool.fixture("Delegates"), "--layout", "WaterfallLayout", "--offsets", "0", "--no-stand-ins",
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Unexpectedly found nil while unwrapping an Optional value … "
                    + "\(path("Delegates/WaterfallLayout.swift")):29"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "note: WaterfallLayout has a delegate property (delegate) and was given no delegate; give one with "
                    + "--delegate CLASS"))
        #expect(wroteNothing)
    }

    @Test func aWrongDelegateIsNamed() throws {
        let typo = try preview([
            PreviewTool.fixture("Delegates"), "--layout", "WaterfallLayout", "--delegate", "CardHeight",
        ])
        #expect(typo.result.status == 2)
        #expect(typo.result.stderr.contains("for the delegate; did you mean 'CardHeights'?"), "\(typo.result.stderr)")
        #expect(typo.wroteNothing)
        let unfit = try preview([
            PreviewTool.fixture("Delegates"), "--layout", "TagLayout", "--delegate", "CardHeights", "--offsets", "0",
        ])
        #expect(unfit.result.status == 2)
        #expect(
            unfit.result.stderr.contains(
                "CardHeights conforms to none of the delegate types it could be given: "
                    + "UICollectionView.delegate (UICollectionViewDelegate), "
                    + "UICollectionView.dataSource (UICollectionViewDataSource)"), "\(unfit.result.stderr)")
        #expect(unfit.wroteNothing)
    }

    @Test func appearanceLayersOfASwiftLayoutAreDrawn() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-layers")
        let result = try PreviewTool.run([
            "render", PreviewTool.fixture("Appearance/layered.yaml"), "--out", folder.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder().decode(Data(contentsOf: folder.appendingPathComponent("frame-0000.png")))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let start = (y * image.width + x) * 4
            return Array(image.bytes[start..<start + 4])
        }
        // The first cell is 100 × 80 at (10, 10): its overlay layer (red) covers y 10…50; the
        // cell's own fill (blue) shows below.
        #expect(pixel(60, 30) == [255, 0, 0, 255])
        #expect(pixel(60, 70) == [0, 0, 255, 255])
    }

    @Test func aTrapInTheStandardLibraryNamesTheUsersLine() throws {
        let file = path("StdlibTraps/OverrunLayouts.swift")
        let overrun = try preview([
            PreviewTool.fixture("StdlibTraps"), "--layout", "OverrunLayout", "--offsets", "0,120,340",
        ])
        #expect(overrun.result.status == 2)
        #expect(
            overrun.result.stderr.contains(
                "OverrunLayout crashed at offset y = 340 (frame 2): Fatal error: Index out of range … \(file):13 "
                    + "(trapped in the standard library's Swift/"), "\(overrun.result.stderr)")
        #expect(overrun.wroteNothing)
        let overflow = try preview([
            PreviewTool.fixture("StdlibTraps"), "--layout", "OverflowLayout", "--offsets", "0,120,340",
        ])
        #expect(overflow.result.status == 2)
        #expect(
            overflow.result.stderr.contains(
                "OverflowLayout crashed at offset y = 340 (frame 2): it trapped at \(file):25 (signal 4 (SIGILL)"),
            "\(overflow.result.stderr)")
        #expect(overflow.wroteNothing)
    }
}
