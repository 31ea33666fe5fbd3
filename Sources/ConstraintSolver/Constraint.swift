/// A linear relation between two expressions, with a strength.
///
/// Create constraints with the comparison operators, e.g. `x + 10 == y`,
/// `x >= 0` or `(x + y) <= 100`, then adjust the strength with
/// ``withPriority(_:)`` or ``withStrength(_:)``. A constraint is stored
/// normalised as `expression ⋈ 0` with `expression = lhs - rhs`. Constraints are
/// immutable and compared by identity, which is what ``Solver`` uses to add and
/// remove them.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`, simplified: each variable once, no zero coefficients.
    ///
    /// The relation applies between this expression and zero.
    public let expression: LinearExpression
    /// The relation between ``expression`` and zero.
    ///
    /// One of `==`, `<=` and `>=`.
    public let relation: Relation
    /// How strongly the constraint should hold.
    ///
    /// ``Strength/required`` unless set otherwise.
    public let strength: Strength

    /// Creates the constraint `expression ⋈ 0`.
    ///
    /// - Parameters:
    ///   - expression: the left side minus the right side; it is simplified.
    ///   - relation: the relation to zero.
    ///   - strength: ``Strength/required`` by default.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.simplified()
        self.relation = relation
        self.strength = strength
    }

    /// Creates the constraint `lhs ⋈ rhs`.
    ///
    /// - Parameters:
    ///   - lhs: the left side.
    ///   - relation: how the sides relate.
    ///   - rhs: the right side.
    ///   - strength: ``Strength/required`` by default.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint with the same relation and the given strength.
    ///
    /// The receiver is unchanged (constraints are immutable).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// A new constraint with the same relation and `Strength(priority:)`.
    ///
    /// 1000 means required; 1..<1000 are optional priorities.
    public func withPriority(_ priority: Float) -> Constraint {
        withStrength(Strength(priority: priority))
    }

    /// Whether the constraint holds (within `tolerance`) for the given values.
    ///
    /// - Parameters:
    ///   - tolerance: the allowed violation.
    ///   - value: the value of each variable, e.g. `solver.value(of:)`.
    public func isSatisfied(tolerance: Double = 1e-6, _ value: (Variable) -> Double) -> Bool {
        let residual = expression.evaluate(value)
        switch relation {
        case .equal: return abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }

    /// Whether both sides are the same instance.
    ///
    /// Constraints with equal content are still different constraints.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    ///
    /// Consistent with the identity-based `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The normalised constraint and its strength, e.g. `xl - xr <= -10 (required)`.
    ///
    /// The constant is moved to the right-hand side.
    public var description: String {
        let left = LinearExpression(terms: expression.terms).description
        return "\(left) \(relation) \(formatNumber(-expression.constant + 0)) (\(strength))"
    }
}
