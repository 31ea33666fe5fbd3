import Canvas
import Foundation
import Geometry

extension LayerRenderer {
    /// Draws `layer` through the kept drawings (``DrawingReuse``) when it lands on whole pixels
    /// of an image surface: copies back the pixels kept for the same tree, scale, box, clip and
    /// backdrop, or draws it cut to its box (``LayerReach``, which holds all it draws) and, from
    /// the second time that key is drawn, keeps the backdrop and the result.
    ///
    /// - Returns: false when the tree is not eligible (the caller draws it as usual).
    func drawReusing(_ layer: DrawnLayer, in context: GraphicsContext) throws -> Bool {
        guard kept.reuse.budgetBytes > 0, kept.reuse.maxPixels > 0 else { return false }
        guard isWorthKeeping(layer), let placed = placement(of: layer, in: context) else {
            kept.countNotEligible()
            return false
        }
        let (key, box) = placed
        guard box.count > 0 else {
            // Nothing of it can show: the clip or the surface holds none of its box.
            return true
        }
        if let result = kept.result(for: key, box: box, in: context) {
            guard context.replacePixels(in: box, with: result) else { throw ReuseFailure() }
            return true
        }
        guard kept.isWorthKeeping(key) else {
            // Drawn cut to its box, as when kept, so that its pixels do not depend on whether it is.
            return try context.withSavedState {
                guard context.clip(toPixels: box) else { return false }
                try drawLayer(layer, in: context)
                return true
            }
        }
        guard let backdrop = context.pixels(in: box) else { return false }
        let drawn = try context.withSavedState {
            guard context.clip(toPixels: box) else { return false }
            try drawLayer(layer, in: context)
            return true
        }
        guard drawn else { return false }
        if let result = context.pixels(in: box) {
            kept.keep(key, backdrop: backdrop, result: result)
        }
        return true
    }

    /// The key and pixel box of `layer` drawn in `context`, or nil when it does not land on
    /// whole pixels of an ARGB image surface, its box is too large, or the clip is not whole
    /// pixels.
    private func placement(of layer: DrawnLayer, in context: GraphicsContext) -> (KeptDrawings.Key, PixelRect)? {
        guard let space = context.pixelSpace else { return nil }
        let map = space.transform
        guard map.b == 0, map.c == 0, map.a > 0, map.d > 0, map.a.isFinite, map.d.isFinite,
            abs(map.tx) < 16_777_216, abs(map.ty) < 16_777_216,
            let originX = WholeNumber.exactly(map.tx), let originY = WholeNumber.exactly(map.ty),
            let reach = LayerReach.reach(of: layer, limits: limits)
        else { return nil }
        guard !reach.isNull, !reach.isEmpty else {
            return (key(layer, map: map, box: PixelRect(x: 0, y: 0, width: 0, height: 0), clip: []), .empty)
        }
        let pixels = reach.applying(map)
        // A pixel of margin beyond the box's whole pixels.
        let left = (pixels.minX - 1).rounded(.down)
        let top = (pixels.minY - 1).rounded(.down)
        let right = (pixels.maxX + 1).rounded(.up)
        let bottom = (pixels.maxY + 1).rounded(.up)
        guard right - left <= 32767, bottom - top <= 32767, (right - left) * (bottom - top) <= 1e9,
            let x = WholeNumber.exactly(left), let y = WholeNumber.exactly(top),
            let maxX = WholeNumber.exactly(right), let maxY = WholeNumber.exactly(bottom),
            let clip = context.pixelClip
        else { return nil }
        let whole = PixelRect(x: x, y: y, width: maxX - x, height: maxY - y)
        let clipBox = clip.reduce(nil as PixelRect?) { box, rect in
            guard let box else { return rect }
            let left = min(box.x, rect.x)
            let top = min(box.y, rect.y)
            return PixelRect(
                x: left, y: top, width: max(box.x + box.width, rect.x + rect.width) - left,
                height: max(box.y + box.height, rect.y + rect.height) - top)
        }
        guard let clipBox, let onSurface = whole.intersection(space.bounds),
            let box = onSurface.intersection(clipBox)
        else { return (key(layer, map: map, box: .empty, clip: []), .empty) }
        guard box.count <= kept.reuse.maxPixels else { return nil }
        let relativeClip = clip.compactMap { $0.intersection(box)?.offsetBy(dx: -originX, dy: -originY) }
        return (
            key(layer, map: map, box: box.offsetBy(dx: -originX, dy: -originY), clip: relativeClip), box
        )
    }

    private func key(_ layer: DrawnLayer, map: CGAffineTransform, box: PixelRect, clip: [PixelRect])
        -> KeptDrawings.Key
    {
        KeptDrawings.Key(
            tree: layer, scaleX: map.a.bitPattern, scaleY: map.d.bitPattern, box: box, clip: clip)
    }

    /// Whether drawing `layer` costs more than comparing and copying its pixels: anything but
    /// a lone layer with nothing but a background.
    private func isWorthKeeping(_ layer: DrawnLayer) -> Bool {
        layer.shadow != nil || !layer.contents.isEmpty || !layer.sublayers.isEmpty || layer.mask != nil
            || layer.borderWidth > 0
    }
}

/// A kept drawing could not be put on the surface after all (cairo refused the pixel clip or
/// the pixels): an internal error, not expected.
struct ReuseFailure: Error, CustomStringConvertible {
    var description: String { "reusing a kept drawing failed: the surface's pixels could not be read or written" }
}

extension PixelRect {
    /// No pixels.
    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
}
