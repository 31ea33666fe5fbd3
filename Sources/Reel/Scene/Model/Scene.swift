import Canvas
import Foundation
import Layouts

/// A scene: one canvas of one or more panes (collection views with a layout each), how their
/// content offsets move, how elements look and what files to write.
///
/// Scenes are read from YAML or JSON with ``Scene/load(contentsOf:)`` or
/// ``Scene/parse(_:file:)``; docs/scene-format.md lists every key with its default.
public struct Scene: Hashable, Sendable {
    /// The scene's name, used in output and dumps; defaults to the file name without extension.
    public var name: String
    /// The canvas every frame is drawn on.
    public var canvas: CanvasSpec
    /// The panes, in drawing order; at least one, names unique.
    public var panes: [PaneSpec]
    /// The track shared by every pane that has none of its own.
    public var sampling: SamplingSpec
    /// Frames per second: frame `i` is at time `i / fps` seconds. Default 30.
    public var fps: Double
    /// What a frame shows: the device's screen or the whole content with the viewport.
    public var view: ViewMode
    /// Diagnostic drawings over the elements.
    public var overlays: OverlaySpec
    /// The files to write; default `[.png]`.
    public var outputs: Set<OutputKind>
    /// How the contact sheet is laid out (columns, frame count, thumbnail size).
    public var contactSheet: ContactSheetSpec
    /// Colours that `fill: palette` picks from by item index.
    public var palette: [Color]
    /// Whether `fill: palette` gives every element of a frame a colour of its own (`palette:
    /// distinct`, and `reel preview`): the palette's colours for the first items of section 0,
    /// then hues a golden angle apart (``DistinctPalette``), instead of the palette repeated.
    public var distinctColors: Bool
    /// How elements and appearance layers look, unless a pane overrides it.
    public var styles: StyleSheet
    /// Whether elements turned away by a `transform3D` are drawn (default false: hidden, as
    /// with `isDoubleSided = false`).
    public var showsBackFaces: Bool
    /// How elements are drawn: their captured views, boxes or both; nil (the default) draws the
    /// captured view of each element that has one and a box for the others.
    public var draw: DrawMode?
    /// The appearance a preview child captures its views in (dynamic colours); default light.
    public var appearance: Appearance
    /// The file the scene came from, for messages; nil for a scene built in code.
    public var sourceFile: String?
    /// Where each layout parameter value was written, by pane index then parameter path: the
    /// parameter's name (`itemSize`) and, for lists and maps, the paths of the values inside
    /// (`itemSize.width`, `parallax.pages[2].actions[0].item`).
    public var parameterLocations: [Int: [String: SourceLocation]]
    /// Where each pane's `layout` value was written, by pane index.
    public var layoutLocations: [Int: SourceLocation]
    /// The variants the scene file asked for (`variants:`), already applied: its panes are the
    /// grid of ``applyingVariants(_:)``. Empty for a scene without variants.
    public var variantNames: [String] = []

    /// A scene from its values; everything but the name and panes has the scene format's default
    /// (docs/scene-format.md), and a scene built in code has no source locations.
    public init(
        name: String, canvas: CanvasSpec = CanvasSpec(), panes: [PaneSpec],
        sampling: SamplingSpec = .default, fps: Double = 30, view: ViewMode = .screen,
        overlays: OverlaySpec = OverlaySpec(), outputs: Set<OutputKind> = [.png],
        contactSheet: ContactSheetSpec = ContactSheetSpec(), palette: [Color] = Scene.defaultPalette,
        distinctColors: Bool = false, styles: StyleSheet = StyleSheet(), showsBackFaces: Bool = false,
        draw: DrawMode? = nil, appearance: Appearance = .light, sourceFile: String? = nil,
        parameterLocations: [Int: [String: SourceLocation]] = [:], layoutLocations: [Int: SourceLocation] = [:]
    ) {
        self.name = name
        self.canvas = canvas
        self.panes = panes
        self.sampling = sampling
        self.fps = fps
        self.view = view
        self.overlays = overlays
        self.outputs = outputs
        self.contactSheet = contactSheet
        self.palette = palette
        self.distinctColors = distinctColors
        self.styles = styles
        self.showsBackFaces = showsBackFaces
        self.draw = draw
        self.appearance = appearance
        self.sourceFile = sourceFile
        self.parameterLocations = parameterLocations
        self.layoutLocations = layoutLocations
    }

