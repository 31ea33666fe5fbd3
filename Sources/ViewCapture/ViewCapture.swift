import Canvas
import CollectionLayout
import Foundation
import Geometry
import HeadlessUI
import UIKit
import ViewDrawing

/// Reads a headless UIKit view (or layer) tree into a ``ViewDrawing/DrawnLayer`` tree that
/// `ViewDrawing`'s ``ViewDrawing/LayerRenderer`` draws: every layer's geometry, opacity,
/// background, corners, border and shadow; shape and gradient layers; the text of labels and
/// buttons set in lines (wrapped, truncated with “…”); images of image views found and placed
/// by their content mode; blur effects as translucent fills. Dynamic colours are resolved for
/// ``traits`` (light or dark).
///
/// Capturing only reads the views; it runs on the task that owns them. The tree it gives is a
/// `Sendable` value, so drawing can happen anywhere after. A capture refuses a tree with a
/// cycle, or over its ``limits``, with a ``ViewDrawing/ViewDrawingError``, and cuts what it can
/// draw in part (a label's text, a shadow's radius) with a note in the result.
///
/// ```swift
/// let captured = try ViewCapture(appearance: .dark).capture(cell)
/// let image = try LayerRenderer(scale: 2).image(of: captured.layer)
/// ```
public struct ViewCapture {
    /// The traits dynamic colours are resolved for (a view's own `overrideTraitCollection`
    /// wins inside it).
    public var traits: TraitCollection
    /// The limits on the tree.
    public var limits: DrawingLimits
    /// Image files already read into sources, kept across captures by this value and its copies.
    let cache = ImageSourceCache()

    /// A capture for `traits`, within `limits`.
    public init(traits: TraitCollection = TraitCollection(userInterfaceStyle: .light), limits: DrawingLimits = .default)
    {
        self.traits = traits
        self.limits = limits
    }

    /// A capture for the light or dark appearance, within `limits`.
    public init(appearance: UserInterfaceStyle, limits: DrawingLimits = .default) {
        self.init(traits: TraitCollection(userInterfaceStyle: appearance), limits: limits)
    }

    /// The tree of `view` and everything inside it, placed in its superview's coordinates (by
    /// its `center`, bounds and transform).
    ///
    /// - Throws: ``ViewDrawing/ViewDrawingError`` for a layer cycle or a tree over the limits.
    public func capture(_ view: View) throws -> CapturedView {
        let session = CaptureSession(capture: self)
        session.indexViews(from: view)
        let layer =
            try session.drawn(view.layer, traits: traits, depth: 1)
            ?? DrawnLayer(
                name: String(describing: type(of: view)), bounds: view.bounds, position: view.center)
        return CapturedView(layer: layer, notes: session.notes)
    }

    /// The tree of `layer` and its sublayers, placed in its superlayer's coordinates.
    ///
    /// - Throws: ``ViewDrawing/ViewDrawingError`` for a layer cycle or a tree over the limits.
    public func capture(_ layer: Layer) throws -> CapturedView {
        let session = CaptureSession(capture: self)
        let drawn =
            try session.drawn(layer, traits: traits, depth: 1)
            ?? DrawnLayer(
                name: String(describing: type(of: layer)), bounds: layer.bounds, position: layer.position)
        return CapturedView(layer: drawn, notes: session.notes)
    }
}

/// A captured tree and what the capture cut or left out.
public struct CapturedView: Sendable, Hashable {
    /// The tree, rooted at the captured view's layer (empty for a hidden view).
    public var layer: DrawnLayer
    /// One sentence for each thing cut or left out (text past the limit, a clamped shadow
    /// radius, a perspective dropped).
    public var notes: [String]

    /// A captured tree with notes.
    public init(layer: DrawnLayer, notes: [String]) {
        self.layer = layer
        self.notes = notes
    }
}

/// Image sources by image object, so a `UIImage` drawn in many cells is read once.
final class ImageSourceCache {
    private var sources: [ObjectIdentifier: (image: UIImage, source: ImageSource)] = [:]

    /// The source of `image`'s PNG bytes.
    func source(of image: UIImage, data: Data) -> ImageSource {
        if let known = sources[ObjectIdentifier(image)], known.image === image { return known.source }
        if sources.count >= 512 { sources.removeAll() }
        let source = ImageSource(data: data, name: image.name)
        sources[ObjectIdentifier(image)] = (image, source)
        return source
    }
}
