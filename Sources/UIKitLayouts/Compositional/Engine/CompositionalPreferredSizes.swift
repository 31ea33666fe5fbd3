import CollectionLayout
import Foundation

/// The sizes a compositional layout's views preferred (self-sizing): per item, and per element
/// kind and index path for boundary items. They replace the estimates, on the estimated axes
/// only, when the sections are placed; the layout keeps them until the data, the container's
/// width or the configuration changes.
struct CompositionalPreferredSizes: Sendable, Equatable {
    /// A boundary item's key: its element kind and index path.
    struct SupplementaryKey: Hashable, Sendable {
        var kind: String
        var indexPath: IndexPath
    }

    /// The items' sizes, by index path.
    var items: [IndexPath: CGSize] = [:]
    /// The boundary items' sizes.
    var supplementaries: [SupplementaryKey: CGSize] = [:]

    /// The size the view of a header, footer or layout boundary item preferred.
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> CGSize? {
        supplementaries.isEmpty ? nil : supplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// Whether the element's view has been asked.
    func hasSize(for attributes: CollectionViewLayoutAttributes) -> Bool {
        switch attributes.representedElementCategory {
        case .cell:
            items[attributes.indexPath] != nil
        case .supplementaryView:
            supplementary(ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath) != nil
        case .decorationView:
            true
        }
    }

    /// Records `size` for the element of `attributes`.
    mutating func record(_ size: CGSize, for attributes: CollectionViewLayoutAttributes) {
        switch attributes.representedElementCategory {
        case .cell:
            items[attributes.indexPath] = size
        case .supplementaryView:
            supplementaries[
                SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] =
                size
        case .decorationView:
            break
        }
    }
}

extension CollectionLayoutSize {
    /// Whether the element's content decides a dimension (estimated or uniform across siblings).
    var isSizedByContent: Bool { widthDimension.isSizedByContent || heightDimension.isSizedByContent }

    /// The axes whose dimension the element's content decides (built from raw values: the option
    /// set's algebra is not specialised across modules, and `prepare()` asks for every element).
    var axesSizedByContent: SelfSizingAxes {
        var raw: UInt8 = 0
        if widthDimension.isSizedByContent { raw |= SelfSizingAxes.horizontal.rawValue }
        if heightDimension.isSizedByContent { raw |= SelfSizingAxes.vertical.rawValue }
        return SelfSizingAxes(rawValue: raw)
    }

    /// `size` with the preferred size's lengths on `axes`.
    static func replacing(_ axes: SelfSizingAxes, of size: CGSize, with preferred: CGSize?) -> CGSize {
        guard let preferred, !axes.isEmpty else { return size }
        return CGSize(
            width: axes.contains(.horizontal) ? preferred.width : size.width,
            height: axes.contains(.vertical) ? preferred.height : size.height)
    }
}
