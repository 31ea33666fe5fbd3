import CollectionLayout
import Foundation
import ViewDrawing

/// A value copy of one element's layout attributes at one offset, taken on the layout's task so
/// that everything after it can run in parallel.
///
/// It is also the dump's element (``DumpSchema``): `{"category", "kind", "section", "item",
/// "frame": {x, y, width, height}, "center": {x, y}, "size": {width, height}, "transform": {a,
/// b, c, d, tx, ty}, "transform3D", "alpha", "zIndex", "isHidden", "values"}`, in the layout's
/// own content coordinates. `kind` is written as `null` for cells; `transform3D` (16 numbers,
/// row-major m11…m44) is left out when it is the identity, `values` when there are none. The
/// appearance ``layers`` are for drawing, not part of the dump: a decoded snapshot has none.
public struct ElementSnapshot: Sendable, Hashable {
    /// Cell, supplementary view or decoration view (`"cell"`, `"supplementary"`,
    /// `"decoration"` in the dump).
    public var category: ElementCategory
    /// The supplementary or decoration kind (`representedElementKind`, such as UIKit's section
    /// header kind); nil for cells, `null` in the dump.
    public var kind: String?
    /// The section of the element's index path (0 when the index path is empty).
    public var section: Int
    /// The item of the element's index path (0 when the index path has no item).
    public var item: Int
    /// UIKit's frame in content coordinates: the bounding box of the bounds rectangle transformed
    /// about ``center`` (`(center − size/2, size)` for the identity). Overlays outline it; drawing
    /// uses ``center``, ``size`` and ``transform3D``.
    public var frame: CGRect
    /// The element's centre in the layout's content coordinates, in points; drawn at
    /// `center − contentOffset` in the screen view.
    public var center: CGPoint
    /// The untransformed size (the bounds' size) in points; an element with no width or height
    /// is not drawn.
    public var size: CGSize
    /// The affine part of ``transform3D`` (what UIKit's `transform` reads), about the centre.
    public var transform: CGAffineTransform
    /// The full 3D transform about the centre; one with perspective is drawn as a projected
    /// polygon (``ElementPlacement``). The identity when the dump leaves it out.
    public var transform3D: CATransform3D
    /// Group opacity of the element (shape and label together), 0…1; at 0 it is not drawn.
    public var alpha: CGFloat
    /// UIKit's `zIndex`, the draw order key: higher draws later (``DrawOrder``); the z-index
    /// badges show it.
    public var zIndex: Int
    /// Whether the element is hidden (then it is not drawn).
    public var isHidden: Bool
    /// Extra values by name from attributes that adopt ``LayoutAttributesInspectable`` (a
    /// layout's own state, such as a progress), for the dump and plots; empty when there are none.
    public var values: [String: Double]
    /// Per-element appearance from layouts that adopt ``ElementAppearanceProviding``.
    public var layers: [AppearanceLayer]
    /// The element's view as the app draws it (its cell or supplementary view captured by a
    /// `reel preview` child), in the element's own coordinates: the root's bounds are the
    /// element's size, its position and transform left to the element's placement. Nil when the
    /// element has none (then it is drawn as a box). Not part of the dump, like ``layers``.
    public var drawing: DrawnLayer?

    /// A snapshot from its values; the defaults are UIKit's (identity transforms, alpha 1,
    /// zIndex 0, shown) with no extra values or layers.
    public init(
        category: ElementCategory, kind: String? = nil, section: Int, item: Int, frame: CGRect, center: CGPoint,
        size: CGSize, transform: CGAffineTransform = .identity, transform3D: CATransform3D = CATransform3DIdentity,
        alpha: CGFloat = 1, zIndex: Int = 0, isHidden: Bool = false, values: [String: Double] = [:],
        layers: [AppearanceLayer] = [], drawing: DrawnLayer? = nil
    ) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.center = center
        self.size = size
        self.transform = transform
        self.transform3D = transform3D
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.values = values
        self.layers = layers
        self.drawing = drawing
    }

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
