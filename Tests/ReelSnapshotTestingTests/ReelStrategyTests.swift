import Canvas
import Foundation
import ImageCodecs
import ReelSnapshotTesting
import TestSupport
import Testing

@testable import ReelSnapshotTesting

/// Rows of 40 pt across the width, every other one indented by `indent`.
final class IndentedRowsLayout: CollectionViewLayout {
    let indent: CGFloat

    init(indent: CGFloat) {
        self.indent = indent
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 40)
    }

    var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter {
            $0.frame.intersects(rect)
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let width = collectionView?.bounds.width ?? 0
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        let inset = indexPath.item % 2 == 0 ? 0 : indent
        attributes.frame = CGRect(x: inset, y: CGFloat(indexPath.item) * 40, width: width - inset, height: 36)
        return attributes
    }
}

/// `assertSnapshot(of: layout, as: .reel(…))`: swift-snapshot-testing's own assertion with
/// reel's strategy, recording into and comparing with a folder as that library does.
@Suite("swift-snapshot-testing strategies (.reel, .reelAttributes)")
struct ReelStrategyTests {
    let offsets = [CGPoint(x: 0, y: -20), .zero, CGPoint(x: 0, y: 60.5)]

    func strategy() -> Snapshotting<IndentedRowsLayout, ReelSnapshot> {
        .reel(offsets: offsets, itemCounts: [12], size: CGSize(width: 120, height: 160))
    }

    @Test func recordsOnePNGWithTheAttributesThenMatchesThenNamesTheChangedAttribute() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(
            of: IndentedRowsLayout(indent: 20), as: strategy(), named: "rows", record: .missing,
            snapshotDirectory: folder.path, testName: "rows")
        #expect(first?.contains("No reference was found on disk") == true)
        let file = folder.appendingPathComponent("rows.rows.png")
        let data = try Data(contentsOf: file)
        // Three 120×160 frames, 4 px apart.
        let image = try ImageDiff.decodeImage(data, name: file.path)
        #expect(image.width == 3 * 120 + 2 * 4 && image.height == 160)
        #expect(image[122, 80] == RGBA8(red: 128, green: 128, blue: 128))
        let stored = ReelSnapshot(fileData: data)
        #expect(stored.frames.map(\.key) == ["pane-x0000-y-0020", "pane-x0000-y0000", "pane-x0000-y0060.5"])

        #expect(
            verifySnapshot(
                of: IndentedRowsLayout(indent: 20), as: strategy(), named: "rows", record: .never,
                snapshotDirectory: folder.path, testName: "rows") == nil)

        let changed = try #require(
            verifySnapshot(
                of: IndentedRowsLayout(indent: 30), as: strategy(), named: "rows", record: .never,
                snapshotDirectory: folder.path, testName: "rows"))
        #expect(changed.contains("3 of 3 frames differ from the reference"))
        #expect(changed.contains("\n  pane-x0000-y0000:\n      cell 0-1: frame x 20, width 100 → x 30, width 90\n"))
        #expect(changed.contains("  pixels: "))
        #expect(!changed.contains("transform"))
    }

    @Test func theAttributesStrategyIsReviewableJSONText() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategy: Snapshotting<IndentedRowsLayout, String> = .reelAttributes(
            offsets: [.zero], itemCounts: [2], size: CGSize(width: 120, height: 160))
        _ = verifySnapshot(
            of: IndentedRowsLayout(indent: 20), as: strategy, named: "dump", record: .all,
            snapshotDirectory: folder.path, testName: "rows")
        let text = try String(contentsOf: folder.appendingPathComponent("rows.dump.txt"), encoding: .utf8)
        #expect(text.contains("\"key\" : \"pane-x0000-y0000\""))
        let changed = try #require(
            verifySnapshot(
                of: IndentedRowsLayout(indent: 25), as: strategy, named: "dump", record: .never,
                snapshotDirectory: folder.path, testName: "rows"))
        #expect(changed.contains("−") || changed.contains("-"))
        #expect(changed.contains("25"))
    }

    @Test func aPNGWithoutAttributesIsComparedByPixelsAndAnUnrenderableSceneSaysWhy() throws {
        let plain = try PNGEncoder.fast.encode(
            RGBA8Image(width: 2, height: 2, filling: RGBA8(red: 1, green: 2, blue: 3)))
        #expect(ReelSnapshot(fileData: plain).frames.isEmpty)
        let withText = PNGTextChunk.inserting(keyword: "reel-attributes", text: Data("[]".utf8), into: plain)
        #expect(PNGTextChunk.text(keyword: "reel-attributes", in: withText) == Data("[]".utf8))
        // The chunk is a valid PNG chunk: the decoder (which checks CRCs) still reads the file.
        #expect(try ImageDiff.decodeImage(withText, name: "with text").width == 2)

        let scene = Scene(
            name: "broken",
            panes: [PaneSpec(name: "p", frame: CGRect(x: 0, y: 0, width: 10, height: 10), layout: "nope")])
        let snapshot = Snapshotting<Scene, ReelSnapshot>.reel
        let message = ReelSnapshotComparison(tolerance: .default).compare(
            ReelSnapshot(png: plain, frames: []), ReelSnapshot(catching: GoldenSubject(scene: scene)))
        #expect(message?.0.hasPrefix("reel could not render the snapshot: ") == true)
        #expect(snapshot.pathExtension == "png")
    }
}
