import CCairo

extension GraphicsContext {
    /// Strokes `path` with a dash pattern of alternating on/off lengths in points
    /// (`cairo_set_dash`, `cairo_stroke`); an empty pattern draws a solid line.
    ///
    /// - Throws: ``CanvasError`` when a dash length is negative or not finite, or cairo fails.
    public func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) throws {
        guard !dash.isEmpty else { return try stroke(path, with: color, lineWidth: lineWidth) }
        guard dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else {
            throw CanvasError(
                code: .invalidArgument, operation: "stroke dashed path",
                reason: "dash lengths must be finite, non-negative and not all zero: \(dash)")
        }
        try withSavedState {
            dash.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), 0) }
            try stroke(path, with: color, lineWidth: lineWidth)
        }
    }
}
