import CCairo
import Foundation
import Geometry
import ImageCodecs

/// A colour gradient: colours at locations along a line (axial) or outwards from a centre
/// (radial), as Core Animation's `CAGradientLayer` draws them. Before the first stop the first
/// colour holds, after the last the last (`CAIRO_EXTEND_PAD`).
public struct Gradient: Sendable, Hashable {
    /// One colour at a location, 0…1.
    public struct Stop: Sendable, Hashable {
        /// Where the colour sits, 0…1.
        public var location: Double
        /// The colour.
        public var color: Color

        /// `color` at `location`.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// How the colours spread.
    public enum Kind: Sendable, Hashable {
        /// Along the line from `start` to `end` (user space).
        case axial(start: CGPoint, end: CGPoint)
        /// Outwards from `center` to an ellipse of `radii` (user space).
        case radial(center: CGPoint, radii: CGSize)
    }

    /// The stops, in ascending location.
    public var stops: [Stop]
    /// How the colours spread.
    public var kind: Kind

    /// A gradient of `stops` spread as `kind`.
    public init(stops: [Stop], kind: Kind) {
        self.stops = stops
        self.kind = kind
    }
}

extension GraphicsContext {
    /// Fills `path` with `gradient` (`cairo_pattern_create_linear` or
    /// `cairo_pattern_create_radial`, `cairo_pattern_add_color_stop_rgba`, `cairo_fill`). A
    /// gradient with no stops draws nothing; a degenerate one (a zero-length line, a zero radius)
    /// fills with its last colour, as Core Animation does.
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func fill(_ path: Path, with gradient: Gradient) throws {
        guard let last = gradient.stops.last else { return }
        let pattern: OpaquePointer?
        var matrix: cairo_matrix_t?
        switch gradient.kind {
        case .axial(let start, let end):
            guard start != end else { return try fill(path, with: last.color) }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case .radial(let center, let radii):
            guard radii.width > 0, radii.height > 0, radii.width.isFinite, radii.height.isFinite else {
                return try fill(path, with: last.color)
            }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // The pattern's matrix maps user space to the unit circle's space.
            var inverse = cairo_matrix_t()
            cairo_matrix_init_scale(&inverse, 1 / radii.width, 1 / radii.height)
            cairo_matrix_translate(&inverse, -center.x, -center.y)
            matrix = inverse
        }
        guard let pattern else { throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: "create gradient") }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, Color.clamped(stop.location), Color.clamped(color.red), Color.clamped(color.green),
                Color.clamped(color.blue), Color.clamped(color.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if var matrix { cairo_pattern_set_matrix(pattern, &matrix) }
        try CanvasError.check(cairo_pattern_status(pattern), "create gradient")
        try withSavedState {
            try clip(to: path)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            try checkStatus("fill gradient")
        }
    }

    /// Draws what `content` draws through the alpha of what `mask` draws, as Core Animation
    /// composites a layer with a mask layer (`cairo_push_group` for each, `cairo_mask`).
    ///
    /// Pass `bounds` (user space) to size the intermediate images to the pixels it covers; drawing
    /// outside it is cut off.
    ///
    /// - Throws: What the closures throw, or ``CanvasError`` when cairo fails.
    public func withMask(bounds: CGRect? = nil, mask: () throws -> Void, content: () throws -> Void) throws {
        try withSavedState {
            if let bounds { try clip(to: bounds) }
            cairo_push_group(cairo)
            do {
                try withSavedState(content)
            } catch {
                cairo_pattern_destroy(cairo_pop_group(cairo))
                throw error
            }
            guard let contentPattern = cairo_pop_group(cairo) else {
                throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: "mask layer")
            }
            defer { cairo_pattern_destroy(contentPattern) }
            cairo_push_group(cairo)
            do {
                try withSavedState(mask)
            } catch {
                cairo_pattern_destroy(cairo_pop_group(cairo))
                throw error
            }
            guard let maskPattern = cairo_pop_group(cairo) else {
                throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: "mask layer")
            }
            defer { cairo_pattern_destroy(maskPattern) }
            cairo_set_source(cairo, contentPattern)
            cairo_mask(cairo, maskPattern)
            try checkStatus("mask layer")
        }
    }
}
