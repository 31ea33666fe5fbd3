/// An incremental solver for linear equality and inequality constraints.
///
/// This is the Cassowary algorithm (Badros, Borning & Stuckey, ACM TOCHI 2001):
/// a simplex tableau in basic feasible solved form that is updated as
/// constraints come and go, with the dual simplex re-optimising cheaply when
/// edit variables receive new suggested values.
///
/// Required constraints must all hold; adding one that conflicts fails with
/// ``SolverError/unsatisfiable(_:)`` and leaves the solver unchanged. Optional
/// constraints are satisfied as well as possible, priority by priority (see
/// ``Strength`` for the weighting scheme). Values are read with
/// ``value(of:)`` after ``updateVariables()``.
///
/// The solver is not thread-safe; confine each instance to one thread or actor.
public final class Solver {
    private var core = SolverCore()

    /// Creates an empty solver.
    ///
    /// It has no constraints, no edit variables and no objective.
    public init() {}

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was already added,
    ///   ``SolverError/nonFiniteConstraint(_:)`` for NaN or infinite numbers,
    ///   ``SolverError/invalidStrength(_:)``, or
    ///   ``SolverError/unsatisfiable(_:)`` when a required constraint conflicts
    ///   with the required constraints present. On any error the solver is unchanged.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.addConstraint(constraint)
    }

    /// Adds several constraints in order, stopping at the first failure.
    ///
    /// Constraints before the failing one stay added.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints {
            try core.addConstraint(constraint)
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it was never added.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.removeConstraint(constraint)
    }

    /// Whether the constraint (this instance) is currently in the solver.
    ///
    /// Edit variables' internal constraints are not reported.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.constraints[ObjectIdentifier(constraint)] != nil
    }

    /// The number of constraints in the solver, edit constraints included.
    ///
    /// Useful for diagnostics.
    public var constraintCount: Int { core.constraints.count }

    /// Makes `variable` editable with a non-required strength.
    ///
    /// Internally this adds `variable == current value` at `strength`; move the
    /// target with ``suggestValue(_:_:)``.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/invalidStrength(_:)``, or
    ///   ``SolverError/badRequiredStrength(_:)`` for the required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not being edited.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// Whether `variable` is currently an edit variable.
    ///
    /// See ``addEditVariable(_:strength:)``.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.edits[ObjectIdentifier(variable)] != nil
    }

    /// Moves an edit variable's target to `value` and re-optimises with the dual simplex.
    ///
    /// Only row constants change; pivots happen only when some constraint starts
    /// or stops binding, so a drag usually costs one pass over the tableau.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or
    ///   ``SolverError/nonFiniteValue(_:_:)``; the solver is unchanged on error.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try core.suggestValue(variable, value)
    }

    /// Copies the current solution into the values returned by ``value(of:)``.
    ///
    /// Call it after adding or removing constraints or suggesting values.
    public func updateVariables() {
        core.updateVariables()
    }

    /// The value of `variable` as of the last ``updateVariables()``.
    ///
    /// Zero for a variable that no constraint mentions.
    public func value(of variable: Variable) -> Double {
        core.variables[ObjectIdentifier(variable)]?.value ?? 0
    }

    /// Shorthand for ``value(of:)``.
    ///
    /// `solver[x]` reads the value captured by the last ``updateVariables()``.
    public subscript(variable: Variable) -> Double {
        value(of: variable)
    }

    /// Removes every constraint, edit variable and captured value.
    ///
    /// The solver is as good as new afterwards.
    public func reset() {
        core = SolverCore()
    }
}
