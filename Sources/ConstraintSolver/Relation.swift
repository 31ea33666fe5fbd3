/// How a constraint's two sides relate.
///
/// A constraint `lhs ⋈ rhs` is stored as `lhs - rhs ⋈ 0`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs == rhs`.
    ///
    /// Non-required equalities are relaxed in both directions.
    case equal
    /// `lhs <= rhs`.
    ///
    /// Non-required upper bounds are relaxed upwards only.
    case lessThanOrEqual
    /// `lhs >= rhs`.
    ///
    /// Non-required lower bounds are relaxed downwards only.
    case greaterThanOrEqual

    /// The operator symbol (`==`, `<=` or `>=`).
    ///
    /// Used in constraint descriptions.
    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}
