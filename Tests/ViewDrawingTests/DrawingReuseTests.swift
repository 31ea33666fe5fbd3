import Canvas
import Foundation
import ImageCodecs
import Testing
import UIKit
import ViewCapture
import ViewDrawing

/// A captured cell in its own coordinates (its bounds' origin at its superlayer's origin), as a
/// preview child sends it.
private func tree(of cell: UIView, appearance: UIUserInterfaceStyle = .light) throws -> DrawnLayer {
    var layer = try ViewCapture(appearance: appearance).capture(cell).layer
    layer.position = CGPoint(x: layer.bounds.width / 2, y: layer.bounds.height / 2)
    layer.transform = .identity
    return layer
}

/// One placement of a tree in a frame: where its origin goes, in points.
private struct Placed {
    var tree: DrawnLayer
    var at: CGPoint
}

/// Draws `placed` in order on a cleared 200 × 320 point surface at scale 2 with `renderer`,
/// optionally inside a clip or a group of some opacity, and returns the pixels.
private func frame(
    _ placed: [Placed], renderer: LayerRenderer, background: Color = Color(white: 0.95), clip: CGRect? = nil,
    groupOpacity: Double? = nil
) throws -> RGBA8Image {
    let surface = try ImageSurface(width: 200, height: 320, scale: 2)
    try surface.draw { context in
        try context.clear(background)
        if let clip { try context.clip(to: clip) }
        let body = {
            for item in placed {
                try context.withSavedState {
                    try context.translateBy(x: item.at.x, y: item.at.y)
                    try renderer.draw(item.tree, in: context)
                }
            }
        }
        if let groupOpacity {
            try context.withGroup(opacity: groupOpacity) { try body() }
        } else {
            try body()
        }
    }
    return try surface.pixels()
}

private func card(_ title: String, width: CGFloat = 180) -> UICollectionViewCell {
    CellFixtures.card(title: title, subtitle: "A subtitle on two lines, long enough to wrap", width: width)
}

@Suite("Frames of unchanged cells reuse their drawing, with the pixels of drawing afresh")
struct DrawingReuseTests {
    @Test func unchangedCellsAreReusedFromTheSecondFrameOnWithTheSamePixels() throws {
        let trees = try (0..<3).map { try tree(of: card("Item \($0)")) }
        let placed = trees.enumerated().map { Placed(tree: $1, at: CGPoint(x: 10, y: 10 + Double($0) * 100)) }
        let reusing = LayerRenderer(scale: 2)
        let fresh = LayerRenderer(scale: 2, reuse: .off)
        let expected = try frame(placed, renderer: fresh)
        for _ in 0..<4 {
            #expect(try frame(placed, renderer: reusing) == expected)
        }
        // Frame 0 draws them (seen once), frame 1 draws and keeps them, frames 2 and 3 reuse.
        let statistics = reusing.reuseStatistics
        #expect(statistics.misses == 2 * 3)
        #expect(statistics.hits == 2 * 3)
        #expect(statistics.notEligible == 0)
        #expect(statistics.bytes > 0)
        #expect(fresh.reuseStatistics == DrawingReuse.Statistics())
    }

    @Test func aCellMovedByWholePixelsIsReusedAndLandsWhereDrawingAfreshPutsIt() throws {
        // 120 points wide: its box (the shadow's blur included) lies inside the surface
        // wherever it is drawn here, so the surface's edge cuts none of it.
        let cell = try tree(of: card("Moving", width: 120))
        let reusing = LayerRenderer(scale: 2)
        let first = [Placed(tree: cell, at: CGPoint(x: 20, y: 20))]
        _ = try frame(first, renderer: reusing)
        _ = try frame(first, renderer: reusing)
        // 37.5 points is 75 pixels at scale 2: whole pixels.
        let moved = [Placed(tree: cell, at: CGPoint(x: 30, y: 37.5))]
        let image = try frame(moved, renderer: reusing)
        #expect(reusing.reuseStatistics.hits == 1)
        #expect(reusing.reuseStatistics.misses == 2)
        #expect(image == (try frame(moved, renderer: LayerRenderer(scale: 2, reuse: .off))))
        #expect(image != (try frame(first, renderer: reusing)))
        // Where the surface's edge cuts its box, it is another box: drawn afresh.
        let cut = [Placed(tree: cell, at: CGPoint(x: 70, y: 20))]
        #expect(try frame(cut, renderer: reusing) == (try frame(cut, renderer: LayerRenderer(scale: 2, reuse: .off))))
        #expect(reusing.reuseStatistics.misses == 3)
    }

