import Canvas
import Foundation
import Reel
import Testing

@testable import ReelPlot

/// `reel plot`'s data and chart, checked against ParabolicMovementLayout's worked numbers
/// (reference §1.8: demo values v0 = −1, x0 = 290, k = 3, W = 393, H = 549).
struct PlotTests {
    /// Offsets 0, 20, …, 580: the reference's Y = 0, 300 and 580 are among them.
    func parabolaData(attribute: String, items: [Int] = [0, 1, 2]) throws -> AttributePlotData {
        let request = PlotRequest(
            attribute: try PlotAttribute(parsing: attribute), items: items, from: 0, to: 580, samples: 30)
        return try AttributeSampler.sample(try PlotTestSupport.parabolaScene(), request)
    }

    func value(_ data: AttributePlotData, item: Int, at offset: Double) -> Double? {
        data.series.first { $0.item == item }?.points.first { abs($0.offset - offset) < 1e-9 }?.value
    }

    @Test func parabolaPlotFollowsTheLayoutsPositions() throws {
        let data = try parabolaData(attribute: "viewport.minY")
        #expect(data.axis == "y")
        #expect(data.series.map(\.label) == ["item 0", "item 1", "item 2"])
        // Y = 0: item 0 at startPosition, item 1 at P(−193.33), item 2 not returned.
        #expect(abs(try #require(value(data, item: 0, at: 0)) - 290) < 1e-9)
        #expect(abs(try #require(value(data, item: 1, at: 0)) - 515.56) < 0.006)
        #expect(value(data, item: 2, at: 0) == nil)
        // Y = 300: P = 67.59, 193.14, 383.14.
        #expect(abs(try #require(value(data, item: 0, at: 300)) - 67.59) < 0.006)
        #expect(abs(try #require(value(data, item: 1, at: 300)) - 193.14) < 0.006)
        #expect(abs(try #require(value(data, item: 2, at: 300)) - 383.14) < 0.006)
        // Y = 580: item 0 at the vertex touches the viewport top; P = 32.22, 128.89.
        #expect(abs(try #require(value(data, item: 0, at: 580))) < 1e-9)
        #expect(abs(try #require(value(data, item: 1, at: 580)) - 32.22) < 0.006)
        #expect(abs(try #require(value(data, item: 2, at: 580)) - 128.89) < 0.006)
    }

    @Test func parabolaTopEdgeIsTheMovementFunctionAtEverySample() throws {
        let data = try parabolaData(attribute: "viewport.minY", items: [0])
        let points = try #require(data.series.first?.points)
        #expect(points.count == 30)
        for point in points {
            let expected = (point.offset - 580) * (point.offset - 580) / 1160
            #expect(abs(try #require(point.value) - expected) < 1e-9)
        }
    }

    @Test func scaleIsTheSquareRootOfTheTransformDeterminant() throws {
        let data = try parabolaData(attribute: "scale")
        // Y = 580: s = 0.8 (scaleAtVertex), 0.86667, 0.93333.
        #expect(abs(try #require(value(data, item: 0, at: 580)) - 0.8) < 1e-9)
        #expect(abs(try #require(value(data, item: 1, at: 580)) - 0.86667) < 0.000006)
        #expect(abs(try #require(value(data, item: 2, at: 580)) - 0.93333) < 0.000006)
        // Y = 300: 0.89655, 0.96322, 1.02989.
        #expect(abs(try #require(value(data, item: 0, at: 300)) - 0.89655) < 0.000006)
        #expect(abs(try #require(value(data, item: 2, at: 300)) - 1.02989) < 0.000006)
    }

    @Test func centerAndZIndexAreTheLayoutsOwn() throws {
        let centre = try parabolaData(attribute: "center.y")
        #expect(abs(try #require(value(centre, item: 1, at: 300)) - 592.835) < 0.0006)
        #expect(abs(try #require(value(centre, item: 2, at: 300)) - 789.735) < 0.0006)
        let zIndex = try parabolaData(attribute: "zIndex")
        #expect(value(zIndex, item: 2, at: 580) == 2)
    }

