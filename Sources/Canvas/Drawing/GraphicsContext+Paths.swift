import CCairo
import Foundation
import Geometry

extension GraphicsContext {
    /// Fills `path` with `color` (`cairo_fill`).
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func fill(_ path: Path, with color: Color, rule: FillRule = .winding) throws {
        replace(with: path)
        cairo_set_fill_rule(cairo, rule.cairoRule)
        setSource(color)
        cairo_fill(cairo)
        try checkStatus("fill path")
    }

    /// Fills `rect` with `color` (`cairo_rectangle`, `cairo_fill`); no path value is built.
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func fill(_ rect: CGRect, with color: Color) throws {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        setSource(color)
        cairo_fill(cairo)
        try checkStatus("fill rectangle")
    }

    /// Strokes `path` with `color`, `lineWidth` points wide and centred on the path, with mitred
    /// joins (`cairo_stroke`).
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func stroke(_ path: Path, with color: Color, lineWidth: Double = 1) throws {
        try stroke(path, with: color, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `color` in `style` (`cairo_set_line_width`, `cairo_set_dash`,
    /// `cairo_set_line_cap`, `cairo_set_line_join`, `cairo_stroke`). The style applies to this
    /// stroke only.
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func stroke(_ path: Path, with color: Color, style: StrokeStyle) throws {
        cairo_save(cairo)
        replace(with: path)
        apply(style)
        setSource(color)
        cairo_stroke(cairo)
        cairo_restore(cairo)
        try checkStatus("stroke path")
    }

    /// Strokes `rect`'s outline (`cairo_rectangle`, `cairo_stroke`).
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func stroke(_ rect: CGRect, with color: Color, lineWidth: Double = 1) throws {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        cairo_set_line_width(cairo, lineWidth)
        setSource(color)
        cairo_stroke(cairo)
        try checkStatus("stroke rectangle")
    }

    /// Narrows the clip region to the inside of `path` (`cairo_clip`). The clip only ever
    /// shrinks; scope it with ``withSavedState(_:)`` or use ``withClip(to:rule:_:)``.
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func clip(to path: Path, rule: FillRule = .winding) throws {
        replace(with: path)
        cairo_set_fill_rule(cairo, rule.cairoRule)
        cairo_clip(cairo)
        try checkStatus("clip to path")
    }

    /// Narrows the clip region to `rect` (`cairo_rectangle`, `cairo_clip`).
    ///
    /// - Throws: ``CanvasError`` when cairo fails.
    public func clip(to rect: CGRect) throws {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        cairo_clip(cairo)
        try checkStatus("clip to rectangle")
    }

    /// Runs `body` with the clip narrowed to `path`, then restores the previous clip.
    ///
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``CanvasError`` when cairo fails.
    @discardableResult
    public func withClip<Result>(
        to path: Path, rule: FillRule = .winding, _ body: () throws -> Result
    ) throws -> Result {
        try withSavedState {
            try clip(to: path, rule: rule)
            return try body()
        }
    }

    /// Sets the line width, dashes, cap and join. A dash pattern cairo would reject (negative or
    /// all-zero lengths, non-finite values) becomes a solid line instead of an error state.
    private func apply(_ style: StrokeStyle) {
        cairo_set_line_width(cairo, style.lineWidth)
        let dashUsable =
            style.dash.allSatisfy { $0.isFinite && $0 >= 0 } && style.dash.contains { $0 > 0 }
            && style.dashPhase.isFinite
        if dashUsable {
            cairo_set_dash(cairo, style.dash, Int32(style.dash.count), style.dashPhase)
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
        cairo_set_line_cap(cairo, style.lineCap.cairoCap)
        cairo_set_line_join(cairo, style.lineJoin.cairoJoin)
    }

    /// Replaces cairo's current path with `path`.
    private func replace(with path: Path) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(cairo, point.x, point.y)
            case .line(let point):
                cairo_line_to(cairo, point.x, point.y)
            case .quadCurve(let point, let control):
                // cairo has cubic curves only; the quadratic is the cubic with its controls two
                // thirds of the way from each end to the quadratic's control point.
                var (x, y) = (Double(control.x), Double(control.y))
                if cairo_has_current_point(cairo) != 0 { cairo_get_current_point(cairo, &x, &y) }
                let (cx, cy) = (Double(control.x), Double(control.y))
                let (px, py) = (Double(point.x), Double(point.y))
                cairo_curve_to(
                    cairo, x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), px + 2 / 3 * (cx - px), py + 2 / 3 * (cy - py),
                    px, py)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .close:
                cairo_close_path(cairo)
            }
        }
    }
}

extension FillRule {
    var cairoRule: cairo_fill_rule_t {
        switch self {
        case .winding: CAIRO_FILL_RULE_WINDING
        case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}

extension StrokeStyle.LineCap {
    var cairoCap: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension StrokeStyle.LineJoin {
    var cairoJoin: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
