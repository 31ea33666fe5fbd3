import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import Reel

/// The part of a ``Scene`` that decides its layouts and offsets, sent to a preview child: the
/// child rebuilds the scene from it and runs it with the user's classes as layouts. Styles,
/// colours and outputs stay with the parent, which draws.
package struct ScenePlan: Codable, Sendable, Hashable {
    /// The part of a pane the layout and its collection view need.
    package struct Pane: Codable, Sendable, Hashable {
        var name: String
        var frame: CGRect
        var layout: String
        var parameters: [String: ParameterValue]
        var itemCounts: [Int]
        var track: SamplingSpec?
        var layoutDirection: UserInterfaceLayoutDirection?
        var layoutMargins: EdgeInsets?
        var safeAreaInsets: EdgeInsets?
        var cells: CellContentSpec?
        var cellClass: CellClassReference?
        var appearance: UserInterfaceStyle?
        var contentSizeCategory: ContentSizeCategory?
        var device: DeviceSpec?
    }

    var name: String
    var sourceFile: String?
    var fps: Double
    var view: ViewMode
    var sampling: SamplingSpec
    var panes: [Pane]
    var parameterLocations: [Int: [String: SourceLocation]]
    var layoutLocations: [Int: SourceLocation]
    /// How the parent draws the elements (the child captures no views for `boxes`).
    package var draw: DrawMode?
    /// The appearance the child captures views in.
    package var appearance: Appearance?

    /// The plan of `scene`.
    package init(_ scene: Scene) {
        name = scene.name
        sourceFile = scene.sourceFile
        fps = scene.fps
        view = scene.view
        sampling = scene.sampling
        panes = scene.panes.map { pane in
            Pane(
                name: pane.name, frame: pane.frame, layout: pane.layout, parameters: pane.parameters,
                itemCounts: pane.itemCounts, track: pane.track, layoutDirection: pane.layoutDirection,
                layoutMargins: pane.layoutMargins, safeAreaInsets: pane.safeAreaInsets, cells: pane.cells,
                appearance: pane.appearance, contentSizeCategory: pane.contentSizeCategory,
                device: pane.device)
        }
        for index in panes.indices { panes[index].cellClass = scene.panes[index].cellClass }
        parameterLocations = scene.parameterLocations
        layoutLocations = scene.layoutLocations
        draw = scene.draw
        appearance = scene.appearance
    }

    /// The scene the child runs: every pane names its layout by name (the user's classes are
    /// registered under their class names), with the parent's places for messages.
    package var scene: Scene {
        Scene(
            name: name,
            panes: panes.map { pane in
                var spec = PaneSpec(
                    name: pane.name, frame: pane.frame, layout: pane.layout, parameters: pane.parameters,
                    itemCounts: pane.itemCounts, track: pane.track, layoutDirection: pane.layoutDirection,
                    layoutMargins: pane.layoutMargins, safeAreaInsets: pane.safeAreaInsets, cells: pane.cells)
                spec.appearance = pane.appearance
                spec.contentSizeCategory = pane.contentSizeCategory
                spec.device = pane.device
                spec.cellClass = pane.cellClass
                return spec
            },
            sampling: sampling, fps: fps, view: view,
            draw: draw, appearance: appearance ?? .light, sourceFile: sourceFile,
            parameterLocations: parameterLocations, layoutLocations: layoutLocations)
    }
}
