import Canvas
import Yams

/// Style sheets: per-category element styles, per-kind patches and per-role layer colours.
extension SceneDecoder {
    /// `header` and `footer` may also be written directly in a style sheet, for `kinds.header`
    /// and `kinds.footer`.
    static let styleSheetKeys = ["cell", "supplementary", "decoration", "header", "footer", "kinds", "roles"]
    static let elementStyleKeys = [
        "shape", "cornerRadius", "fill", "stroke", "strokeWidth", "label", "labelColor", "fontSize",
    ]

    /// A style sheet whose entries change `base` (the scene's sheet, for a pane). `owner` is
    /// appended to names in messages: empty for the scene's, ` of pane 'left'` for a pane's.
    func styleSheet(_ node: Node, owner: String, over base: StyleSheet) throws -> StyleSheet {
        let map = try reader.mapping(node, "styles\(owner)", knownKeys: Self.styleSheetKeys)
        var sheet = base
        if let patch = try map.optional("cell", { node, _ in try stylePatch(node, "styles.cell\(owner)") }) {
            sheet.cell = patch.applied(to: base.cell)
        }
        if let patch = try map.optional(
            "supplementary", { node, _ in try stylePatch(node, "styles.supplementary\(owner)") })
        {
            sheet.supplementary = patch.applied(to: base.supplementary)
        }
        if let patch = try map.optional("decoration", { node, _ in try stylePatch(node, "styles.decoration\(owner)") })
        {
            sheet.decoration = patch.applied(to: base.decoration)
        }
        for name in ["header", "footer"] {
            guard let value = map[name] else { continue }
            let kind = StyleSheet.kind(forShortName: name)
            let patch = try stylePatch(value, "styles.\(name)\(owner)")
            sheet.kinds[kind] = sheet.kinds[kind].map { $0.merged(with: patch) } ?? patch
        }
        if let kindsNode = map["kinds"] {
            let kinds = try reader.mapping(kindsNode, "styles.kinds\(owner)", knownKeys: nil)
            for name in kinds.keys {
                guard let value = kinds[name] else { continue }
                let kind = StyleSheet.kind(forShortName: name)
                let patch = try stylePatch(value, "styles.kinds.\(name)\(owner)")
                sheet.kinds[kind] = sheet.kinds[kind].map { $0.merged(with: patch) } ?? patch
            }
        }
        if let rolesNode = map["roles"] {
            let roles = try reader.mapping(rolesNode, "styles.roles\(owner)", knownKeys: nil)
            for role in roles.keys {
                guard let value = roles[role] else { continue }
                sheet.roles[role] = try layerStyle(
                    value, "styles.roles.\(role)\(owner)", over: base.layerStyle(forRole: role))
            }
        }
        return sheet
    }

    func stylePatch(_ node: Node, _ what: String) throws -> ElementStylePatch {
        let map = try reader.mapping(node, what, knownKeys: Self.elementStyleKeys)
        var patch = ElementStylePatch()
        patch.shape = try map.optional("shape") { node, what in
            // `choice` accepts only ShapeKind's names, each of which makes a kind.
            ShapeKind(name: try reader.choice(node, what, of: ShapeKind.names)) ?? .rectangle
        }
        patch.cornerRadius = try map.optional("cornerRadius", reader.nonNegative)
        patch.fill = try map.optional("fill") { node, what in
            if node.scalar?.string == "palette" { return .palette }
            if node.scalar?.string == "none" { return ElementStyle.FillSpec.none }
            return .color(try reader.color(node, what))
        }
        patch.stroke = try map.optional("stroke") { node, what -> Color? in
            if NodeReader.isNull(node) || node.scalar?.string == "none" { return nil }
            return try reader.color(node, what)
        }
        patch.strokeWidth = try map.optional("strokeWidth", reader.nonNegative)
        patch.label = try map.optional("label") { node, what -> String? in
            if NodeReader.isNull(node) || (NodeReader.tag(node) == Tag.Name.bool.rawValue && node.bool == false) {
                return nil
            }
            return try labelTemplate(node, what)
        }
        patch.labelColor = try map.optional("labelColor", reader.color)
        patch.fontSize = try map.optional("fontSize") { node, what in
            let size = try reader.positive(node, what)
            guard size <= ElementStyle.largestFontSize else {
                throw reader.error(
                    node,
                    "\(what) is \(NodeReader.describe(node)) points; fonts are drawn up to \(NumberText.short(ElementStyle.largestFontSize)) points"
                )
            }
            return size
        }
        return patch
    }

    func labelTemplate(_ node: Node, _ what: String) throws -> String? {
        let template = try reader.string(node, what)
        if template.isEmpty { return nil }
        guard template.count <= LabelTemplate.longestTemplate else {
            throw reader.error(
                node,
                "\(what) is \(NumberText.grouped(template.count)) characters; a label is at most \(LabelTemplate.longestTemplate)"
            )
        }
        if let unknown = LabelTemplate.unknownPlaceholders(in: template).first {
            let known = LabelTemplate.placeholders.map { "{\($0)}" }.joined(separator: ", ")
            throw reader.error(node, "unknown placeholder '{\(unknown)}' in \(what); use \(known)")
        }
        return template
    }

    func layerStyle(_ node: Node, _ what: String, over base: LayerStyle) throws -> LayerStyle {
        let map = try reader.mapping(node, what, knownKeys: ["fill", "textColor"])
        var style = base
        func optionalColor(_ node: Node, _ what: String) throws -> Color? {
            if NodeReader.isNull(node) || node.scalar?.string == "none" { return nil }
            return try reader.color(node, what)
        }
        // `map.optional` cannot tell `none` from absent, so read the nodes to let `none` clear.
        if let node = map["fill"] { style.fill = try optionalColor(node, map.what("fill")) }
        if let node = map["textColor"] { style.textColor = try optionalColor(node, map.what("textColor")) }
        return style
    }
}
