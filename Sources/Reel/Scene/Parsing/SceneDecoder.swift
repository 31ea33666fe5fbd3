import Foundation
import Layouts
import Yams

/// Turns scene text into a ``Scene``: composes YAML (or JSON, which is YAML) into nodes, then
/// reads them by hand so that every problem is reported at its line and column.
struct SceneDecoder {
    let file: String
    let layouts: [LayoutDescriptor]
    let reader: NodeReader
    /// The limits the scene must fit (items, pixels, YAML nodes).
    let budgets: ResourceBudgets
    /// The scene's lines, for the indentation of Swift in block scalars (a cell class's
    /// `configure: |`), set by ``decode(_:)``.
    var sourceLines: [Substring] = []

    init(file: String, layouts: [LayoutDescriptor], budgets: ResourceBudgets = .current) {
        self.file = file
        self.layouts = layouts
        self.reader = NodeReader(file: file)
        self.budgets = budgets
    }

    /// The longest scene or pane name, in characters (names are drawn and become folder names).
    static let longestName = 200

    static let sceneKeys = [
        "name", "canvas", "panes", "sampling", "fps", "view", "overlays", "outputs", "contactSheet",
        "palette", "styles", "showsBackFaces", "draw", "appearance", "variants",
    ]

    func decode(_ text: String) throws -> Scene {
        var decoder = self
        decoder.sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try decoder.decodeScene(text)
    }

    private func decodeScene(_ text: String) throws -> Scene {
        guard let root = try YAMLDocument.compose(text, file: file, budgets: budgets), !NodeReader.isNull(root) else {
            throw SceneError(
                file: file, line: 1, column: 1,
                message: "the scene is empty; a scene needs at least 'panes' with one pane and its 'layout'")
        }
        let top = try reader.mapping(root, "the scene", knownKeys: Self.sceneKeys)
        let name = try top.optional("name", nonEmptyString) ?? defaultName
        let canvas = try top.optional("canvas", canvasSpec) ?? CanvasSpec()
        if top["canvas"] == nil { try checkPixelBudget(canvas, at: nil) }
        let fps = try top.optional("fps") { try reader.number($0, $1, in: .fps) } ?? 30
        let sampling =
            try top.optional("sampling") { node, _ in try samplingSpec(node, "sampling", fps: fps) } ?? .default
        let view = try top.optional("view") { try reader.enumeration($0, $1, as: ViewMode.self) }
        let styles =
            try top.optional("styles") { node, _ in try styleSheet(node, owner: "", over: StyleSheet()) }
            ?? StyleSheet()

        var scene = Scene(
            name: name, canvas: canvas, panes: [], sampling: sampling, fps: fps, view: view ?? .screen,
            overlays: try top.optional("overlays", overlaySpec) ?? OverlaySpec(),
            outputs: try top.optional("outputs", outputKinds) ?? [.png],
            contactSheet: try top.optional("contactSheet", contactSheetSpec) ?? ContactSheetSpec(),
            palette: try top.optional("palette", palette) ?? Scene.defaultPalette,
            distinctColors: top["palette"]?.scalar?.string == "distinct",
            styles: styles, showsBackFaces: try top.optional("showsBackFaces", reader.bool) ?? false,
            draw: try top.optional("draw") { try reader.enumeration($0, $1, as: DrawMode.self) },
            appearance: try top.optional("appearance") { try reader.enumeration($0, $1, as: Appearance.self) }
                ?? .light,
            sourceFile: file)
        try decodePanes(try top.required("panes"), into: &scene)
        if let variantsNode = top["variants"] {
            let words: [String]
            if case .sequence = variantsNode {
                words = try reader.list(variantsNode, "'variants'").map {
                    try reader.string($0, "a variant in 'variants'")
                }
            } else {
                words = [try reader.string(variantsNode, "'variants'")]
            }
            do {
                let variants = try words.flatMap { try SceneVariant.list($0) }
                scene = try scene.applyingVariants(variants)
                scene.variantNames = variants.map(\.name)
            } catch let error as VariantError {
                throw reader.error(variantsNode, "'variants': \(error.description)")
            }
            try checkPixelBudget(scene.canvas, at: variantsNode)
        }
        if scene.view == .content, let viewNode = top["view"] {
            for pane in scene.panes where pane.itemCounts.reduce(0, +) > budgets.contentViewItems {
                throw reader.error(
                    viewNode,
                    budgets.overBudget(
                        \.contentViewItems,
                        needed:
                            "'view: content' draws every item, and pane '\(pane.name)' has \(NumberText.grouped(pane.itemCounts.reduce(0, +)))"
                    ) + ", or use 'view: screen'")
            }
        }
        return scene
    }

    /// The file name without its extension, or `scene` for text that has no file.
    var defaultName: String {
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return file.hasPrefix("<") || base.isEmpty ? "scene" : base
    }

    func nonEmptyString(_ node: Node, _ what: String) throws -> String {
        let value = try reader.string(node, what)
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw reader.error(node, "\(what) must not be empty")
        }
        guard value.count <= Self.longestName else {
            throw reader.error(
                node, "\(what) is \(NumberText.grouped(value.count)) characters; a name is at most \(Self.longestName)")
        }
        return value
    }
}
