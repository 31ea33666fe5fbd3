import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// A delegate with a size per item (by section), and optional per-section overrides.
final class FlowSizeTable: CollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]
    var insets: [Int: EdgeInsets] = [:]
    var lineSpacings: [Int: CGFloat] = [:]
    var interitemSpacings: [Int: CGFloat] = [:]
    var headers: [Int: CGSize] = [:]
    var footers: [Int: CGSize] = [:]

    init(_ sizes: [[CGSize]]) { self.sizes = sizes }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.section][indexPath.item] }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets { insets[section] ?? ((collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero) }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { lineSpacings[section] ?? 10 }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { interitemSpacings[section] ?? 10 }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { headers[section] ?? .zero }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { footers[section] ?? .zero }
}

/// A delegate that implements only `sizeForItemAt`; everything else falls back to the layout.
final class FlowSizesOnly: CollectionViewDelegateFlowLayout {
    var sizes: [CGSize]
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item] }
}

/// A deterministic generator (SplitMix64) so randomised properties are reproducible.
struct FlowSeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A collection view of `size` driving `layout`, laid out once.
func flowView(
    _ layout: CollectionViewLayout, size: CGSize, counts: [Int], delegate: CollectionViewDelegate? = nil
) -> CollectionView {
    let view = CollectionView(
        frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout, itemCounts: counts)
    view.delegate = delegate
    // The view holds its delegate weakly; the layout keeps it alive for the test.
    if let flow = layout as? CollectionViewFlowLayout, let delegate = delegate as? CollectionViewDelegateFlowLayout {
        flow.retainedDelegate = delegate
    }
    view.layoutIfNeeded()
    return view
}

/// The frame of item `item` in `section`.
func flowFrame(_ view: CollectionView, _ item: Int, section: Int = 0) -> CGRect {
    view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
}

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance)
        && isClose(a.width, b.width, tolerance) && isClose(a.height, b.height, tolerance)
}

/// An identity for comparing element sets.
struct FlowElementKey: Hashable, CustomStringConvertible {
    var category: ElementCategory
    var kind: String?
    var indexPath: IndexPath
    init(_ attributes: CollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }
    var description: String { "\(category)\(kind.map { "(\($0))" } ?? "")@\(indexPath.section)-\(indexPath.item)" }
}

/// Every element of `view`'s flow layout, looked up one by one (the brute-force reference).
func allFlowElements(_ view: CollectionView) -> [CollectionViewLayoutAttributes] {
    let layout = view.collectionViewLayout
    var result: [CollectionViewLayoutAttributes] = []
    for section in 0..<view.numberOfSections {
        let path = IndexPath(item: 0, section: section)
        if let header = layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: path) {
            result.append(header)
        }
        for item in 0..<view.numberOfItems(inSection: section) {
            if let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                result.append(attributes)
            }
        }
        if let footer = layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: path) {
            result.append(footer)
        }
    }
    return result
}
