import Foundation
import Testing

@testable import Canvas
@testable import ImageCodecs

/// `Canvas` refuses image surfaces over the pixel budget itself, before cairo allocates, whoever
/// asks for them (issue 16: the budget was only checked where scenes are read).
@Suite("Surface pixel budget")
struct SurfaceBudgetTests {
    @Test func anOverBudgetSurfaceIsRefusedBeforeCairoAllocates() {
        // 20000 × 20000 is within cairo's 32767 a side but would take 1.6 GB.
        let error = canvasError { _ = try ImageSurface(pixelWidth: 20_000, pixelHeight: 20_000) }
        #expect(error?.code == .invalidArgument)
        #expect(
            error?.description
                == "create image surface failed: 20000 × 20000 is 400,000,000 pixels, over the budget of "
                + "100,000,000 pixels per surface; raise it with the environment variable REEL_MAX_PIXELS "
                + "(docs/limits.md)")
    }

    @Test func theBudgetAppliesToSurfacesMadeFromPointsAndFromPixels() {
        // 5001 × 5000 points at scale 2 is 100,020,000 pixels: one row of points over.
        let error = canvasError { _ = try ImageSurface(width: 5_001, height: 5_000, scale: 2) }
        #expect(error?.reason.hasPrefix("10002 × 10000 is 100,020,000 pixels, over the budget") == true)
    }

    @Test func aSurfaceExactlyAtTheBudgetIsAllowedByTheCheck() throws {
        try SurfaceBudget.check(width: 10_000, height: 10_000, operation: "test")
        #expect(throws: CanvasError.self) { try SurfaceBudget.check(width: 10_001, height: 10_000, operation: "test") }
        #expect(throws: CanvasError.self) { try SurfaceBudget.check(width: 3, height: 3, budget: 8, operation: "test") }
        try SurfaceBudget.check(width: 2, height: 4, budget: 8, operation: "test")
    }

    @Test func theVariableSetsTheBudgetAndBadValuesKeepTheDefault() {
        #expect(SurfaceBudget.pixels(environment: [:]) == 100_000_000)
        #expect(SurfaceBudget.pixels(environment: ["REEL_MAX_PIXELS": "400_000_000"]) == 400_000_000)
        #expect(SurfaceBudget.pixels(environment: ["REEL_MAX_PIXELS": " 64 "]) == 64)
        #expect(SurfaceBudget.pixels(environment: ["REEL_MAX_PIXELS": "0"]) == 100_000_000)
        #expect(SurfaceBudget.pixels(environment: ["REEL_MAX_PIXELS": "lots"]) == 100_000_000)
    }

    @Test func groupedNumbersReadAsPeopleWriteThem() {
        #expect(SurfaceBudget.grouped(400_000_000) == "400,000,000")
        #expect(SurfaceBudget.grouped(999) == "999")
        #expect(SurfaceBudget.grouped(1_000) == "1,000")
    }
}
