import Foundation
import Yams

/// A pane's `cells` that names the app's own cell class: `{swift: FILE | [FILE, …] | DIR,
/// class: NAME, reuseIdentifier: ID, configure: SWIFT, items: [{key: value, …}, …]}`.
extension SceneDecoder {
    static let cellClassKeys = ["swift", "class", "reuseIdentifier", "configure", "items"]
    /// The most entries a cell class's `items` may list (they repeat over the items).
    static let largestCellItemCount = 10_000
    /// The longest `configure`, in characters.
    static let longestConfigure = 100_000

    /// Whether `node` is a mapping with `swift` or `class`: a cell class rather than content.
    func namesCellClass(_ node: Node) -> Bool {
        guard case .mapping(let mapping) = node else { return false }
        return mapping.contains { key, _ in key.scalar.map { ["swift", "class"].contains($0.string) } ?? false }
    }

    /// The cell class `node` names (``namesCellClass(_:)`` is true of it).
    func cellClassReference(_ node: Node, _ what: String) throws -> CellClassReference {
        let map = try reader.mapping(node, what, knownKeys: nil)
        if let contentKey = map.keyNode("content") ?? map.keyNode("padding") ?? map.keyNode("width") {
            throw reader.error(
                contentKey,
                "\(what) names a cell class and '\(contentKey.scalar?.string ?? "content")'; give either the app's "
                    + "cell class ({swift: …, class: …, configure: …, items: […]}) or the built-in cell's content "
                    + "({content: […], padding: …, width: …}), not both")
        }
        let checked = try reader.mapping(node, what, knownKeys: Self.cellClassKeys)
        guard let swiftNode = checked["swift"] else {
            throw reader.error(
                node,
                "\(what) names a cell class but no Swift files; add `swift: Cells/YourCell.swift` (a file or folder)")
        }
        let paths = try swiftPaths(swiftNode, checked.what("swift"))
        guard let classNode = checked["class"] else {
            throw reader.error(
                node, "\(what) names Swift files but no class; add `class: YourCell` (a UICollectionViewCell subclass)")
        }
        let className = try nonEmptyString(classNode, checked.what("class"))
        guard Self.isSwiftIdentifier(className) else {
            throw reader.error(
                classNode, "\(checked.what("class")) is '\(NodeReader.clipped(className))'; give the class's Swift name"
            )
        }
        let reuseIdentifier = try checked.optional("reuseIdentifier", nonEmptyString)
        var configure: String?
        var configureLocation: SourceLocation?
        var configureIndent = 0
        if let configureNode = checked["configure"] {
            let text = try reader.string(configureNode, checked.what("configure"))
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw reader.error(
                    configureNode,
                    "\(checked.what("configure")) is empty; give Swift run for each item, such as "
                        + "'cell.titleLabel.text = item[\"title\"]'")
            }
            guard text.count <= Self.longestConfigure else {
                throw reader.error(
                    configureNode,
                    "\(checked.what("configure")) is \(NumberText.grouped(text.count)) characters; at most "
                        + NumberText.grouped(Self.longestConfigure))
            }
            configure = text
            configureLocation = reader.location(configureNode)
            if case .scalar(let scalar) = configureNode {
                switch scalar.style {
                case .singleQuoted, .doubleQuoted:
                    configureLocation?.column += 1
                case .literal, .folded:
                    // The text starts on the next line, at the block's indentation.
                    if let location = configureLocation {
                        let indent = blockIndent(after: location.line)
                        configureLocation = SourceLocation(
                            file: location.file, line: location.line + 1, column: indent + 1)
                        configureIndent = indent
                    }
                default:
                    break
                }
            }
        }
        var items: [[String: String]] = []
        if let itemsNode = checked["items"] {
            let elements = try reader.list(itemsNode, checked.what("items"))
            guard !elements.isEmpty else {
                throw reader.error(
                    itemsNode,
                    "\(checked.what("items")) must list at least one item, such as {title: \"Morning run\"} "
                        + "(leave 'items' out to give every item [:])")
            }
            guard elements.count <= Self.largestCellItemCount else {
                throw reader.error(
                    itemsNode,
                    "\(checked.what("items")) lists \(NumberText.grouped(elements.count)) items; at most "
                        + "\(NumberText.grouped(Self.largestCellItemCount)) (they repeat over the items)")
            }
            items = try elements.enumerated().map { index, element in
                let context = "item \(index) of \(checked.what("items"))"
                let entry = try reader.mapping(element, context, knownKeys: nil)
                var values: [String: String] = [:]
                for key in entry.keys {
                    guard let value = entry[key], case .scalar(let scalar) = value else {
                        throw reader.error(
                            entry[key] ?? element,
                            "'\(key)' in \(context) must be a text, number or name; "
                                + "an item's values reach `configure` as [String: String]")
                    }
                    values[key] = scalar.string
                }
                return values
            }
        }
        return CellClassReference(
            paths: paths, className: className, classLocation: reader.location(classNode),
            reuseIdentifier: reuseIdentifier, configure: configure, configureLocation: configureLocation,
            configureIndent: configureIndent, items: items)
    }

    /// The indentation of the first non-blank line after line `line` (from 1) of the scene.
    private func blockIndent(after line: Int) -> Int {
        for text in sourceLines.dropFirst(line) where !text.trimmingCharacters(in: .whitespaces).isEmpty {
            return text.prefix { $0 == " " }.count
        }
        return 0
    }

    /// Whether `name` is a Swift type name (letters, digits, `_`, dots between names).
    static func isSwiftIdentifier(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else {
                return false
            }
            return part.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
        }
    }
}