    /// Where the scene file gave layout parameter `name` of the pane at `pane` (0-based), if it did.
    ///
    /// `name` may also be a path into the parameter's value, `parallax.pages[0].actions[1]`.
    /// Use it to report a ``LayoutConfigurationError`` thrown while building the pane's layout at
    /// the line and column of the parameter at fault.
    public func location(ofParameter name: String, inPane pane: Int) -> SourceLocation? {
        parameterLocations[pane]?[name]
    }

    /// The most precise location for a complaint about parameter `name` whose message may start
    /// with a path into the value (`pages[2].actions[0].timingFunction: unknown curve …`, as
    /// layouts with nested parameters write them): the deepest written prefix of that path, else
    /// the parameter itself.
    public func location(ofParameter name: String, message: String, inPane pane: Int) -> SourceLocation? {
        guard let locations = parameterLocations[pane] else { return nil }
        if let colon = message.range(of: ": ") {
            let path = message[..<colon.lowerBound]
            let isPath = !path.isEmpty && path.allSatisfy { $0.isLetter || $0.isNumber || "_.[]".contains($0) }
            if isPath {
                var candidate = name + (path.hasPrefix("[") ? "" : ".") + path
                while candidate.count > name.count {
                    if let location = locations[candidate] { return location }
                    guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
                    candidate = String(candidate[..<cut])
                }
            }
        }
        return locations[name]
    }

    /// A ``SceneError`` about the pane at `pane`, placed at its layout parameter `parameter` when
    /// the scene wrote it, otherwise at the pane's `layout` value.
    ///
    /// The driver uses it for a ``LayoutConfigurationError`` thrown while building the layout.
    public func error(_ message: String, pane: Int, parameter: String?) -> SceneError {
        let place = parameter.flatMap { self.location(ofParameter: $0, inPane: pane) } ?? layoutLocations[pane]
        return SceneError(at: place, file: sourceFile ?? name, message: message)
    }

    /// A ``SceneError`` for a layout's complaint about the pane at `pane`, at the parameter it
    /// names, or deeper when the message starts with a path into the parameter's value.
    public func error(for error: LayoutConfigurationError, inPane pane: Int) -> SceneError {
        let layout = panes.indices.contains(pane) ? panes[pane].layout : "?"
        let paneName = panes.indices.contains(pane) ? panes[pane].name : "pane\(pane)"
        let subject =
            error.parameter.map { "parameter '\($0)' of layout '\(layout)' in pane '\(paneName)'" }
            ?? "layout '\(layout)' in pane '\(paneName)'"
        let place =
            error.parameter.flatMap { location(ofParameter: $0, message: error.message, inPane: pane) }
            ?? layoutLocations[pane]
        return SceneError(at: place, file: sourceFile ?? name, message: "\(subject): \(error.message)")
    }

    /// The style sheet in force for the pane at `index`: its own, or the scene's.
    public func styles(forPane index: Int) -> StyleSheet {
        panes.indices.contains(index) ? panes[index].styles ?? styles : styles
    }

    /// The track in force for the pane at `index`: its own, or the shared one.
    public func track(forPane index: Int) -> SamplingSpec {
        panes.indices.contains(index) ? panes[index].track ?? sampling : sampling
    }

    /// Ten colours that tell neighbouring items apart on light and dark backgrounds.
    public static let defaultPalette: [Color] = [
        "#4E79A7", "#F28E2B", "#E15759", "#76B7B2", "#59A14F",
        "#EDC948", "#B07AA1", "#FF9DA7", "#9C755F", "#BAB0AC",
    ].compactMap(Color.init(sceneText:))
}
