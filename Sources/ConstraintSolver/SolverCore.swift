/// The solver's state and algorithms, as a value mutated in place.
///
/// ``Solver`` is a thin reference wrapper around this struct; keeping the
/// state in one struct means a public call is a single exclusive access rather
/// than one dynamic exclusivity check per field access.
struct SolverCore {
    /// Bookkeeping for a user variable known to the tableau.
    struct VariableRecord {
        let variable: Variable
        let symbol: Symbol
        /// How many live constraints (edit constraints included) mention it.
        var references: Int
        /// The value captured by the last `updateVariables()`.
        var value: Double
    }

    /// The tableau symbols that belong to one added constraint.
    struct ConstraintRecord {
        let constraint: Constraint
        /// The slack, dummy or (first) error symbol that identifies the constraint.
        let marker: Symbol
        /// The second error symbol of an optional constraint, else invalid.
        let other: Symbol
    }

    /// An edit variable's hidden constraint `v == target` and its current target.
    struct EditRecord {
        let constraint: Constraint
        var target: Double
    }

    var tableau = Tableau()
    var variables = IdentityTable<VariableRecord>()
    var constraints = IdentityTable<ConstraintRecord>()
    var edits = IdentityTable<EditRecord>()

    /// Validates and adds a user constraint.
    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints[ObjectIdentifier(constraint)] == nil else {
            throw .duplicateConstraint(constraint)
        }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        try insert(constraint)
    }

    /// Removes a user constraint.
    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints[ObjectIdentifier(constraint)] != nil else {
            throw .unknownConstraint(constraint)
        }
        try erase(constraint)
    }

    /// Captures every variable's current value.
    mutating func updateVariables() {
        let tableau = self.tableau
        variables.updateAll { record in
            record.value = tableau.value(of: record.symbol)
        }
    }

    /// The live value of `variable` in the tableau (not the captured one).
    func currentValue(of variable: Variable) -> Double {
        guard let record = variables[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: record.symbol)
    }
}
