import CollectionLayout
import Foundation
import Layouts
import Reel

/// Samples an attribute of chosen elements over a range of content offsets, through the same
/// pipeline as `reel render`: a ``SceneRuntime`` builds the panes' layouts, and each offset
/// gives a ``FrameState`` whose elements are read.
///
/// The layouts run as in the `screen` view (the visible elements at each offset), whatever the
/// scene's `view`. The pane moves along its scroll axis — `y` unless the scene's track only
/// moves it horizontally — and keeps the other coordinate of its first sampled offset; other
/// panes stay at their first offsets.
public enum AttributeSampler {
    /// The most samples one plot may take.
    public static let maximumSamples = 100_000

    /// The lines of `request` for `scene`.
    ///
    /// - Parameters:
    ///   - scene: The scene whose layouts to run.
    ///   - request: The attribute, items, pane and offsets.
    ///   - layouts: The layouts scenes may name (default: the built-in registry).
    ///   - swiftLayouts: What runs the Swift layouts the scene names; nil refuses them.
    /// - Throws: ``SceneError`` for a scene whose layouts cannot be built;
    ///   ``ReelError/invalidOption(_:)`` for an unknown pane, no items, a bad sample count or an
    ///   empty offset range; ``ReelError/invalidFrame(frame:offset:pane:element:problem:)`` when a
    ///   layout returns a non-finite number.
    public static func sample(
        _ scene: Scene, _ request: PlotRequest, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil
    ) throws -> AttributePlotData {
        try validate(request)
        var screenScene = scene
        screenScene.view = .screen
        let runtime = try SceneRuntime(scene: screenScene, layouts: layouts, swiftLayouts: swiftLayouts)
        let paneIndex = try index(ofPane: request.pane, in: scene)
        let paneName = scene.panes[paneIndex].name
        let tracked = runtime.samples.map { $0.offsets[min(paneIndex, $0.offsets.count - 1)] }
        let axis: String
        if let external = runtime.external, external.paneSizes.indices.contains(paneIndex) {
            let sizes = external.paneSizes[paneIndex]
            axis = scrollAxis(tracked: tracked, contentSize: sizes.contentSize, boundsSize: sizes.boundsSize)
        } else {
            let view = runtime.collectionViews[paneIndex]
            axis = scrollAxis(tracked: tracked, contentSize: view.contentSize, boundsSize: view.bounds.size)
        }
        let along = tracked.map { axis == "x" ? $0.x : $0.y }
        let from = request.from ?? along.min() ?? 0
        let to = request.to ?? along.max() ?? 0
        guard from.isFinite, to.isFinite, from != to else {
            throw ReelError.invalidOption(
                "the offset range of pane '\(paneName)' is empty (\(from) to \(to)); the scene's track does not "
                    + "move it along \(axis): give --from and --to")
        }
        let low = min(from, to)
        let high = max(from, to)
        let first = runtime.samples.first?.offsets ?? []
        let base = first.isEmpty ? CGPoint.zero : first[min(paneIndex, first.count - 1)]

        var values = Array(repeating: [AttributePoint](), count: request.items.count)
        for index in 0..<request.samples {
            let offset =
                index == request.samples - 1
                ? high : low + (high - low) * Double(index) / Double(request.samples - 1)
            var offsets = first
            while offsets.count < scene.panes.count { offsets.append(.zero) }
            offsets[paneIndex] = axis == "x" ? CGPoint(x: offset, y: base.y) : CGPoint(x: base.x, y: offset)
            let state = try runtime.frame(for: FrameSample(index: index, time: 0, offsets: offsets))
            let pane = state.panes[paneIndex]
            for (line, item) in request.items.enumerated() {
                let element = pane.elements.first { request.matches($0, item: item) }
                let value = element.flatMap { request.attribute.value(of: $0, contentOffset: pane.contentOffset) }
                values[line].append(AttributePoint(offset: offset, value: value))
            }
        }
        let series = zip(request.items, values).map { item, points in
            AttributeSeries(label: request.label(forItem: item), item: item, section: request.section, points: points)
        }
        return AttributePlotData(
            scene: scene.name, pane: paneName, attribute: request.attribute, axis: axis, series: series)
    }

    private static func validate(_ request: PlotRequest) throws {
        guard !request.items.isEmpty else {
            throw ReelError.invalidOption("no items to plot; give --items, for example --items 0,1,2")
        }
        if let negative = request.items.first(where: { $0 < 0 }) {
            throw ReelError.invalidOption("item indexes start at 0, found \(negative) in --items")
        }
        guard request.section >= 0 else {
            throw ReelError.invalidOption("--section must be 0 or more, found \(request.section)")
        }
        guard (2...maximumSamples).contains(request.samples) else {
            throw ReelError.invalidOption(
                "--samples must be between 2 and \(maximumSamples), found \(request.samples)")
        }
    }

    private static func index(ofPane name: String?, in scene: Scene) throws -> Int {
        guard let name else { return 0 }
        if let index = scene.panes.firstIndex(where: { $0.name == name }) { return index }
        let names = scene.panes.map(\.name)
        let hint = LayoutRegistry.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
        throw ReelError.invalidOption(
            "scene '\(scene.name)' has no pane '\(name)'; \(hint)Panes: \(names.joined(separator: ", "))")
    }

    /// `x` when the track moves the pane only horizontally (or, for a still track, when the
    /// content scrolls only horizontally); otherwise `y`.
    static func scrollAxis(tracked: [CGPoint], contentSize size: CGSize, boundsSize bounds: CGSize) -> String {
        let xs = tracked.map(\.x)
        let ys = tracked.map(\.y)
        let movesX = (xs.max() ?? 0) != (xs.min() ?? 0)
        let movesY = (ys.max() ?? 0) != (ys.min() ?? 0)
        if movesX != movesY { return movesX ? "x" : "y" }
        return !movesY && size.width > bounds.width && size.height <= bounds.height ? "x" : "y"
    }
}
