import Foundation

/// A batch update a pane's collection view performs at a frame — items inserted, deleted,
/// moved and reloaded, as one `performBatchUpdates` — and how long its animation runs.
///
/// Index paths follow UIKit's rule: deletions, reloads and move sources name items before the
/// update; insertions and move destinations name items after it.
public struct UpdateSpec: Hashable, Sendable {
    /// The frame at which the update happens (its data is in place from this frame on).
    public var frame: Int
    /// Items inserted (index paths after the update).
    public var insert: [IndexPath]
    /// Items deleted (index paths before the update).
    public var delete: [IndexPath]
    /// Items reloaded (a delete and an insert at the same place).
    public var reload: [IndexPath]
    /// Items moved, before → after.
    public var move: [Move]
    /// Seconds the animation runs. Default ``defaultDuration``.
    public var duration: Double
    /// Where the update was written, for messages.
    public var location: SourceLocation?

    /// One moved item.
    public struct Move: Hashable, Sendable {
        /// The item's index path before the update.
        public var from: IndexPath
        /// The item's index path after the update.
        public var to: IndexPath

        /// A move from `from` to `to`.
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// 0.3 seconds. Apple documents neither the duration nor the curve of a collection view's
    /// batch-update animation; this is the commonly quoted value (see docs/scene-format.md).
    public static let defaultDuration = 0.3

    /// An update at `frame`.
    public init(
        frame: Int, insert: [IndexPath] = [], delete: [IndexPath] = [], reload: [IndexPath] = [],
        move: [Move] = [], duration: Double = UpdateSpec.defaultDuration, location: SourceLocation? = nil
    ) {
        self.frame = frame
        self.insert = insert
        self.delete = delete
        self.reload = reload
        self.move = move
        self.duration = duration
        self.location = location
    }

    /// The item counts after the update, from the counts before it, or why an index path does
    /// not fit (a section that does not exist, an item outside its section).
    public func counts(after before: [Int]) -> Result<[Int], UpdateCountError> {
        func check(_ path: IndexPath, in counts: [Int], _ role: String, _ when: String) -> UpdateCountError? {
            guard path.count == 2, counts.indices.contains(path.section) else {
                let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
                return UpdateCountError(
                    message:
                        "\(role) \(Self.describe(path)) names section \(path.section), but the pane has \(sections)")
            }
            let count = counts[path.section]
            guard path.item >= 0, path.item < count else {
                let items = count == 1 ? "1 item" : "\(count) items"
                return UpdateCountError(
                    message: "\(role) \(Self.describe(path)) is outside section \(path.section), "
                        + "which has \(items) \(when) the update")
            }
            return nil
        }
        let sources = delete.map { ($0, "deleted") } + reload.map { ($0, "reloaded") } + move.map { ($0.from, "moved") }
        for (path, role) in sources {
            if let error = check(path, in: before, role, "before") { return .failure(error) }
        }
        var counts = before
        for path in delete { counts[path.section] -= 1 }
        for move in move { counts[move.from.section] -= 1 }
        for path in insert + move.map(\.to) {
            guard counts.indices.contains(path.section) else {
                return .failure(check(path, in: counts, "inserted", "after") ?? UpdateCountError(message: ""))
            }
            counts[path.section] += 1
        }
        let targets = insert.map { ($0, "inserted") } + move.map { ($0.to, "moved") }
        for (path, role) in targets {
            if let error = check(path, in: counts, role, "after") { return .failure(error) }
        }
        return .success(counts)
    }

    /// `item 3` for section 0, `[1, 3]` otherwise.
    static func describe(_ path: IndexPath) -> String {
        path.count == 2 && path.section == 0 ? "item \(path.item)" : "item \(Array(path))"
    }
}

/// Why an update's index paths do not fit the pane's items.
public struct UpdateCountError: Error, Hashable, Sendable {
    /// What is wrong.
    public var message: String
}
