import Foundation
import Geometry

/// A part of an element's look that follows its layout attributes: an overlay whose alpha
/// changes as the cell grows, an inner image that moves with a plugin's visibility value, a
/// title scaled with the cell.
///
/// On iOS a cell's `apply(_:)` turns attributes into subview changes. Headlessly, a layout that
/// conforms to ``ElementAppearanceProviding`` returns these layers instead and the renderer
/// draws them inside the element, in order, after the element's own shape and within its group
/// opacity. Colours come from the scene's style for the layer's `role`.
public struct AppearanceLayer: Hashable, Sendable {
    /// The outline of a layer in its frame: Geometry's ``ShapeKind`` (`.rectangle`,
    /// `.roundedRectangle(cornerRadius:)` in points, `.ellipse`).
    public typealias Shape = ShapeKind

    /// What the layer is; scenes style layers by role (`overlay`, `image`, `title`, `label`, …).
    public var role: String
    /// The layer's rectangle in the element's bounds coordinates (origin at the bounds' top-left).
    public var frame: CGRect
    /// The layer's outline; ignored for text-only layers.
    public var shape: Shape
    /// The layer's opacity, 0…1, multiplied into the element's.
    public var alpha: CGFloat
    /// A transform about the layer's centre (a title's scale, for example).
    public var transform: CGAffineTransform
    /// Text drawn centred in the layer, or nil for a plain shape.
    public var text: String?
    /// Text size in points when `text` is set.
    public var fontSize: CGFloat

    /// A layer with the given role and frame; by default a fully opaque, untransformed rectangle
    /// without text, and 17-point text (UIKit's default label size) when `text` is given.
    public init(
        role: String, frame: CGRect, shape: Shape = .rectangle, alpha: CGFloat = 1,
        transform: CGAffineTransform = .identity, text: String? = nil, fontSize: CGFloat = 17
    ) {
        self.role = role
        self.frame = frame
        self.shape = shape
        self.alpha = alpha
        self.transform = transform
        self.text = text
        self.fontSize = fontSize
    }
}

/// A layout that describes how each element looks beyond its rectangle (see ``AppearanceLayer``).
public protocol ElementAppearanceProviding: AnyObject {
    /// The layers to draw inside the element described by `attributes`, bottom first.
    func appearanceLayers(for attributes: CollectionViewLayoutAttributes) -> [AppearanceLayer]
}

/// Layout attributes that carry extra values worth showing in a JSON dump (a plugin's
/// visibility percentages, for example).
public protocol LayoutAttributesInspectable {
    /// Named numeric values, written under `"values"` in the dump.
    var inspectableValues: [String: Double] { get }
}

/// A layout that records events while it is driven (a pager's transition callbacks, for
/// example); the JSON dump lists them under the frame that produced them.
public protocol LayoutEventReporting: AnyObject {
    /// The events since the last call, oldest first, as readable text; calling forgets them.
    func takeEventDescriptions() -> [String]
}
