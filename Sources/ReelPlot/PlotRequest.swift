import CollectionLayout
import Foundation
import Reel

/// What to plot: one attribute of chosen elements of one pane, over a range of content offsets.
public struct PlotRequest: Sendable, Hashable {
    /// The attribute on the vertical axis.
    public var attribute: PlotAttribute
    /// The items to draw, one line each (in `section`).
    public var items: [Int]
    /// The section of the items.
    public var section: Int
    /// Which elements: `nil` for cells, otherwise a supplementary or decoration kind (`header`
    /// and `footer` stand for UIKit's section header and footer kinds).
    public var kind: String?
    /// The pane's name; nil for the first pane.
    public var pane: String?
    /// The first offset along the pane's scroll axis; nil for the smallest offset the scene's
    /// track reaches.
    public var from: Double?
    /// The last offset; nil for the largest offset the scene's track reaches.
    public var to: Double?
    /// Evenly spaced offsets from `from` to `to`, both included (≥ 2).
    public var samples: Int

    /// The default number of samples: one every half percent of the range.
    public static let defaultSamples = 201

    /// A request to plot `attribute` for `items` (by default items 0, 1 and 2 of section 0's cells)
    /// in the first pane, over the offsets the scene's track reaches, with ``defaultSamples`` samples.
    public init(
        attribute: PlotAttribute, items: [Int] = [0, 1, 2], section: Int = 0, kind: String? = nil,
        pane: String? = nil, from: Double? = nil, to: Double? = nil, samples: Int = defaultSamples
    ) {
        self.attribute = attribute
        self.items = items
        self.section = section
        self.kind = kind
        self.pane = pane
        self.from = from
        self.to = to
        self.samples = samples
    }

    /// The full kind string `kind` stands for (`header` → UIKit's section-header kind).
    var resolvedKind: String? {
        switch kind {
        case nil, "cell": nil
        case "header": ElementKind.sectionHeader
        case "footer": ElementKind.sectionFooter
        case let other?: other
        }
    }

    /// Whether `element` is item `item` of the requested kind and section.
    func matches(_ element: ElementSnapshot, item: Int) -> Bool {
        guard element.item == item, element.section == section else { return false }
        guard let kind = resolvedKind else { return element.category == .cell }
        return element.category != .cell && element.kind == kind
    }

    /// The legend text for `item`: `item 2`, or `header 2`.
    func label(forItem item: Int) -> String {
        let prefix = kind.map { $0 == "cell" ? "item" : StyleSheet.shortName(forKind: $0) } ?? "item"
        return section == 0 ? "\(prefix) \(item)" : "\(prefix) \(section)-\(item)"
    }
}
