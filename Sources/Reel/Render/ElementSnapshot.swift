import CollectionLayout
import Foundation

/// A value copy of one element's layout attributes at one offset, taken on the layout's task so
/// that everything after it can run in parallel.
public struct ElementSnapshot: Sendable, Hashable {
    public var category: ElementCategory
    public var kind: String?
    public var section: Int
    public var item: Int
    public var frame: CGRect
    public var center: CGPoint
    public var size: CGSize
    public var transform: CGAffineTransform
    public var transform3D: CATransform3D
    public var alpha: CGFloat
    public var zIndex: Int
    public var isHidden: Bool
    /// Extra values from attributes that adopt ``LayoutAttributesInspectable``.
    public var values: [String: Double]
    /// Per-element appearance from layouts that adopt ``ElementAppearanceProviding``.
    public var layers: [AppearanceLayer]

    /// Copies `attributes`, asking `layout` for appearance layers when it provides them.
    public init(_ attributes: CollectionViewLayoutAttributes, layout: CollectionViewLayout?) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        section = attributes.indexPath.count > 0 ? attributes.indexPath.section : 0
        item = attributes.indexPath.count > 1 ? attributes.indexPath.item : 0
        frame = attributes.frame
        center = attributes.center
        size = attributes.size
        transform = attributes.transform
        transform3D = attributes.transform3D
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        values = (attributes as? LayoutAttributesInspectable)?.inspectableValues ?? [:]
        layers = (layout as? ElementAppearanceProviding)?.appearanceLayers(for: attributes) ?? []
    }

    /// Whether the renderer draws this element: not hidden and not fully transparent.
    public var isDrawn: Bool { !isHidden && alpha > 0 }

    /// The first non-finite number in the snapshot, named, or nil when every number is finite.
    public var firstNonFiniteValue: String? {
        let named: [(String, CGFloat)] = [
            ("center.x", center.x), ("center.y", center.y), ("size.width", size.width),
            ("size.height", size.height), ("alpha", alpha),
        ]
        if let bad = named.first(where: { !$0.1.isFinite }) { return "\(bad.0) = \(bad.1)" }
        if let index = transform3D.rowMajorValues.firstIndex(where: { !$0.isFinite }) {
            return "transform3D[\(index)] = \(transform3D.rowMajorValues[index])"
        }
        if let bad = values.sorted(by: { $0.key < $1.key }).first(where: { !$0.value.isFinite }) {
            return "values.\(bad.key) = \(bad.value)"
        }
        return nil
    }
}
