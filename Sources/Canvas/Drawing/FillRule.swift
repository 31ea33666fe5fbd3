/// How a path's inside is decided where it crosses itself.
public enum FillRule: Sendable, Hashable {
    /// Inside where the path winds round a non-zero number of times (`CAIRO_FILL_RULE_WINDING`).
    case winding
    /// Inside where a ray crosses the path an odd number of times (`CAIRO_FILL_RULE_EVEN_ODD`).
    case evenOdd
}
