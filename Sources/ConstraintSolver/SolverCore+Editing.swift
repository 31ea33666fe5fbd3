/// Edit variables: values pushed in from outside, e.g. while dragging (paper §2.4).
extension SolverCore {
    /// Adds the hidden constraint `variable == current value` at `strength`.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        let target = currentValue(of: variable)
        let expression = LinearExpression(terms: [Term(variable)], constant: -target)
        let constraint = Constraint(expression, .equal, strength: strength)
        try insert(constraint)
        edits.setValue(EditRecord(constraint: constraint, target: target), for: key)
    }

    /// Removes an edit variable's hidden constraint.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        try erase(edit.constraint)
        edits.removeValue(for: key)
    }

    /// Moves the edit target and restores feasibility with the dual simplex.
    ///
    /// If the dual simplex fails, its pivots are undone and the target shift is
    /// reversed, so the solver is unchanged.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        guard let record = constraints[ObjectIdentifier(edit.constraint)] else {
            throw .internalInconsistency("edit constraint missing for \(variable)")
        }
        let delta = value - edit.target
        tableau.journal = []
        tableau.shiftEdit(marker: record.marker, other: record.other, by: delta)
        do {
            try tableau.dualOptimize()
        } catch {
            let steps = tableau.journal ?? []
            tableau.journal = nil
            tableau.undo(steps)
            tableau.shiftEdit(marker: record.marker, other: record.other, by: -delta)
            tableau.infeasible.removeAll(keepingCapacity: true)
            throw error
        }
        tableau.journal = nil
        edits.update(key) { $0.target = value }
    }
}
