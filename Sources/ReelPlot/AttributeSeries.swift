import Foundation

/// One sampled point of a plotted line: the content offset along the scroll axis and the
/// attribute's value there, or nil where the layout returned no such element (a gap).
public struct AttributePoint: Sendable, Hashable {
    /// The content offset along the pane's scroll axis, in points.
    public var offset: Double
    /// The attribute's value at `offset`, or nil when the layout returned no matching element there.
    public var value: Double?

    /// A sample of `value` at `offset`; pass nil for a gap in the line.
    public init(offset: Double, value: Double?) {
        self.offset = offset
        self.value = value
    }
}

/// One line of a plot: an element's attribute over the offsets.
public struct AttributeSeries: Sendable, Hashable {
    /// The legend text (`item 0`).
    public var label: String
    /// The element's item index.
    public var item: Int
    /// The element's section.
    public var section: Int
    /// One point per sampled offset, ascending offset.
    public var points: [AttributePoint]

    /// A line for item `item` of `section`, labelled `label` in the legend, through `points`.
    public init(label: String, item: Int, section: Int, points: [AttributePoint]) {
        self.label = label
        self.item = item
        self.section = section
        self.points = points
    }

    /// The runs of consecutive present values: where the line is drawn without lifting the pen.
    public var runs: [[(offset: Double, value: Double)]] {
        var runs: [[(offset: Double, value: Double)]] = []
        var current: [(offset: Double, value: Double)] = []
        for point in points {
            if let value = point.value {
                current.append((point.offset, value))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}

/// Everything a chart needs: which attribute, along which axis, for which pane, and the lines.
public struct AttributePlotData: Sendable, Hashable {
    /// The scene's name.
    public var scene: String
    /// The pane's name.
    public var pane: String
    /// The plotted attribute.
    public var attribute: PlotAttribute
    /// `x` or `y`: the content-offset component on the horizontal axis.
    public var axis: String
    /// The lines, in the order of the requested items.
    public var series: [AttributeSeries]

    /// The sampled lines of `attribute` in pane `pane` of scene `scene`, over content offset `axis`
    /// (`x` or `y`); ``AttributeSampler/sample(_:_:layouts:swiftLayouts:)`` makes these.
    public init(scene: String, pane: String, attribute: PlotAttribute, axis: String, series: [AttributeSeries]) {
        self.scene = scene
        self.pane = pane
        self.attribute = attribute
        self.axis = axis
        self.series = series
    }
}
