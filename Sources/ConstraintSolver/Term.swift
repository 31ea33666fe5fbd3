/// One `coefficient × variable` summand of a ``LinearExpression``.
///
/// Terms are plain values; the same variable may appear in several terms of an
/// expression until ``LinearExpression/simplified()`` merges them.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable multiplied.
    ///
    /// Compared by identity when terms are merged.
    public var variable: Variable
    /// The factor applied to the variable.
    ///
    /// Must be finite for a constraint using it to be accepted.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    ///
    /// - Parameters:
    ///   - variable: the unknown.
    ///   - coefficient: its factor, 1 by default.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `x`, `-x` or `2.5*x`.
    ///
    /// Integral coefficients print without a fractional part.
    public var description: String {
        switch coefficient {
        case 1: return variable.description
        case -1: return "-" + variable.description
        default: return formatNumber(coefficient) + "*" + variable.description
        }
    }
}