    @Test func aCellBetweenPixelsIsDrawnAfresh() throws {
        let cell = try tree(of: card("Between"))
        let reusing = LayerRenderer(scale: 2)
        // 10.25 points is 20.5 pixels: between pixels, never reused.
        let placed = [Placed(tree: cell, at: CGPoint(x: 10.25, y: 10))]
        let first = try frame(placed, renderer: reusing)
        let second = try frame(placed, renderer: reusing)
        #expect(reusing.reuseStatistics.hits == 0)
        #expect(reusing.reuseStatistics.notEligible == 2)
        #expect(first == second)
        #expect(first == (try frame(placed, renderer: LayerRenderer(scale: 2, reuse: .off))))
    }

    @Test func aCellWhoseLabelChangesBetweenFramesDrawsTheNewText() throws {
        let reusing = LayerRenderer(scale: 2)
        let before = [Placed(tree: try tree(of: card("Before")), at: CGPoint(x: 10, y: 10))]
        let after = [Placed(tree: try tree(of: card("After")), at: CGPoint(x: 10, y: 10))]
        let first = try frame(before, renderer: reusing)
        let second = try frame(after, renderer: reusing)
        #expect(reusing.reuseStatistics.hits == 0)
        #expect(reusing.reuseStatistics.misses == 2)
        #expect(first != second)
        #expect(second == (try frame(after, renderer: LayerRenderer(scale: 2, reuse: .off))))
    }

    @Test func aCellOfAnotherSizeOrAppearanceIsNotReused() throws {
        let reusing = LayerRenderer(scale: 2)
        let at = CGPoint(x: 10, y: 10)
        let light = try tree(of: card("Same"))
        let dark = try tree(of: card("Same"), appearance: .dark)
        let wider = try tree(of: card("Same", width: 184))
        #expect(light != dark)
        #expect(light != wider)
        let images = try [light, dark, wider].map { try frame([Placed(tree: $0, at: at)], renderer: reusing) }
        #expect(reusing.reuseStatistics.hits == 0)
        #expect(reusing.reuseStatistics.misses == 3)
        #expect(Set(images.map(\.bytes)).count == 3)
        let fresh = LayerRenderer(scale: 2, reuse: .off)
        #expect(images[1] == (try frame([Placed(tree: dark, at: at)], renderer: fresh)))
    }

    @Test func aCellOverOtherPixelsIsDrawnAfresh() throws {
        let cell = try tree(of: card("Backdrop"))
        let placed = [Placed(tree: cell, at: CGPoint(x: 10, y: 10))]
        let reusing = LayerRenderer(scale: 2)
        _ = try frame(placed, renderer: reusing)
        _ = try frame(placed, renderer: reusing)
        let red = Color(red: 1, green: 0, blue: 0)
        let image = try frame(placed, renderer: reusing, background: red)
        #expect(reusing.reuseStatistics.hits == 0)
        #expect(image == (try frame(placed, renderer: LayerRenderer(scale: 2, reuse: .off), background: red)))
        // And over the first backdrop again, the first drawing is still kept.
        _ = try frame(placed, renderer: reusing)
        #expect(reusing.reuseStatistics.hits == 1)
    }

