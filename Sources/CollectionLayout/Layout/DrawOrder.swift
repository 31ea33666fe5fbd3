import Foundation

/// The order elements are drawn in: ascending `zIndex`; ties by category (cells, then
/// supplementary views, then decoration views), then by index path, then by kind. Elements
/// equal in all of these keep the order the layout returned them in.
public enum DrawOrder {
    /// The integer part of an element's sort key, read once per element: comparing these costs
    /// no property access, retain or release (reading the attributes in every comparison was
    /// two thirds of a compositional query; docs/performance.md, "Compositional layout").
    private struct Key {
        var zIndex: Int
        var category: Int
        /// The index path's two indexes when it has exactly two (section, item); otherwise the
        /// paths are compared as `IndexPath`s.
        var section: Int
        var item: Int
        var isPair: Bool
        /// The element's position in the layout's answer.
        var position: Int
    }

    /// `elements` sorted into draw order (a stable sort).
    public static func sorted(_ elements: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        guard elements.count > 1 else { return elements }
        var keys: [Key] = []
        keys.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            let path = element.indexPath
            let isPair = path.count == 2
            keys.append(
                Key(
                    zIndex: element.zIndex, category: element.representedElementCategory.rawValue,
                    section: isPair ? path[0] : 0, item: isPair ? path[1] : 0, isPair: isPair, position: position))
        }
        keys.sort { l, r in
            if l.zIndex != r.zIndex { return l.zIndex < r.zIndex }
            if l.category != r.category { return l.category < r.category }
            if l.isPair && r.isPair {
                if l.section != r.section { return l.section < r.section }
                if l.item != r.item { return l.item < r.item }
            } else {
                let (lp, rp) = (elements[l.position].indexPath, elements[r.position].indexPath)
                if lp != rp { return lp < rp }
            }
            let lk = elements[l.position].representedElementKind ?? ""
            let rk = elements[r.position].representedElementKind ?? ""
            if lk != rk { return lk < rk }
            return l.position < r.position
        }
        return keys.map { elements[$0.position] }
    }
}
