import Canvas
import Foundation
import Reel

/// Draws an ``AttributeChart`` with Canvas: title, legend, grid, axes with ticks and labels, and
/// one line per series (lifted where the layout returned no element). The same chart always
/// gives the same bytes.
///
/// Type has three levels: the title in bold (up to 15 points), legend and axis titles in regular
/// at 12 points, tick labels in regular at 11 points in a lighter grey.
public enum AttributeChartRenderer {
    static let ink = Color(red: 0.24, green: 0.24, blue: 0.26)
    /// Tick labels: a step quieter than the axis titles and the title.
    static let secondaryInk = Color(red: 0.40, green: 0.40, blue: 0.43)
    static let grid = Color(red: 0.90, green: 0.90, blue: 0.92)
    static let background = Color.white

    /// The chart as an SVG document (one SVG pixel per point).
    ///
    /// - Throws: `CanvasError` when cairo fails.
    public static func svg(_ chart: AttributeChart) throws -> Data {
        let surface = try SVGSurface(width: chart.width, height: chart.height)
        try surface.draw { try draw(chart, in: $0) }
        return try surface.finish()
    }

    /// The chart as a PNG image at `scale` pixels per point.
    ///
    /// - Throws: `CanvasError` when cairo fails.
    public static func png(_ chart: AttributeChart, scale: Double = 2) throws -> Data {
        let surface = try ImageSurface(width: chart.width, height: chart.height, scale: scale)
        try surface.draw { try draw(chart, in: $0) }
        return try surface.pngData()
    }

    /// Writes the chart to `url` atomically: PNG (2 pixels per point) when the file name ends in
    /// `.png`, SVG otherwise. Creates the folder when missing.
    ///
    /// - Throws: ``ReelError/cannotWrite(_:_:)`` when the folder cannot be made; `CanvasError`
    ///   when drawing or writing fails.
    public static func write(_ chart: AttributeChart, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReelError.cannotWrite(folder.path, "could not create the folder: \(FileErrorText.reason(error))")
        }
        let bytes = url.pathExtension.lowercased() == "png" ? try png(chart) : try svg(chart)
        try AtomicFile.write(bytes, to: url)
    }

    /// Draws `chart` into `context`, whose user space is the chart's points.
    public static func draw(_ chart: AttributeChart, in context: GraphicsContext) throws {
        let area = chart.plotArea
        let left = area.origin.x
        let top = area.origin.y
        let right = left + area.size.width
        let bottom = top + area.size.height
        try context.fill(CGRect(x: 0, y: 0, width: chart.width, height: chart.height), with: background)
        try context.drawText(
            chart.title, at: CGPoint(x: 16, y: 22), size: try titleSize(chart.title, width: chart.width - 32),
            color: ink, weight: .bold, alignment: .left, verticalAlignment: .center)
        try drawLegend(chart, in: context, y: 44)

        // Grid and ticks.
        for tick in chart.offsetScale.ticks {
            let x = crisp(chart.x(offset: tick))
            try line(from: CGPoint(x: x, y: top), to: CGPoint(x: x, y: bottom), color: grid, in: context)
            try line(from: CGPoint(x: x, y: bottom), to: CGPoint(x: x, y: bottom + 5), color: ink, in: context)
            try context.drawText(
                chart.offsetScale.label(tick), at: CGPoint(x: x, y: bottom + 15), size: 11, color: secondaryInk,
                weight: .regular, alignment: .center, verticalAlignment: .center)
        }
        for tick in chart.valueScale.ticks {
            let y = crisp(chart.y(value: tick))
            try line(from: CGPoint(x: left, y: y), to: CGPoint(x: right, y: y), color: grid, in: context)
            try line(from: CGPoint(x: left - 5, y: y), to: CGPoint(x: left, y: y), color: ink, in: context)
            try context.drawText(
                chart.valueScale.label(tick), at: CGPoint(x: left - 8, y: y), size: 11, color: secondaryInk,
                weight: .regular, alignment: .right, verticalAlignment: .center)
        }
        // Axes.
        try line(from: CGPoint(x: crisp(left), y: top), to: CGPoint(x: crisp(left), y: bottom), color: ink, in: context)
        try line(
            from: CGPoint(x: left, y: crisp(bottom)), to: CGPoint(x: right, y: crisp(bottom)), color: ink, in: context)
        try context.drawText(
            chart.offsetAxisTitle, at: CGPoint(x: (left + right) / 2, y: bottom + 36), size: 12, color: ink,
            weight: .regular, alignment: .center, verticalAlignment: .center)
        try context.withSavedState {
            try context.translateBy(x: 18, y: (top + bottom) / 2)
            try context.rotate(by: -Double.pi / 2)
            try context.drawText(
                chart.valueAxisTitle, at: .zero, size: 12, color: ink, weight: .regular, alignment: .center,
                verticalAlignment: .center)
        }

        // Lines, clipped to the plot area.
        try context.withClip(
            to: Path(rect: CGRect(x: left - 2, y: top - 2, width: area.size.width + 4, height: area.size.height + 4))
        ) {
            for (series, color) in zip(chart.data.series, chart.colors) {
                for run in series.runs {
                    let points = run.map { chart.position(offset: $0.offset, value: $0.value) }
                    if points.count == 1 {
                        let p = points[0]
                        try context.fill(
                            Path(ellipseIn: CGRect(x: p.x - 2, y: p.y - 2, width: 4, height: 4)), with: color)
                        continue
                    }
                    var path = Path()
                    path.move(to: points[0])
                    for point in points.dropFirst() { path.addLine(to: point) }
                    try context.stroke(path, with: color, lineWidth: 2.5)
                }
            }
        }
    }

    /// 15 points of bold, or smaller (down to 10) until `title` fits in `width`.
    static func titleSize(_ title: String, width: Double) throws -> Double {
        var size = 15.0
        while size > 10, try TextExtents.measure(title, size: size, weight: .bold).advance > width {
            size -= 0.5
        }
        return size
    }

    private static func drawLegend(_ chart: AttributeChart, in context: GraphicsContext, y: Double) throws {
        var x = 16.0
        for (series, color) in zip(chart.data.series, chart.colors) {
            try line(from: CGPoint(x: x, y: y), to: CGPoint(x: x + 20, y: y), color: color, width: 3, in: context)
            let ink = try context.drawText(
                series.label, at: CGPoint(x: x + 26, y: y), size: 12, color: Self.ink, weight: .regular,
                alignment: .left, verticalAlignment: .center)
            x = ink.origin.x + ink.size.width + 18
        }
    }

    private static func line(
        from start: CGPoint, to end: CGPoint, color: Color, width: Double = 1, in context: GraphicsContext
    ) throws {
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        try context.stroke(path, with: color, lineWidth: width)
    }

    /// A coordinate moved to the middle of a pixel, so 1-point lines stay sharp.
    private static func crisp(_ value: Double) -> Double {
        value.rounded(.down) + 0.5
    }
}
