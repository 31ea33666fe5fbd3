import CCairo
import Testing

@testable import Canvas
@testable import ImageCodecs

@Suite("cairo statuses")
struct CairoStatusTests {
    @Test func successIsTheOnlyStatusThatPasses() throws {
        try CanvasError.check(CAIRO_STATUS_SUCCESS, "paint")
    }

    @Test func knownStatusBecomesAnErrorWithCairosText() {
        let error = canvasError { try CanvasError.check(CAIRO_STATUS_NO_MEMORY, "fill path") }
        #expect(error?.code == .cairo(CAIRO_STATUS_NO_MEMORY.rawValue))
        #expect(error?.description == "fill path failed: out of memory")
    }

    @Test func unknownStatusIsAnErrorNeverSuccess() {
        let error = canvasError {
            try CanvasError.check(cairo_status_t(rawValue: 9_999), "finish SVG", path: "/out/a.svg")
        }
        #expect(error?.code == .cairo(9_999))
        #expect(error?.description == "finish SVG failed: <unknown error status> (/out/a.svg)")
    }
}
