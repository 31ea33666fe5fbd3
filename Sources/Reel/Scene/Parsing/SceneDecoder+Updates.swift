import Foundation
import Yams

/// A pane's `updates`: batch updates at frames, read with their places for messages.
extension SceneDecoder {
    static let updateKeys = ["frame", "insert", "delete", "reload", "move", "duration"]

    func updates(_ node: Node, _ what: String) throws -> [UpdateSpec] {
        let elements = try reader.list(node, what)
        var updates: [UpdateSpec] = []
        for (index, element) in elements.enumerated() {
            let context = "update \(index) of \(what)"
            let map = try reader.mapping(element, context, knownKeys: Self.updateKeys)
            let frameNode = try map.required("frame")
            let frame = try reader.integer(frameNode, map.what("frame"), atLeast: 0)
            if let previous = updates.last, frame <= previous.frame {
                throw reader.error(
                    frameNode,
                    "\(map.what("frame")) is \(frame), but the update before it is at frame \(previous.frame); "
                        + "list updates in frame order, one per frame")
            }
            let update = UpdateSpec(
                frame: frame,
                insert: try map.optional("insert", indexPaths) ?? [],
                delete: try map.optional("delete", indexPaths) ?? [],
                reload: try map.optional("reload", indexPaths) ?? [],
                move: try map.optional("move", moves) ?? [],
                duration: try map.optional("duration", reader.positive) ?? UpdateSpec.defaultDuration,
                location: reader.location(element))
            if update.insert.isEmpty && update.delete.isEmpty && update.reload.isEmpty && update.move.isEmpty {
                throw reader.error(element, "\(context) changes nothing; give it insert, delete, reload or move")
            }
            updates.append(update)
        }
        return updates
    }

    /// `[3, 5]` (items of section 0) or `[[1, 2], …]` (section, item).
    private func indexPaths(_ node: Node, _ what: String) throws -> [IndexPath] {
        try reader.list(node, what).enumerated().map { index, element in
            try indexPath(element, "entry \(index) of \(what)")
        }
    }

    /// An item of section 0 (`3`) or `[section, item]`.
    private func indexPath(_ node: Node, _ what: String) throws -> IndexPath {
        guard case .sequence = node else {
            return IndexPath(item: try reader.integer(node, what, atLeast: 0), section: 0)
        }
        let parts = try reader.list(node, what)
        guard parts.count == 2 else {
            throw reader.error(node, "\(what) must be an item number or [section, item], found \(parts.count) numbers")
        }
        return IndexPath(
            item: try reader.integer(parts[1], "item of \(what)", atLeast: 0),
            section: try reader.integer(parts[0], "section of \(what)", atLeast: 0))
    }

    /// `[[from, to], …]`, each an item of section 0 or `[section, item]`.
    private func moves(_ node: Node, _ what: String) throws -> [UpdateSpec.Move] {
        try reader.list(node, what).enumerated().map { index, element in
            let entry = "entry \(index) of \(what)"
            let pair = try reader.list(element, entry)
            guard pair.count == 2 else {
                throw reader.error(element, "\(entry) must be [from, to], found \(pair.count) values")
            }
            return UpdateSpec.Move(
                from: try indexPath(pair[0], "'from' of \(entry)"), to: try indexPath(pair[1], "'to' of \(entry)"))
        }
    }
}
