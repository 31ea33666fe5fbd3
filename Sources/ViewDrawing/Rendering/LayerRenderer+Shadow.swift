import Canvas
import Foundation
import Geometry

/// What a blurred shadow shape is kept by: the shape (a path, or the layer drawn without its
/// shadow), the resolution and the blur.
struct ShadowKey: Hashable {
    /// The shadow's path, when it has one or the layer's rounded bounds stand for it.
    var path: Path?
    /// The layer drawn without its shadow, when its drawing is the shape.
    var layer: DrawnLayer?
    /// Mask pixels per point, as a whole number of 1/64ths.
    var resolution: Int
    /// The blur radius in points, as a whole number of 1/64ths.
    var radius: Int
}

/// A blurred shape and where its top-left pixel sits (layer coordinates, before the offset).
struct ShadowMask {
    var mask: AlphaMask
    var origin: CGPoint
    var pixelsPerPoint: Double
}

extension LayerRenderer {
    /// Draws `shadow` behind `layer`: the layer's shape (the shadow path, the rounded bounds of a
    /// layer with a background, or else what the layer draws) blurred and painted in the
    /// shadow's colour at its offset. A blur of 4 device pixels or more (σ) is made at half the
    /// resolution (its finest detail is far coarser than a pixel: a quarter of the pixels to
    /// rasterize and blur), then doubled, so that it is painted one to one. Blurred shapes are
    /// kept and reused.
    func drawShadow(_ shadow: LayerShadow, of layer: DrawnLayer, in context: GraphicsContext) throws {
        let radius = min(max(shadow.radius, 0), limits.maxShadowRadius)
        let transform = context.transform
        let stretch = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        let pixelsPerPoint = min(max(scale * (stretch.isFinite ? stretch : 1), 0.05), 16)
        let path: Path?
        if let shadowPath = shadow.path {
            path = shadowPath
        } else if let background = layer.backgroundColor, background.alpha > 0 {
            path = layer.shapePath
        } else {
            path = nil
        }
        // The shape in the layer's own coordinates: where the layer sits does not change it, so
        // cells of the same content share one blurred shape.
        var bare = layer
        bare.shadow = nil
        bare.position = .zero
        bare.transform = .identity
        bare.opacity = 1
        let key = ShadowKey(
            path: path, layer: path == nil ? bare : nil,
            resolution: WholeNumber.clamped(pixelsPerPoint * 64, .toNearestOrAwayFromZero, to: 0...Int(Int32.max)),
            radius: WholeNumber.clamped(radius * 64, .toNearestOrAwayFromZero, to: 0...Int(Int32.max)))
        let blurred: ShadowMask
        if let known = shadows[key] {
            blurred = known
        } else {
            guard let made = try makeShadowMask(path: path, layer: bare, radius: radius, pixelsPerPoint: pixelsPerPoint)
            else { return }
            if shadows.count >= 128 { shadows.removeAll() }
            shadows[key] = made
            blurred = made
        }
        let origin = CGPoint(x: blurred.origin.x + shadow.offset.width, y: blurred.origin.y + shadow.offset.height)
        try context.fill(blurred.mask, origin: origin, pixelsPerPoint: blurred.pixelsPerPoint, with: shadow.color)
    }

    private func makeShadowMask(path: Path?, layer: DrawnLayer, radius: Double, pixelsPerPoint: Double) throws
        -> ShadowMask?
    {
        let halved = radius / 2 * pixelsPerPoint >= 4
        let pixelsPerPoint = halved ? pixelsPerPoint / 2 : pixelsPerPoint
        let sigma = radius / 2 * pixelsPerPoint
        let margin = (3 * sigma).rounded(.up) + 2
        guard let shape = path.flatMap(Self.boundingBox) ?? Optional(visualBounds(of: layer)),
            shape.width.isFinite, shape.height.isFinite
        else { return nil }
        let origin = CGPoint(
            x: shape.minX - margin / pixelsPerPoint, y: shape.minY - margin / pixelsPerPoint)
        let width = shape.width * pixelsPerPoint + 2 * margin
        let height = shape.height * pixelsPerPoint + 2 * margin
        guard width * height <= Double(AlphaMask.maxPixels) else {
            note(
                "the shadow of \(layer.name ?? "a layer") is left out: blurring it would take "
                    + "\(WholeNumber.clamped(width * height, .up, to: 0...Int.max)) pixels, more than "
                    + "\(AlphaMask.maxPixels)")
            return nil
        }
        let pixelWidth = WholeNumber.clamped(width, .up, to: 1...32767)
        let pixelHeight = WholeNumber.clamped(height, .up, to: 1...32767)
        let mask: AlphaMask
        if let path {
            mask = try AlphaMask(
                filling: path, origin: origin, pixelsPerPoint: pixelsPerPoint, width: pixelWidth, height: pixelHeight)
        } else {
            let surface = try ImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            try surface.draw { context in
                try context.scaleBy(x: pixelsPerPoint, y: pixelsPerPoint)
                try context.translateBy(x: -origin.x, y: -origin.y)
                try drawInside(layer, in: context)
            }
            mask = try AlphaMask(alphaOf: surface)
        }
        let blurred = mask.blurred(sigma: sigma)
        guard halved else { return ShadowMask(mask: blurred, origin: origin, pixelsPerPoint: pixelsPerPoint) }
        guard blurred.width * blurred.height * 4 <= AlphaMask.maxPixels else {
            return ShadowMask(mask: blurred, origin: origin, pixelsPerPoint: pixelsPerPoint)
        }
        return ShadowMask(mask: try blurred.doubled(), origin: origin, pixelsPerPoint: pixelsPerPoint * 2)
    }
}
