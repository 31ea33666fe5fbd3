import CCairo
import Foundation
import ImageCodecs

/// A vector drawing that becomes an SVG document: a cairo SVG surface writing to memory, with
/// the `px` document unit.
///
/// Draw with ``draw(_:)`` as on an ``ImageSurface`` (one user-space unit is one SVG pixel), then
/// call ``finish()`` for the document's bytes or ``write(to:)`` for a file. Finishing is explicit
/// (`cairo_surface_finish`) and its status is checked; after it the surface cannot be drawn on.
///
/// cairo numbers the ids inside an SVG (`surface5`, `glyph0-1`, `clip3`…) from process-wide
/// counters; ``finish()`` renumbers them so the same drawing always gives the same bytes.
///
/// Not `Sendable`: create, draw and finish it on one task.
public final class SVGSurface {
    /// The owned `cairo_surface_t *`.
    private let surface: OpaquePointer
    /// Receives the document from cairo's write callback; outlives `surface`.
    private let sink: ByteSink
    /// The finished, normalised document, once ``finish()`` has run.
    private var document: Data?
    /// The width in SVG pixels.
    public let width: Double
    /// The height in SVG pixels.
    public let height: Double

    /// Creates an empty SVG drawing of `width` × `height` pixels
    /// (`cairo_svg_surface_create_for_stream`, `cairo_svg_surface_set_document_unit` with
    /// `CAIRO_SVG_UNIT_PX`).
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` before calling cairo when a size is zero,
    ///   negative, not finite or more than 32767; `.cairo` when cairo cannot create the surface.
    public init(width: Double, height: Double) throws {
        let operation = "create SVG surface"
        self.width = try SurfaceSize.points("width", width, operation: operation)
        self.height = try SurfaceSize.points("height", height, operation: operation)
        let sink = ByteSink()
        guard let surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, width, height) else {
            throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: operation)
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CanvasError(status: status, operation: operation)
        }
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        self.surface = surface
        self.sink = sink
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws on the surface: `body` gets a fresh ``GraphicsContext`` (`cairo_create`), and the
    /// context's status is checked afterwards.
    ///
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``CanvasError`` when cairo fails (also after
    ///   ``finish()``, which ends drawing).
    @discardableResult
    public func draw<Result>(_ body: (GraphicsContext) throws -> Result) throws -> Result {
        let operation = "draw on SVG surface"
        if document != nil {
            throw CanvasError(status: CAIRO_STATUS_SURFACE_FINISHED, operation: operation)
        }
        let context = try GraphicsContext(surface: surface, operation: operation)
        let result = try body(context)
        try context.checkStatus(operation)
        return result
    }

    /// Ends the drawing and returns the SVG document (`cairo_surface_finish`, then
    /// `cairo_surface_status`), with cairo's ids renumbered in order of first appearance.
    /// Calling it again returns the same bytes.
    ///
    /// - Throws: ``CanvasError`` when cairo reports an error while finishing or writing.
    public func finish() throws -> Data {
        if let document { return document }
        cairo_surface_finish(surface)
        try CanvasError.check(cairo_surface_status(surface), "finish SVG")
        let normalized = SVGIdentifiers.normalized(sink.take())
        document = normalized
        return normalized
    }

    /// Finishes the drawing (see ``finish()``) and writes the document to `url` atomically.
    ///
    /// - Throws: ``CanvasError`` naming the path when finishing or writing fails.
    public func write(to url: URL) throws {
        let data: Data
        do {
            data = try finish()
        } catch var error as CanvasError {
            error.path = url.path
            throw error
        }
        try AtomicFile.write(data, to: url, operation: "write SVG")
    }
}
