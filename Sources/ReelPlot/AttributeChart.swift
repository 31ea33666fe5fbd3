import Canvas
import Foundation
import Reel

/// The geometry of an attribute chart: where the plot area sits on the drawing, the two axes,
/// and where each sampled value lands. Pure values; ``AttributeChartRenderer`` draws it.
public struct AttributeChart: Sendable, Hashable {
    /// The sampled lines, with the scene, pane, attribute and axis they belong to.
    public var data: AttributePlotData
    /// Drawing width in points (SVG pixels).
    public var width: Double
    /// Drawing height in points.
    public var height: Double
    /// The chart's title.
    public var title: String
    /// Whether larger values are drawn higher (a mathematician's axis); false draws them lower,
    /// as UIKit's y coordinates grow downwards.
    public var valuesGrowUpwards: Bool
    /// One colour per series.
    public var colors: [Color]
    /// The plot area (inside the axes), in drawing coordinates.
    public var plotArea: CGRect
    /// The horizontal axis: the content offset.
    public var offsetScale: PlotScale
    /// The vertical axis: the attribute.
    public var valueScale: PlotScale

    /// Lays out a chart of `data` on a `width` × `height` drawing.
    ///
    /// - Parameters:
    ///   - data: The sampled lines.
    ///   - width: Drawing width in points.
    ///   - height: Drawing height in points.
    ///   - valuesGrowUpwards: Whether larger values are drawn higher.
    ///   - palette: Colours picked by item as the renderer picks cell fills (item + 7 × section,
    ///     modulo the palette's size), so a line has its cell's colour.
    ///   - title: nil for "`attribute` of `pane` over content offset `axis` — `scene`".
    public init(
        data: AttributePlotData, width: Double = 640, height: Double = 400, title: String? = nil,
        valuesGrowUpwards: Bool = true, palette: [Color]
    ) {
        self.data = data
        self.width = width
        self.height = height
        self.title =
            title ?? "\(data.attribute.name) over content offset \(data.axis) — \(data.scene), pane \(data.pane)"
        self.valuesGrowUpwards = valuesGrowUpwards
        let fallback = [Color(red: 0.31, green: 0.47, blue: 0.65)]
        let colors = palette.isEmpty ? fallback : palette
        self.colors = data.series.map { series in
            let index = (series.item + 7 * series.section) % colors.count
            return colors[(index + colors.count) % colors.count]
        }
        plotArea = CGRect(x: 72, y: 64, width: max(1, width - 72 - 24), height: max(1, height - 64 - 52))
        let offsets = data.series.flatMap { $0.points.map(\.offset) }
        let values = data.series.flatMap { $0.points.compactMap(\.value) }
        offsetScale = PlotScale(
            low: offsets.min() ?? 0, high: offsets.max() ?? 1,
            target: WholeNumber.clamped(plotArea.size.width / 90, .towardZero, to: 2...Int.max),
            rounded: false)
        valueScale = PlotScale(
            low: values.min() ?? 0, high: values.max() ?? 1,
            target: WholeNumber.clamped(plotArea.size.height / 55, .towardZero, to: 2...Int.max),
            rounded: true)
    }

    /// The horizontal drawing coordinate of a content offset.
    public func x(offset: Double) -> Double {
        plotArea.origin.x + offsetScale.fraction(offset) * plotArea.size.width
    }

    /// The vertical drawing coordinate of an attribute value.
    public func y(value: Double) -> Double {
        let fraction = valueScale.fraction(value)
        return valuesGrowUpwards
            ? plotArea.origin.y + (1 - fraction) * plotArea.size.height
            : plotArea.origin.y + fraction * plotArea.size.height
    }

    /// The drawing position of one sample.
    public func position(offset: Double, value: Double) -> CGPoint {
        CGPoint(x: x(offset: offset), y: y(value: value))
    }

    /// The horizontal axis's title.
    public var offsetAxisTitle: String { "content offset \(data.axis) (pt)" }

    /// The vertical axis's title.
    public var valueAxisTitle: String {
        data.attribute.unit.isEmpty ? data.attribute.name : "\(data.attribute.name) (\(data.attribute.unit))"
    }

    /// Lays out a chart coloured with a scene's palette (see ``init(data:width:height:title:valuesGrowUpwards:palette:)``).
    public init(
        data: AttributePlotData, width: Double = 640, height: Double = 400, title: String? = nil,
        valuesGrowUpwards: Bool = true, scenePalette: [Color]
    ) {
        self.init(
            data: data, width: width, height: height, title: title, valuesGrowUpwards: valuesGrowUpwards,
            palette: scenePalette)
    }
}
