import ArgumentParser
import Foundation
import Reel
import ReelPlot

struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Chart an attribute of chosen items against the content offset, as SVG (or PNG).",
        discussion: """
            Samples the pane's content offset evenly along its scroll axis (over the range the \
            scene's track covers, or --from/--to), runs the layout at each offset as `reel render` \
            does, and draws one line per item. Gaps are offsets where the layout returned no such \
            element. Line colours are the items' cell colours.

            Attributes: \(PlotAttribute.names.joined(separator: ", ")), values.NAME (an inspectable \
            value). viewport.* is the frame minus the content offset (the item's place in the visible \
            collection view); scale is sqrt(|det|) of the transform; rotation is in degrees.
            """
    )

    @Argument(
        help: "A scene file (YAML or JSON). Omit it to plot the built-in demo.",
        completion: .file(extensions: ["yaml", "yml", "json"]))
    var scene: String?

    @Option(name: .shortAndLong, help: "The attribute to plot, e.g. center.y, viewport.minY, alpha, scale, zIndex.")
    var attribute: String

    @Option(help: "Item indexes, one line each: comma-separated, ranges allowed (0,2,5 or 0-3).")
    var items: String = "0,1,2"

    @Option(parsing: .unconditional, help: "The section of the items.")
    var section: Int = 0

    @Option(help: "cell, or a supplementary/decoration kind (header, footer, or the kind string).")
    var kind: String = "cell"

    @Option(help: "The pane to plot. Default: the first pane.")
    var pane: String?

    @Option(
        parsing: .unconditional,
        help: "First content offset along the scroll axis. Default: the smallest the scene's track reaches.")
    var from: Double?

    @Option(parsing: .unconditional, help: "Last content offset. Default: the largest the scene's track reaches.")
    var to: Double?

    @Option(parsing: .unconditional, help: "Evenly spaced offsets from --from to --to, both included.")
    var samples: Int = PlotRequest.defaultSamples

    @Option(help: "up: larger values higher (a maths chart); down: larger values lower, like UIKit's y.")
    var values: ValuesDirection = .up

    @Option(parsing: .unconditional, help: "Chart width in points.")
    var width: Double = 640

    @Option(parsing: .unconditional, help: "Chart height in points.")
    var height: Double = 400

    @Option(help: "The chart's title. Default: attribute, axis, scene and pane.")
    var title: String?

    @Option(
        name: .shortAndLong,
        help: "The output file: .svg, or .png (at 2 pixels per point). Default: out/<scene>/plot-<attribute>.svg.")
    var out: String?

    enum ValuesDirection: String, ExpressibleByArgument, CaseIterable {
        case up, down
    }

    func validate() throws {
        guard width.isFinite, height.isFinite, width >= 200, height >= 150 else {
            throw ValidationError("--width must be at least 200 and --height at least 150, got \(width) × \(height)")
        }
        guard width <= 5_000, height <= 5_000 else {
            throw ValidationError(
                "--width and --height must be at most 5000 points (a PNG chart is 2 pixels per point), got \(width) × \(height)"
            )
        }
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, !(value.isFinite && abs(value) <= 1e9) {
                throw ValidationError("\(name) must be a number from -1e9 to 1e9 points, got \(value)")
            }
        }
    }

    func run() throws {
        let scene = try SceneSource.load(scene)
        let request = PlotRequest(
            attribute: try PlotAttribute(parsing: attribute), items: try Self.parseItems(items), section: section,
            kind: kind, pane: pane, from: from, to: to, samples: samples)
        let data = try AttributeSampler.sample(
            scene, request, layouts: CommandLayouts.current, swiftLayouts: CommandLayouts.swiftLayouts)
        let chart = AttributeChart(
            data: data, width: width, height: height, title: title, valuesGrowUpwards: values == .up,
            scenePalette: scene.palette)
        let path = out ?? "\(OutputNaming.defaultFolder(forScene: scene.name))/plot-\(attribute).svg"
        try AttributeChartRenderer.write(chart, to: URL(fileURLWithPath: path))
        let drawn = data.series.map { "\($0.label): \($0.points.filter { $0.value != nil }.count)" }
        print("Plotted \(attribute) of \(drawn.joined(separator: ", ")) of \(request.samples) offsets into \(path)")
    }

    /// The most lines one chart draws.
    static let maximumItems = 1000

    /// `0,1,2` → [0, 1, 2]; also accepts ranges `0-3`.
    static func parseItems(_ text: String) throws -> [Int] {
        var items: [Int] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            let bounds = part.split(separator: "-", maxSplits: 1).map(String.init)
            if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high {
                guard high - low < maximumItems - items.count else {
                    throw ValidationError(
                        "--items lists more than \(maximumItems) items; plot at most \(maximumItems) lines")
                }
                items += Array(low...high)
            } else if let item = Int(part) {
                items.append(item)
            } else {
                throw ValidationError("--items expects indexes like 0,1,2 or 0-3, found '\(part)'")
            }
        }
        guard !items.isEmpty else { throw ValidationError("--items is empty; give indexes like 0,1,2") }
        guard items.count <= maximumItems else {
            throw ValidationError("--items lists more than \(maximumItems) items; plot at most \(maximumItems) lines")
        }
        return items
    }
}