    @Test func chartDrawsEachSampleWhereItsValueIs() throws {
        let data = try parabolaData(attribute: "viewport.minY")
        let chart = AttributeChart(data: data, palette: [])
        let paths = try PlotTestSupport.strokedPaths(in: try AttributeChartRenderer.svg(chart), width: "2.5")
        #expect(paths.count == 3)
        let first = try #require(paths.first)
        let present = data.series[0].points.compactMap { point in point.value.map { (point.offset, $0) } }
        #expect(first.count == present.count)
        for ((offset, value), drawn) in zip(present, first) {
            let expected = chart.position(offset: offset, value: value)
            // cairo writes SVG coordinates to 1/256 of a unit.
            #expect(abs(drawn.x - expected.x) < 0.01 && abs(drawn.y - expected.y) < 0.01)
        }
        // Larger values higher: 290 at Y = 0 is above 0 at the vertex.
        #expect(chart.y(value: 290) < chart.y(value: 0))
        // Item 2 starts where the layout first returns it (offset 180, the first sample past T_bot).
        let third = try #require(paths.last?.first)
        #expect(abs(third.x - chart.x(offset: 180)) < 0.01)
    }

    @Test func chartSVGIsWellFormedXML() throws {
        let chart = AttributeChart(data: try parabolaData(attribute: "viewport.minY"), palette: [])
        let elements = try PlotTestSupport.parseXML(try AttributeChartRenderer.svg(chart)).get()
        #expect(elements.first?.name == "svg")
        #expect(elements.first?.attributes["width"] == "640px")
        #expect(elements.first?.attributes["height"] == "400px")
    }

    @Test func chartSVGBytesAreIdenticalAcrossRuns() throws {
        let first = try AttributeChartRenderer.svg(
            AttributeChart(data: try parabolaData(attribute: "alpha"), palette: []))
        let second = try AttributeChartRenderer.svg(
            AttributeChart(data: try parabolaData(attribute: "alpha"), palette: []))
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func unknownAttributeNamesTheClosestOne() {
        #expect(throws: ReelError.self) { try PlotAttribute(parsing: "viewport.miny") }
        do {
            _ = try PlotAttribute(parsing: "viewport.miny")
        } catch {
            #expect(String(describing: error).contains("did you mean 'viewport.minY'?"))
        }
        #expect((try? PlotAttribute(parsing: "values.percentage"))?.name == "values.percentage")
    }

    @Test func unknownPaneListsThePanes() throws {
        let request = PlotRequest(attribute: try PlotAttribute(parsing: "alpha"), pane: "card")
        do {
            _ = try AttributeSampler.sample(try PlotTestSupport.parabolaScene(), request)
            Issue.record("no error for an unknown pane")
        } catch {
            #expect(
                String(describing: error) == "scene 'parabola' has no pane 'card'; did you mean 'cards'? Panes: cards")
        }
    }

    @Test func scaleTicksAreRoundNumbersCoveringTheValues() {
        let scale = PlotScale(low: 0, high: 551.72, target: 5, rounded: true)
        #expect(scale.step == 200)
        #expect(scale.lower == 0 && scale.upper == 600)
        #expect(scale.ticks == [0, 200, 400, 600])
        let fine = PlotScale(low: 0.8, high: 1.07, target: 5, rounded: true)
        #expect(fine.step == 0.1)
        #expect(fine.ticks.map(fine.label) == ["0.8", "0.9", "1.0", "1.1"])
        #expect(PlotScale(low: -0.04, high: 0.04, target: 4, rounded: true).label(-0.0) == "0.00")
        let flat = PlotScale(low: 1, high: 1, target: 5, rounded: true)
        #expect(flat.lower < 1 && flat.upper > 1)
    }

    @Test func longTitlesShrinkToFitTheChart() throws {
        let short = try AttributeChartRenderer.titleSize("alpha", width: 556)
        #expect(short == 15)
        let title = String(repeating: "viewport.minY over content offset ", count: 2)
        let size = try AttributeChartRenderer.titleSize(title, width: 556)
        #expect(size < 15 && size >= 10)
        #expect(try TextExtents.measure(title, size: size, weight: .bold).advance <= 556)
        #expect(try TextExtents.measure(title, size: size + 0.5, weight: .bold).advance > 556, "the largest that fits")
        let endless = String(repeating: "viewport.minY over content offset ", count: 4)
        #expect(try AttributeChartRenderer.titleSize(endless, width: 556) == 10, "never below 10 points")
    }
}
