import CCairo
import Foundation
import ImageCodecs

/// How big a string is in the bundled font at a given size (`cairo_scaled_font_text_extents`).
///
/// Measurements are in points, relative to the pen position on the baseline (y downwards), and
/// do not depend on the machine: the font is bundled and hinting is off.
public struct TextExtents: Sendable, Hashable {
    /// The box the glyphs' ink covers, relative to the pen on the baseline; its `minY` is
    /// negative for ink above the baseline.
    public var inkBounds: CGRect
    /// How far the pen moves: where a following string would start.
    public var advance: Double

    /// Extents from an ink box and an advance, in points; ``measure(_:size:weight:)`` makes these.
    public init(inkBounds: CGRect, advance: Double) {
        self.inkBounds = inkBounds
        self.advance = advance
    }

    /// Measures `text` set in the bundled font of `weight` (bold unless told) at `size` points.
    ///
    /// - Throws: ``CanvasError`` when the font cannot be loaded or cairo fails, or
    ///   `.invalidArgument` when `size` is not a finite positive number.
    public static func measure(_ text: String, size: Double, weight: FontWeight = .bold) throws -> TextExtents {
        try measured(text, size: size, weight: weight)
    }

    /// The pen position on the baseline that puts the ink of the measured text where
    /// `alignment` and `verticalAlignment` say relative to `point`.
    public func penPosition(
        for point: CGPoint, alignment: TextAlignment, verticalAlignment: TextVerticalAlignment
    ) -> CGPoint {
        let ink = RectEdges(inkBounds)
        let x: Double =
            switch alignment {
            case .left: point.x - ink.minX
            case .center: point.x - ink.midX
            case .right: point.x - ink.maxX
            }
        let y: Double =
            switch verticalAlignment {
            case .baseline: point.y
            case .center: point.y - ink.midY
            }
        return CGPoint(x: x, y: y)
    }

    /// Where the ink lands when the text is drawn at `point` with these alignments.
    public func inkFrame(
        at point: CGPoint, alignment: TextAlignment, verticalAlignment: TextVerticalAlignment
    ) -> CGRect {
        let pen = penPosition(for: point, alignment: alignment, verticalAlignment: verticalAlignment)
        return CGRect(
            x: pen.x + inkBounds.minX, y: pen.y + inkBounds.minY, width: inkBounds.width,
            height: inkBounds.height)
    }

    static func measured(_ text: String, size: Double, weight: FontWeight = .bold) throws(CanvasError)
        -> TextExtents
    {
        let operation = "measure text"
        guard size.isFinite, size > 0 else {
            throw .invalidArgument(
                operation, "font size \(SurfaceSize.text(size)) must be a finite number greater than 0")
        }
        let font = try BundledFont.shared(weight)
        var fontMatrix = cairo_matrix_t()
        var userToDevice = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, size, size)
        cairo_matrix_init_identity(&userToDevice)
        guard let scaled = cairo_scaled_font_create(font.face, &fontMatrix, &userToDevice, font.options) else {
            throw CanvasError(status: CAIRO_STATUS_NO_MEMORY, operation: operation)
        }
        defer { cairo_scaled_font_destroy(scaled) }
        var extents = cairo_text_extents_t()
        text.withCString { cairo_scaled_font_text_extents(scaled, $0, &extents) }
        try CanvasError.check(cairo_scaled_font_status(scaled), operation)
        return TextExtents(
            inkBounds: CGRect(
                x: extents.x_bearing, y: extents.y_bearing, width: extents.width, height: extents.height),
            advance: extents.x_advance)
    }
}
