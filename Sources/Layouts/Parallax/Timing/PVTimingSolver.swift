/// How a ``PVTimingFunction`` finds the Bézier parameter `t` whose x equals the input.
public enum PVTimingSolver: String, Hashable, Sendable, CaseIterable {
    /// PVView's own solver, bit for bit: WebKit's PVUnitBezier scheme with tolerance 0.005
    /// (8 Newton steps from `t = x` with a derivative guard of 1e-6, then bisection on 0…1).
    /// Results are only as accurate as that tolerance (`default(0.5)` = 0.805658, exact 0.802403).
    case approximate
    /// Solves `X(t) = x` to within 1e-9 (bisection on 0…1 for inputs in range; Newton for
    /// inputs outside it, falling back to the end value when Newton does not converge).
    case exact
}
