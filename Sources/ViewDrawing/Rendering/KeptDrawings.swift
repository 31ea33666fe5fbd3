import Canvas
import Foundation
import Geometry

/// The drawings a ``LayerRenderer`` keeps for reuse (``DrawingReuse``): per tree, scale,
/// pixel box (relative to the tree's whole-pixel origin) and clip, the backdrop pixels it was
/// drawn over and the pixels it left, from the second time that key is drawn on; the least
/// recently used are dropped past the budget.
final class KeptDrawings {
    /// What a kept drawing is found by, besides its backdrop.
    struct Key: Hashable {
        /// The tree, compared by every value.
        var tree: DrawnLayer
        /// The horizontal and vertical pixels per user-space unit (bit patterns).
        var scaleX: UInt
        var scaleY: UInt
        /// The box of pixels kept, relative to where the tree's user space puts its origin.
        var box: PixelRect
        /// The clip's rectangles inside the box, relative as the box is.
        var clip: [PixelRect]
    }

    /// One drawing: the pixels before and after.
    struct Entry {
        var backdrop: [UInt32]
        var result: [UInt32]
        var lastUse: Int
        var bytes: Int { (backdrop.count + result.count) * 4 }
    }

    /// The most drawings kept for one key (over different backdrops).
    static let maxBackdropsPerKey = 4

    /// The most keys remembered as seen once (past it, they are forgotten all at once).
    static let maxSeen = 4096

    let reuse: DrawingReuse
    private(set) var statistics = DrawingReuse.Statistics()
    private var entries: [Key: [Entry]] = [:]
    /// Keys drawn once and not kept: a drawing is kept the second time its key is drawn, so a
    /// tree drawn only once (a cold frame, a cell whose box the frame's edge cuts differently
    /// as it moves) costs no copies.
    private var seen: Set<Key> = []
    private var clock = 0

    init(reuse: DrawingReuse) {
        self.reuse = reuse
    }

    /// Counts a tree drawn afresh without looking.
    func countNotEligible() {
        statistics.notEligible += 1
    }

    /// The kept pixels for `key` whose backdrop is what `context` holds in `box` now (compared
    /// where they lie), counted as a hit; nil, counted as a miss, when there are none.
    func result(for key: Key, box: PixelRect, in context: GraphicsContext) -> [UInt32]? {
        clock += 1
        if var list = entries[key],
            let index = list.firstIndex(where: { context.pixels(in: box, equal: $0.backdrop) })
        {
            list[index].lastUse = clock
            entries[key] = list
            statistics.hits += 1
            return list[index].result
        }
        statistics.misses += 1
        return nil
    }

    /// Whether a drawing of `key` that was not reused should be kept: when the key has kept
    /// drawings already or was drawn once before; else the key is remembered as seen.
    func isWorthKeeping(_ key: Key) -> Bool {
        if entries[key] != nil || seen.remove(key) != nil { return true }
        if seen.count >= Self.maxSeen { seen.removeAll(keepingCapacity: true) }
        seen.insert(key)
        return false
    }

    /// Keeps `result` drawn over `backdrop` for `key`, when it fits the budget, dropping the
    /// least recently used drawings to make room.
    func keep(_ key: Key, backdrop: [UInt32], result: [UInt32]) {
        let entry = Entry(backdrop: backdrop, result: result, lastUse: clock)
        guard entry.bytes <= reuse.budgetBytes / 4 else { return }
        var list = entries[key] ?? []
        if list.count >= Self.maxBackdropsPerKey,
            let oldest = list.indices.min(by: { list[$0].lastUse < list[$1].lastUse })
        {
            statistics.bytes -= list[oldest].bytes
            statistics.evictions += 1
            list.remove(at: oldest)
        }
        list.append(entry)
        entries[key] = list
        statistics.bytes += entry.bytes
        while statistics.bytes > reuse.budgetBytes { evictLeastRecentlyUsed() }
    }

    private func evictLeastRecentlyUsed() {
        var oldest: (key: Key, index: Int, lastUse: Int)?
        for (key, list) in entries {
            for (index, entry) in list.enumerated() where entry.lastUse < (oldest?.lastUse ?? Int.max) {
                oldest = (key, index, entry.lastUse)
            }
        }
        guard let oldest, var list = entries[oldest.key] else {
            statistics.bytes = 0
            return
        }
        statistics.bytes -= list[oldest.index].bytes
        statistics.evictions += 1
        list.remove(at: oldest.index)
        entries[oldest.key] = list.isEmpty ? nil : list
    }
}
