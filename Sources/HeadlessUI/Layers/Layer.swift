import Foundation

/// A headless layer with the shape of Core Animation's `CALayer` (`QuartzCore` and `UIKit`
/// name it so): geometry (`bounds`, `position`, `anchorPoint`, `frame`), `transform`,
/// `zPosition`, `opacity`, corner radius, border and shadow properties, and sublayers.
///
/// A layer holds what cell and layout code sets, with Core Animation's rules for how `frame`
/// derives from `bounds`, `position`, `anchorPoint` and `transform`; a view's geometry lives in
/// its layer, as in UIKit. Nothing draws here: the `ViewDrawing` module reads a layer tree and
/// draws it (docs/cells.md).
open class Layer: NSObject {
    /// The layer's own coordinate rectangle; its size is the layer's size.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The point of the bounds (unit coordinates) that `position` names and transforms turn
    /// about. Default (0.5, 0.5), the centre.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's depth for ordering among siblings (higher is nearer).
    open var zPosition: CGFloat = 0
    /// The layer's 3D transform about its anchor point.
    open var transform: CATransform3D = CATransform3DIdentity
    /// A transform applied to the sublayers.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// Opacity, 0…1 (a `Float`, as in Core Animation).
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The corner radius of the background and border.
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (Core Animation's `maskedCorners`; default all four).
    open var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners (default circular; `ViewDrawing` draws continuous
    /// corners as circular ones).
    open var cornerCurve: CornerCurve = .circular
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// The border width.
    open var borderWidth: CGFloat = 0
    /// The border colour (opaque black by default, as Core Animation's).
    open var borderColor: CGColor? = CGColor.black
    /// The background colour.
    open var backgroundColor: CGColor?
    /// The shadow colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor.black
    /// The shadow opacity, 0…1 (default 0: no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow offset (default (0, −3), Core Animation's).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow blur radius (default 3).
    open var shadowRadius: CGFloat = 3
    /// The shape of the shadow, in the layer's coordinates (default nil: the layer's own shape).
    open var shadowPath: CGPath?
    /// Whether the back of the layer is drawn when it faces away.
    open var isDoubleSided = true
    /// Whether the layer is rendered to a bitmap before compositing.
    open var shouldRasterize = false
    /// The scale at which a rasterized layer is rendered.
    open var rasterizationScale: CGFloat = 1
    /// The scale of the layer's backing store.
    open var contentsScale: CGFloat = 1
    /// A name for the layer.
    open var name: String?
    /// The sublayers, back to front.
    open private(set) var sublayers: [Layer]?
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: Layer?
    /// A layer whose alpha masks this one (for a ``ShapeLayer``, its filled path), as Core
    /// Animation composites it; `ViewDrawing` draws it so.
    open var mask: Layer?
    /// What `setValue(_:forKey:)` kept under keys that name no property (Layer+KeyValueCoding).
    var keyedValues: [String: Any] = [:]
    /// The transform's fields as a `transform.…` key path last set them (Layer+KeyValueCoding).
    var transformFields: TransformFields?

    /// A layer of zero size at the origin.
    public required override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (Core Animation's presentation-layer initialiser).
    public convenience init(layer: Any) {
        self.init()
        copyProperties(of: layer)
    }

    /// Copies the geometry, opacity, visibility, corner radius and mask of `layer`.
    func copyProperties(of layer: Any) {
        guard let other = layer as? Layer else { return }
        mask = other.mask
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        transform = other.transform
        opacity = other.opacity
        isHidden = other.isHidden
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
    }

    /// The layer's rectangle in its superlayer: the bounds placed with the anchor point at
    /// `position`, transformed about the anchor point by the affine part of `transform` (its
    /// bounding box). Setting it sets `position` and the bounds size, leaving the transform.
    open var frame: CGRect {
        get {
            let origin = CGPoint(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height)
            let untransformed = CGRect(origin: origin, size: bounds.size)
            let affine = CATransform3DGetAffineTransform(transform)
            guard affine != .identity else { return untransformed }
            return untransformed.applying(affine.about(position))
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.origin.x + anchorPoint.x * newValue.width,
                y: newValue.origin.y + anchorPoint.y * newValue.height)
        }
    }

    /// The affine part of `transform`; setting it replaces `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Replaces `transform` with the 3D form of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Appends `layer` to the sublayers, removing it from its previous superlayer.
    open func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the end).
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        layer.removeFromSuperlayer()
        // In place: copying the list for each insertion made adding n sublayers O(n²).
        let position = min(Int(index), sublayers?.count ?? 0)
        if sublayers == nil { sublayers = [] }
        sublayers?.insert(layer, at: position)
        layer.superlayer = self
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        self.superlayer = nil
    }

    /// Does nothing headlessly (Core Animation marks the layer for redisplay).
    open func setNeedsDisplay() {}

    /// Does nothing headlessly (Core Animation marks the layer for layout).
    open func setNeedsLayout() {}

    /// Removes every animation; headlessly there are none.
    open func removeAllAnimations() {}

    /// The keys of the layer's running animations: nil, as UIKit gives for a layer with none
    /// (nothing animates headlessly).
    open func animationKeys() -> [String]? { nil }
}
