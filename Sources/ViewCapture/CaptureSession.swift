import Canvas
import CollectionLayout
import Foundation
import Geometry
import HeadlessUI
import UIKit
import ViewDrawing

/// One capture's walk: the views by layer, the layers on the current path (for cycles), the
/// count so far and the notes.
final class CaptureSession {
    let capture: ViewCapture
    var limits: DrawingLimits { capture.limits }
    private(set) var notes: [String] = []
    private var viewsByLayer: [ObjectIdentifier: View] = [:]
    private var path: [Layer] = []
    private var onPath: Set<ObjectIdentifier> = []
    private var count = 0

    init(capture: ViewCapture) {
        self.capture = capture
    }

    func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// Records which view owns each layer, walking the subviews (each view once, at most one
    /// more than the layer limit: the layer walk refuses such a tree).
    func indexViews(from root: View) {
        var pending = [root]
        while let view = pending.popLast(), viewsByLayer.count <= limits.maxLayers {
            let key = ObjectIdentifier(view.layer)
            guard viewsByLayer[key] == nil else { continue }
            viewsByLayer[key] = view
            pending.append(contentsOf: view.subviews)
            if let mask = view.mask { pending.append(mask) }
            if let cell = view as? CollectionViewCell {
                pending.append(contentsOf: [cell.backgroundView, cell.selectedBackgroundView].compactMap { $0 })
            }
        }
    }

    private func name(of layer: Layer) -> String {
        if let view = viewsByLayer[ObjectIdentifier(layer)] { return String(describing: type(of: view)) }
        return layer.name ?? String(describing: type(of: layer))
    }

    /// The drawn form of `layer` and its sublayers, or nil when it is hidden.
    func drawn(_ layer: Layer, traits inherited: TraitCollection, depth: Int) throws -> DrawnLayer? {
        guard !layer.isHidden else { return nil }
        let key = ObjectIdentifier(layer)
        guard !onPath.contains(key) else {
            let start = path.firstIndex { $0 === layer } ?? 0
            throw ViewDrawingError.layerCycle(path: (path[start...] + [layer]).map(name(of:)))
        }
        count += 1
        guard count <= limits.maxLayers else {
            throw ViewDrawingError.tooManyLayers(
                count: limits.maxLayers + 1, limit: limits.maxLayers, root: path.first.map(name(of:)) ?? name(of: layer)
            )
        }
        guard depth <= limits.maxDepth else {
            throw ViewDrawingError.tooDeep(
                depth: depth, limit: limits.maxDepth, root: path.first.map(name(of:)) ?? name(of: layer))
        }
        path.append(layer)
        onPath.insert(key)
        defer {
            path.removeLast()
            onPath.remove(key)
        }
        let view = viewsByLayer[key]
        var traits = inherited
        if let own = view?.overrideTraitCollection, own.userInterfaceStyle != .unspecified {
            traits = TraitCollection(traitsFrom: [inherited, own])
        }
        var drawn = properties(of: layer, view: view, traits: traits)
        drawn.contents = contents(of: layer, view: view, traits: traits)
        var sublayers: [Layer] = []
        if let cell = view as? CollectionViewCell {
            // UIKit puts the background views behind the content view.
            let background =
                cell.isSelected ? (cell.selectedBackgroundView ?? cell.backgroundView) : cell.backgroundView
            if let background, background.superview == nil {
                background.frame = cell.bounds
                sublayers.append(background.layer)
            }
        }
        let ordered = (layer.sublayers ?? []).enumerated().sorted {
            ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }
        sublayers += ordered.map(\.element)
        drawn.sublayers = try sublayers.compactMap { try self.drawn($0, traits: traits, depth: depth + 1) }
        if let mask = view?.mask?.layer ?? layer.mask {
            drawn.mask = try self.drawn(mask, traits: traits, depth: depth + 1)
        }
        return drawn
    }

    /// Geometry, opacity, background, corners, border and shadow.
    private func properties(of layer: Layer, view: View?, traits: TraitCollection) -> DrawnLayer {
        var drawn = DrawnLayer(name: name(of: layer), bounds: layer.bounds, position: layer.position)
        drawn.anchorPoint = layer.anchorPoint
        drawn.transform = affine(layer.transform, of: layer)
        drawn.sublayerTransform = affine(layer.sublayerTransform, of: layer)
        drawn.opacity = Double(layer.opacity).isFinite ? min(max(Double(layer.opacity), 0), 1) : 0
        if let view, let color = view.backgroundColor, color.isDynamic, layer.backgroundColor == color.cgColor {
            drawn.backgroundColor = color.resolvedColor(with: traits).color
        } else {
            drawn.backgroundColor = layer.backgroundColor?.color
        }
        drawn.cornerRadius = Double(layer.cornerRadius).isFinite ? Double(max(layer.cornerRadius, 0)) : 0
        drawn.roundedCorners = RoundedCorners(rawValue: layer.maskedCorners.rawValue)
        drawn.masksToBounds = layer.masksToBounds
        drawn.borderWidth = Double(layer.borderWidth).isFinite ? Double(max(layer.borderWidth, 0)) : 0
        drawn.borderColor = layer.borderColor?.color
        if layer.shadowOpacity > 0, let color = layer.shadowColor {
            var radius = Double(layer.shadowRadius).isFinite ? Double(max(layer.shadowRadius, 0)) : 0
            if radius > limits.maxShadowRadius {
                note(
                    "the shadow radius \(radius) of \(drawn.name ?? "a layer") is drawn as \(limits.maxShadowRadius) "
                        + "points (DrawingLimits.maxShadowRadius)")
                radius = limits.maxShadowRadius
            }
            let opacity = min(Double(layer.shadowOpacity), 1)
            drawn.shadow = LayerShadow(
                color: color.color.withAlpha(color.color.alpha * opacity), radius: radius,
                offset: CGSize(width: layer.shadowOffset.width, height: layer.shadowOffset.height),
                path: layer.shadowPath?.path)
        }
        return drawn
    }

    /// The affine part of `transform`, with a note when a perspective or depth is dropped.
    private func affine(_ transform: CATransform3D, of layer: Layer) -> CGAffineTransform {
        if !CATransform3DIsAffine(transform) {
            note(
                "the 3D transform of \(name(of: layer)) is drawn flat (its affine part; perspective and depth are "
                    + "not drawn yet)")
        }
        return CATransform3DGetAffineTransform(transform)
    }
}
