import CollectionLayout
import Foundation
import HeadlessUI
import Reel
import ReelPreviewWire
import ViewDrawing

#if canImport(ViewCapture)
    import ViewCapture
#endif

/// Captures the app's views of a frame's elements in a preview child: for each element of a
/// pane that shows the app's cells, the cell (or supplementary view) the data source makes for
/// it, with the element's attributes applied as UIKit applies them, read into a `DrawnLayer`
/// tree in the element's own coordinates. The parent draws the trees where the layout puts the
/// elements (``FrameDrawings``).
///
/// Only the `screen` view is captured (the `content` view draws the whole content as boxes), and
/// nothing when the scene draws boxes.
struct CellCapture {
    /// The panes (by index) whose collection views show the app's cells.
    let panes: [Int]
    #if canImport(ViewCapture)
        /// The capture of each captured pane, in the pane's appearance (a dark variant's) or
        /// else the scene's.
        let captures: [Int: ViewCapture]
    #endif

    /// The capture of `scene`'s panes whose views are in `appViews`; nil when there is nothing
    /// to capture.
    init?(scene: Scene, views: [CollectionView], appViews: Set<ObjectIdentifier>) {
        #if canImport(ViewCapture)
            guard scene.draw != .boxes, scene.view == .screen else { return nil }
            panes = views.indices.filter { appViews.contains(ObjectIdentifier(views[$0])) }
            guard !panes.isEmpty else { return nil }
            var captures: [Int: ViewCapture] = [:]
            for index in panes {
                let pane = index < scene.panes.count ? scene.panes[index] : nil
                let dark = pane?.appearance.map { $0 == .dark } ?? (scene.appearance == .dark)
                captures[index] = ViewCapture(appearance: dark ? .dark : .light)
            }
            self.captures = captures
        #else
            return nil
        #endif
    }

    /// The trees of `state`'s elements in the captured panes, each tree numbered by `table`
    /// (sent in full only the first time).
    ///
    /// - Throws: ``CellCaptureError`` naming the frame and the element when a view cannot be
    ///   captured (a layer cycle, more layers than the limit, a tree too deep).
    func drawings(of state: FrameState, runtime: SceneRuntime, sample: FrameSample, table: DrawingTable) throws
        -> FrameDrawings
    {
        var drawings = FrameDrawings()
        #if canImport(ViewCapture)
            for paneIndex in panes
            where paneIndex < runtime.collectionViews.count && paneIndex < runtime.lastAttributes.count
                && paneIndex < state.panes.count
            {
                guard let capture = captures[paneIndex] else { continue }
                let view = runtime.collectionViews[paneIndex]
                let attributes = runtime.lastAttributes[paneIndex]
                let elements = state.panes[paneIndex].elements
                guard attributes.count == elements.count else { continue }
                if let color = view.backgroundColor {
                    let backdrop = View(frame: CGRect(origin: .zero, size: view.bounds.size))
                    backdrop.backgroundColor = color
                    if let captured = try? capture.capture(backdrop) {
                        drawings.backgrounds[paneIndex] = Self.local(captured.layer)
                    }
                }
                var visible: Set<ElementKey> = []
                // Cells are configured here (the data source's cellForItemAt) at the pane's Dynamic
                // Type size, as its layout passes sized them.
                let category =
                    paneIndex < runtime.scene.panes.count
                    ? runtime.scene.panes[paneIndex].contentSizeCategory ?? .large : .large
                for (index, element) in elements.enumerated()
                where element.isDrawn && element.size.width > 0 && element.size.height > 0 {
                    let attribute = attributes[index]
                    visible.insert(ElementKey(attribute))
                    guard
                        let shown = ContentSizeCategory.$current.withValue(
                            category, operation: { view.viewForDrawing(attribute) })
                    else { continue }
                    let captured: CapturedView
                    do {
                        captured = try capture.capture(shown)
                    } catch {
                        throw CellCaptureError(
                            frame: sample.index, pane: state.panes[paneIndex].name,
                            element: "\(element.category) \(element.section)-\(element.item)",
                            viewClass: String(describing: type(of: shown)), reason: String(describing: error))
                    }
                    let tree = Self.local(captured.layer)
                    let (number, isNew) = table.number(of: tree)
                    if isNew { drawings.trees[number] = tree }
                    drawings.entries.append(FrameDrawings.Entry(pane: paneIndex, element: index, tree: number))
                }
                view.releaseViewsForDrawing(keeping: visible)
            }
        #endif
        return drawings
    }

    /// `layer` in its own coordinates: its bounds' origin at (0, 0), no transform, opaque (the
    /// element's placement and alpha place and fade it, as the layout's attributes say).
    static func local(_ layer: DrawnLayer) -> DrawnLayer {
        var root = layer
        root.transform = .identity
        root.opacity = 1
        root.position = CGPoint(
            x: layer.anchorPoint.x * layer.bounds.width, y: layer.anchorPoint.y * layer.bounds.height)
        return root
    }
}

/// A view of a frame's element that cannot be drawn: a layer cycle, or a tree over the drawing
/// limits.
struct CellCaptureError: Error, CustomStringConvertible {
    /// The frame's index.
    var frame: Int
    /// The pane's name.
    var pane: String
    /// The element (`cell 0-3`).
    var element: String
    /// The view's class.
    var viewClass: String
    /// Why it cannot be drawn.
    var reason: String

    var description: String {
        "frame \(frame): the \(viewClass) of \(element) in pane '\(pane)' cannot be drawn: \(reason)"
    }
}
