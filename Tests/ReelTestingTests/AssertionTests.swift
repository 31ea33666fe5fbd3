import CollectionLayout
import Foundation
import TestSupport
import Testing

@testable import ReelGolden
@testable import ReelTesting

/// A layout written in Swift for the test: full-width rows of 40 pt, every other one indented.
final class StaggeredRowsLayout: CollectionViewLayout {
    let rowHeight: CGFloat = 40

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * rowHeight)
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
        let inset: CGFloat = indexPath.item % 2 == 0 ? 0 : 20
        attributes.frame = CGRect(
            x: inset, y: CGFloat(indexPath.item) * rowHeight, width: width - inset, height: rowHeight - 4)
        return attributes
    }
}

@Suite("Assertions and layouts made in code")
struct AssertionTests {
    let offsets = [CGPoint(x: 0, y: -20), .zero, CGPoint(x: 0, y: 60.5)]

    func subject(rows: Int = 12) -> GoldenSubject {
        GoldenSubject(
            layoutNamed: "staggered", itemCounts: [rows], size: CGSize(width: 120, height: 160), offsets: offsets
        ) {
            StaggeredRowsLayout()
        }
    }

    @Test func aLayoutMadeInCodeIsRecordedThenVerifiedByOffset() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = try GoldenVerifier(directory: folder, mode: .missing).verify(subject())
        #expect(
            recorded.recordedKeys.map(\.rawValue) == ["pane-x0000-y-0020", "pane-x0000-y0000", "pane-x0000-y0060.5"])
        #expect(TestFolders.files(in: folder).count == 7)
        let image = try ImageDiff.readImage(folder.appendingPathComponent("pane-x0000-y0000.png"))
        #expect(image.width == 120 && image.height == 160)
        let manifest = try GoldenManifest.read(from: folder.appendingPathComponent("manifest.json"))
        #expect(manifest.scene == "staggered" && manifest.scale == 1)

        let verified = try GoldenVerifier(directory: folder, mode: .never).verify(subject())
        #expect(verified.comparisons.map(\.outcome) == [.matched, .matched, .matched])
    }

    @Test func changedLayoutOutputFailsWithPixelAndAttributeDetails() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try GoldenVerifier(directory: folder, mode: .all).verify(subject(rows: 12))
        // With 2 rows the third row (item 2) at y 80 disappears from every frame.
        let report = try GoldenVerifier(
            directory: folder, mode: .never, failureDirectory: folder.appendingPathComponent(".f")
        )
        .verify(subject(rows: 2))
        #expect(report.failedKeys.count == 3)
        let first = try #require(report.comparisons.first)
        #expect(
            first.attributeDifferences.contains { $0.text(showingPane: false) == "cell 0-2: element present → missing" }
        )
        #expect(!report.message().contains("pane pane"))
        #expect((first.pixels?.differentPixels ?? 0) > 0)
        #expect(first.artifacts?.strip != nil)
    }

    @Test func assertLayoutReportsARecordingAsAnIssue() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertLayout(
                { StaggeredRowsLayout() }, name: "staggered", itemCounts: [12], size: CGSize(width: 120, height: 160),
                offsets: offsets, goldenDirectory: folder, record: .missing)
        }
        let report = assertLayout(
            { StaggeredRowsLayout() }, name: "staggered", itemCounts: [12], size: CGSize(width: 120, height: 160),
            offsets: offsets, goldenDirectory: folder, record: .never)
        #expect(report?.failsAssertion == false)
    }

    @Test func assertLayoutFailsOnAMissingGoldenInNeverMode() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertLayout(
                { StaggeredRowsLayout() }, itemCounts: [3], offsets: [.zero], goldenDirectory: folder, record: .never)
        }
        #expect(TestFolders.files(in: folder).isEmpty)
    }

    @Test func assertLayoutWithoutOffsetsFails() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertLayout({ StaggeredRowsLayout() }, offsets: [], goldenDirectory: folder, record: .all)
        }
    }
}
