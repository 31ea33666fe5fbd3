import Canvas
import Foundation
import Yams

/// A pane's `cells`: what its cells hold, for layouts that size cells by their content.
extension SceneDecoder {
    static let cellsKeys = ["content", "padding", "width"]
    static let cellEntryKeys = ["text", "fontSize", "lines", "width", "height"]
    /// The most entries a pane's `cells` may list (they repeat over the items).
    static let largestCellEntryCount = 10_000
    /// The widest or tallest a cell's box or pinned width may be, in points.
    static let largestCellLength = 100_000

    /// `cells: {content: [entry, …], padding: insets, width: W}`, or the list of entries alone.
    func cellContent(_ node: Node, _ what: String) throws -> CellContentSpec {
        if case .sequence = node {
            return CellContentSpec(entries: try cellEntries(node, what))
        }
        let map = try reader.mapping(node, what, knownKeys: Self.cellsKeys)
        let padding = try map.optional("padding") { node, what in
            let insets = try edgeInsets(node, what)
            for edge in [insets.top, insets.left, insets.bottom, insets.right]
            where edge > Double(Self.largestCellLength) {
                throw reader.error(
                    node, "\(what) is at most \(NumberText.grouped(Self.largestCellLength)) points on each edge")
            }
            return insets
        }
        return CellContentSpec(
            entries: try cellEntries(try map.required("content"), map.what("content")),
            padding: padding ?? CellContentSpec.defaultPadding,
            width: try map.optional("width") { node, what in try cellLength(node, what, allowsZero: false) })
    }

    private func cellEntries(_ node: Node, _ what: String) throws -> [CellContentSpec.Entry] {
        let elements = try reader.list(node, what)
        guard !elements.isEmpty else {
            throw reader.error(node, "\(what) must list at least one entry, such as {text: \"Hello\"} or {height: 44}")
        }
        guard elements.count <= Self.largestCellEntryCount else {
            throw reader.error(
                node,
                "\(what) lists \(NumberText.grouped(elements.count)) entries; at most "
                    + "\(NumberText.grouped(Self.largestCellEntryCount)) (they repeat over the items)")
        }
        return try elements.enumerated().map { index, element in
            try cellEntry(element, "entry \(index) of \(what)")
        }
    }

    private func cellEntry(_ node: Node, _ what: String) throws -> CellContentSpec.Entry {
        let map = try reader.mapping(node, what, knownKeys: Self.cellEntryKeys)
        if let textNode = map["text"] {
            for key in ["width", "height"] {
                if let keyNode = map.keyNode(key) {
                    throw reader.error(
                        keyNode, "'\(key)' does not go with 'text' in \(what): a text cell is as large as its text")
                }
            }
            let text = try reader.string(textNode, map.what("text"))
            guard text.count <= LabelTemplate.longestTemplate else {
                throw reader.error(
                    textNode,
                    "\(map.what("text")) is \(NumberText.grouped(text.count)) characters; a cell's text is at most "
                        + "\(LabelTemplate.longestTemplate)")
            }
            let fontSize = try map.optional("fontSize") { node, what in
                let size = try reader.positive(node, what)
                guard size <= ElementStyle.largestFontSize else {
                    throw reader.error(
                        node,
                        "\(what) is \(NodeReader.describe(node)) points; text is measured up to "
                            + "\(NumberText.short(ElementStyle.largestFontSize)) points")
                }
                return size
            }
            let lines = try map.optional("lines") { node, what in
                let count = try reader.integer(node, what, atLeast: 0)
                guard count <= 1000 else {
                    throw reader.error(node, "\(what) must be between 0 and 1000 (0: any number), found \(count)")
                }
                return count
            }
            return .text(text, fontSize: fontSize ?? CellContentSpec.defaultFontSize, lines: lines ?? 0)
        }
        for key in ["fontSize", "lines"] {
            if let keyNode = map.keyNode(key) {
                throw reader.error(keyNode, "'\(key)' goes with 'text' in \(what), and \(what) has no text")
            }
        }
        let width = try map.optional("width") { node, what in try cellLength(node, what, allowsZero: true) }
        let height = try map.optional("height") { node, what in try cellLength(node, what, allowsZero: true) }
        guard width != nil || height != nil else {
            throw reader.error(node, "\(what) needs 'text', or a box's 'height' and/or 'width'")
        }
        return .box(width: width, height: height)
    }

    private func cellLength(_ node: Node, _ what: String, allowsZero: Bool) throws -> Double {
        let value = allowsZero ? try reader.nonNegative(node, what) : try reader.positive(node, what)
        guard value <= Double(Self.largestCellLength) else {
            throw reader.error(
                node,
                "\(what) must be at most \(NumberText.grouped(Self.largestCellLength)) points, "
                    + "found \(NodeReader.describe(node))")
        }
        return value
    }
}
