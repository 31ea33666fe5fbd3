import Foundation
import Canvas

/// What a pane's cells hold, for layouts that size cells by their content (flow's
/// `estimatedItemSize`, compositional `.estimated` dimensions): per item, a text or a box, set
/// inside the cell's content view with `padding` (docs/scene-format.md, "Cells").
public struct CellContentSpec: Hashable, Sendable, Codable {
    /// One item's content.
    public enum Entry: Hashable, Sendable, Codable {
        /// Text in a label of `fontSize` points and at most `lines` lines (0: any number), as
        /// `UILabel` measures it.
        case text(String, fontSize: Double, lines: Int)
        /// A box of a fixed width and height; a missing side is left to the layout (the cell's
        /// estimate, or the width the layout gives).
        case box(width: Double?, height: Double?)
    }

    /// The entries, repeated over the items of each section: item `k` shows `entries[k % count]`.
    public var entries: [Entry]
    /// The space between the content view's edges and the content.
    public var padding: EdgeInsets
    /// The cell's width, pinned (a required constraint on the content view), or nil to leave it
    /// to the content and the layout.
    public var width: Double?

    /// UIKit's default label size, 17 points.
    public static let defaultFontSize = 17.0
    /// The default padding: 8 points on each side (UIKit's default layout margins).
    public static let defaultPadding = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// `entries` inside `padding`, at `width` when given.
    public init(entries: [Entry], padding: EdgeInsets = CellContentSpec.defaultPadding, width: Double? = nil) {
        self.entries = entries
        self.padding = padding
        self.width = width
    }

    /// The entry of the item at `item` (its index in its section).
    public func entry(forItem item: Int) -> Entry? {
        entries.isEmpty ? nil : entries[((item % entries.count) + entries.count) % entries.count]
    }
}