    @Test func aClipAcrossTheCellIsPartOfWhatIsKept() throws {
        let cell = try tree(of: card("Clipped"))
        let placed = [Placed(tree: cell, at: CGPoint(x: 10, y: 10))]
        let clip = CGRect(x: 0, y: 0, width: 200, height: 50)
        let reusing = LayerRenderer(scale: 2)
        let fresh = LayerRenderer(scale: 2, reuse: .off)
        for _ in 0..<2 {
            #expect(
                try frame(placed, renderer: reusing, clip: clip) == (try frame(placed, renderer: fresh, clip: clip)))
            #expect(try frame(placed, renderer: reusing) == (try frame(placed, renderer: fresh)))
        }
        #expect(reusing.reuseStatistics.hits == 0)
        #expect(try frame(placed, renderer: reusing, clip: clip) == (try frame(placed, renderer: fresh, clip: clip)))
        #expect(reusing.reuseStatistics.hits == 1)
        // A clip between pixels (25.25 points is 50.5 pixels) is drawn afresh.
        let between = CGRect(x: 0, y: 0, width: 200, height: 25.25)
        #expect(
            try frame(placed, renderer: reusing, clip: between) == (try frame(placed, renderer: fresh, clip: between)))
        #expect(reusing.reuseStatistics.notEligible == 1)
    }

    @Test func cellsInsideAGroupOfSomeOpacityAreReusedWithTheSamePixels() throws {
        let placed = [
            Placed(tree: try tree(of: card("One")), at: CGPoint(x: 10, y: 10)),
            Placed(tree: try tree(of: card("Two")), at: CGPoint(x: 10, y: 110)),
        ]
        let reusing = LayerRenderer(scale: 2)
        let expected = try frame(placed, renderer: LayerRenderer(scale: 2, reuse: .off), groupOpacity: 0.5)
        for _ in 0..<3 {
            #expect(try frame(placed, renderer: reusing, groupOpacity: 0.5) == expected)
        }
        #expect(reusing.reuseStatistics.hits == 2)
    }

    @Test func theKeptPixelsStayWithinTheBudget() throws {
        let trees = try (0..<6).map { try tree(of: card("Item \($0)")) }
        let placed = trees.enumerated().map { Placed(tree: $1, at: CGPoint(x: 10, y: 4 + Double($0) * 50)) }
        // One cell's box (400 × 256 pixels at scale 2) and its backdrop take about 0.8 MB:
        // room for five of the six.
        let budget = 4 << 20
        let reusing = LayerRenderer(scale: 2)
        let small = LayerRenderer(scale: 2, reuse: DrawingReuse(budgetBytes: budget))
        let expected = try frame(placed, renderer: LayerRenderer(scale: 2, reuse: .off))
        for _ in 0..<3 {
            #expect(try frame(placed, renderer: small) == expected)
            #expect(try frame(placed, renderer: reusing) == expected)
        }
        #expect(small.reuseStatistics.bytes <= budget)
        #expect(small.reuseStatistics.evictions > 0)
        #expect(small.reuseStatistics.hits < reusing.reuseStatistics.hits)
        #expect(reusing.reuseStatistics.evictions == 0)
        #expect(reusing.reuseStatistics.hits == 6)
    }

    @Test func aTreeTooLargeForTheBudgetOrAPlainFillIsDrawnAfresh() throws {
        let cell = try tree(of: card("Large"))
        let placed = [Placed(tree: cell, at: CGPoint(x: 10, y: 10))]
        let tight = LayerRenderer(scale: 2, reuse: DrawingReuse(maxPixels: 1000))
        _ = try frame(placed, renderer: tight)
        _ = try frame(placed, renderer: tight)
        #expect(tight.reuseStatistics.hits == 0)
        #expect(tight.reuseStatistics.notEligible == 2)
        var plain = DrawnLayer(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        plain.backgroundColor = Color(red: 0, green: 0.5, blue: 1)
        let renderer = LayerRenderer(scale: 2)
        _ = try frame([Placed(tree: plain, at: .zero)], renderer: renderer)
        #expect(renderer.reuseStatistics.notEligible == 1)
    }

    @Test func anSVGSurfaceIsAlwaysDrawnAfresh() throws {
        let cell = try tree(of: card("Vector"))
        let renderer = LayerRenderer(scale: 2)
        for _ in 0..<2 {
            let surface = try SVGSurface(width: 200, height: 120)
            try surface.draw { try renderer.draw(cell, in: $0) }
            _ = try surface.finish()
        }
        #expect(renderer.reuseStatistics.notEligible == 2)
        #expect(renderer.reuseStatistics.hits == 0)
    }
}
