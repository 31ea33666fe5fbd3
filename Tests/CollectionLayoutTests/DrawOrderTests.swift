import CollectionLayout
import Foundation
import Testing

/// `DrawOrder.sorted`: zIndex, then category, then index path (section, item — or any length),
/// then kind, then the layout's own order.
@Suite struct DrawOrderTests {
    private func cell(_ section: Int, _ item: Int, z: Int = 0) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.zIndex = z
        return attributes
    }

    private func supplementary(_ kind: String, _ path: IndexPath, z: Int = 0) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: path)
        attributes.zIndex = z
        return attributes
    }

    private func describe(_ elements: [CollectionViewLayoutAttributes]) -> [String] {
        elements.map {
            "\($0.representedElementCategory) \($0.representedElementKind ?? "-") \($0.indexPath.map(String.init).joined(separator: ".")) z\($0.zIndex)"
        }
    }

    @Test func sortsByZIndexCategoryIndexPathThenKind() {
        let background = CollectionViewLayoutAttributes(
            forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        background.zIndex = -1
        let elements = [
            supplementary("badge", IndexPath(item: 3, section: 0), z: 1), cell(1, 0), cell(0, 10), background,
            supplementary("dot", IndexPath(item: 2, section: 0), z: 1),
            supplementary("badge", IndexPath(item: 2, section: 0), z: 1), cell(0, 2),
            supplementary("header", IndexPath(item: 0, section: 1)),
        ]
        #expect(
            describe(DrawOrder.sorted(elements)) == [
                "decoration background 0.0 z-1", "cell - 0.2 z0", "cell - 0.10 z0", "cell - 1.0 z0",
                "supplementary header 1.0 z0", "supplementary badge 0.2 z1", "supplementary dot 0.2 z1",
                "supplementary badge 0.3 z1",
            ])
    }

    @Test func indexPathsOfOtherLengthsCompareAsIndexPaths() {
        let one = supplementary("global", IndexPath(index: 4))
        let three = supplementary("global", IndexPath(indexes: [0, 1, 2]))
        let pair = supplementary("global", IndexPath(item: 0, section: 1))
        #expect(
            describe(DrawOrder.sorted([one, pair, three])) == [
                "supplementary global 0.1.2 z0", "supplementary global 1.0 z0", "supplementary global 4 z0",
            ])
    }

    @Test func equalElementsKeepTheLayoutsOrder() {
        let first = cell(0, 0)
        let second = cell(0, 0)
        let third = cell(0, 0)
        let sorted = DrawOrder.sorted([first, second, third])
        #expect(sorted[0] === first && sorted[1] === second && sorted[2] === third)
        #expect(DrawOrder.sorted([]).isEmpty && DrawOrder.sorted([first]).count == 1)
    }
}
