/// The order elements are drawn in: ascending `zIndex`; ties by category (cells, then
/// supplementary views, then decoration views), then by index path, then by kind. Elements
/// equal in all of these keep the order the layout returned them in.
public enum DrawOrder {
    /// `elements` sorted into draw order (a stable sort).
    public static func sorted(_ elements: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        elements.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            if l.zIndex != r.zIndex { return l.zIndex < r.zIndex }
            if l.representedElementCategory != r.representedElementCategory {
                return l.representedElementCategory.rawValue < r.representedElementCategory.rawValue
            }
            if l.indexPath != r.indexPath { return l.indexPath < r.indexPath }
            let (lk, rk) = (l.representedElementKind ?? "", r.representedElementKind ?? "")
            if lk != rk { return lk < rk }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
