/// The ways a ``Solver`` operation can fail.
///
/// Every failing operation leaves the solver as it was before the call, except
/// ``iterationLimitExceeded`` and ``internalInconsistency``, after which the
/// solver is consistent but its solution may not be optimal (call
/// ``Solver/reset()`` to start over).
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added.
    ///
    /// The constraint was not added; the previous solution is unchanged.
    case unsatisfiable(Constraint)
    /// The constraint (the same instance) has already been added.
    ///
    /// Add a distinct instance to state the same relation twice.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    ///
    /// Raised by ``Solver/removeConstraint(_:)``.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    ///
    /// Raised by ``Solver/addEditVariable(_:strength:)``.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    ///
    /// Raised by ``Solver/removeEditVariable(_:)`` and ``Solver/suggestValue(_:_:)``.
    case unknownEditVariable(Variable)
    /// An edit variable was given the required strength, which is not allowed.
    ///
    /// Suggestions must be able to give way to required constraints.
    case badRequiredStrength(Variable)
    /// The constraint has a NaN or infinite coefficient or constant.
    ///
    /// Also raised when its coefficients overflow once combined with the tableau.
    case nonFiniteConstraint(Constraint)
    /// A suggested value is NaN or infinite.
    ///
    /// The edit target keeps its previous value.
    case nonFiniteValue(Variable, Double)
    /// The strength has a NaN priority or a weight that is not finite and positive.
    ///
    /// Raised when adding a constraint or an edit variable with it.
    case invalidStrength(Strength)
    /// The simplex exceeded its iteration cap (a guard that should never trigger).
    ///
    /// The solver stays consistent but the solution may be sub-optimal.
    case iterationLimitExceeded
    /// An internal invariant failed (a bug or numerical breakdown).
    ///
    /// The message names the failed check.
    case internalInconsistency(String)

    /// A readable explanation naming the constraint or variable involved.
    ///
    /// Constraints are printed in their normalised form, e.g. `x - y <= -10 (required)`.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint):
            return "unsatisfiable required constraint: \(constraint)"
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: \(variable)"
        case .badRequiredStrength(let variable):
            return "edit variable \(variable) may not have the required strength"
        case .nonFiniteConstraint(let constraint):
            return "constraint with a non-finite coefficient or constant: \(constraint)"
        case .nonFiniteValue(let variable, let value):
            return "non-finite value \(value) suggested for \(variable)"
        case .invalidStrength(let strength):
            return "invalid strength: priority \(strength.priority), weight \(strength.weight)"
        case .iterationLimitExceeded:
            return "simplex iteration limit exceeded"
        case .internalInconsistency(let message):
            return "internal solver inconsistency: \(message)"
        }
    }

    /// Compares cases and their payloads (constraints and variables by identity).
    ///
    /// NaN suggested values compare equal to each other.
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiable(a), .unsatisfiable(b)),
             let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)),
             let (.nonFiniteConstraint(a), .nonFiniteConstraint(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.badRequiredStrength(a), .badRequiredStrength(b)):
            return a === b
        case let (.nonFiniteValue(a, x), .nonFiniteValue(b, y)):
            return a === b && (x == y || (x.isNaN && y.isNaN))
        case let (.invalidStrength(a), .invalidStrength(b)):
            return a.priority.bitPattern == b.priority.bitPattern && a.weight.bitPattern == b.weight.bitPattern
        case (.iterationLimitExceeded, .iterationLimitExceeded):
            return true
        case let (.internalInconsistency(a), .internalInconsistency(b)):
            return a == b
        default:
            return false
        }
    }
}
