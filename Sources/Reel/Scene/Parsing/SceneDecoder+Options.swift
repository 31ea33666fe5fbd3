import Canvas
import Layouts
import Yams

/// The scene's canvas and output options.
extension SceneDecoder {
    func canvasSpec(_ node: Node, _ what: String) throws -> CanvasSpec {
        let map = try reader.mapping(node, "canvas", knownKeys: ["width", "height", "scale", "background"])
        var canvas = CanvasSpec()
        if let width = try map.optional("width", reader.positive) { canvas.width = width }
        if let height = try map.optional("height", reader.positive) { canvas.height = height }
        if let scale = try map.optional("scale", reader.positive) { canvas.scale = scale }
        if let background = try map.optional("background", reader.color) { canvas.background = background }
        for (side, points) in [("width", canvas.width), ("height", canvas.height)]
        where (points * canvas.scale).rounded() > 32_767 || (points * canvas.scale).rounded() < 1 {
            throw reader.error(
                map[side] ?? map["scale"] ?? node,
                "the canvas \(side) \(NumberText.short(points)) points at scale \(NumberText.short(canvas.scale)) is "
                    + "\(NumberText.short((points * canvas.scale).rounded())) pixels; an image is 1…32767 pixels on each side"
            )
        }
        try checkPixelBudget(canvas, at: node)
        return canvas
    }

    /// The canvas's pixels must fit the ``ResourceBudgets/pixelsPerSurface`` budget.
    func checkPixelBudget(_ canvas: CanvasSpec, at node: Node?) throws {
        let pixels = (canvas.width * canvas.scale).rounded() * (canvas.height * canvas.scale).rounded()
        if pixels > Double(budgets.pixelsPerSurface) {
            throw reader.error(
                node,
                budgets.overBudget(
                    \.pixelsPerSurface,
                    needed:
                        "the canvas is \(NumberText.short(canvas.width)) × \(NumberText.short(canvas.height)) points at scale \(NumberText.short(canvas.scale)), \(NumberText.short(pixels)) pixels"
                ))
        }
    }

    func overlaySpec(_ node: Node, _ what: String) throws -> OverlaySpec {
        let map = try reader.mapping(
            node, "overlays", knownKeys: ["indexLabels", "frameOutlines", "zIndexBadges", "offsetReadout"])
        return OverlaySpec(
            indexLabels: try map.optional("indexLabels", reader.bool) ?? false,
            frameOutlines: try map.optional("frameOutlines", reader.bool) ?? false,
            zIndexBadges: try map.optional("zIndexBadges", reader.bool) ?? false,
            offsetReadout: try map.optional("offsetReadout", reader.bool) ?? false)
    }

    /// `outputs: [png, apng]` or a single name, `outputs: svg`.
    func outputKinds(_ node: Node, _ what: String) throws -> Set<OutputKind> {
        let names = OutputKind.allCases.map(\.rawValue)
        let elements: [Node] = if case .sequence = node { try reader.list(node, what) } else { [node] }
        guard !elements.isEmpty else {
            throw reader.error(node, "\(what) must name at least one of \(names.joined(separator: ", "))")
        }
        var kinds = Set<OutputKind>()
        for element in elements {
            if let kind = OutputKind(rawValue: try reader.choice(element, "an entry of \(what)", of: names)) {
                kinds.insert(kind)
            }
        }
        return kinds
    }

    func contactSheetSpec(_ node: Node, _ what: String) throws -> ContactSheetSpec {
        let map = try reader.mapping(
            node, "contactSheet", knownKeys: ["columns", "maxFrames", "thumbnailScale", "maxSide"])
        var sheet = ContactSheetSpec()
        if let columns = try map.optional("columns", { try reader.integer($0, $1, atLeast: 1) }) {
            sheet.columns = columns
        }
        sheet.maxFrames = try map.optional("maxFrames") { try reader.integer($0, $1, atLeast: 1) }
        if let scale = try map.optional("thumbnailScale", { try reader.number($0, $1, in: .thumbnailScale) }) {
            sheet.thumbnailScale = scale
        }
        if let side = map["maxSide"] {
            if NodeReader.isNull(side) {
                sheet.maxSide = nil
            } else {
                let value = try reader.integer(side, map.what("maxSide"), atLeast: 256)
                guard value <= 32_767 else {
                    throw reader.error(
                        side,
                        "\(map.what("maxSide")) must be between 256 and 32767 pixels (an image's largest side), found \(value)"
                    )
                }
                sheet.maxSide = value
            }
        }
        return sheet
    }

    /// A list of colours, or `distinct` (the default palette, then colours of their own).
    func palette(_ node: Node, _ what: String) throws -> [Color] {
        if node.scalar?.string == "distinct" { return Scene.defaultPalette }
        let elements = try reader.list(node, what)
        guard !elements.isEmpty else { throw reader.error(node, "\(what) must list at least one colour") }
        return try elements.enumerated().map { index, element in
            try reader.color(element, "colour \(index) of \(what)")
        }
    }
}
