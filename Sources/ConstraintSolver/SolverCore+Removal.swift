/// Removing a constraint from the tableau via its marker symbol (paper §2.6).
extension SolverCore {
    /// Removes an added constraint (edit constraints included) and re-optimises.
    mutating func erase(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints.removeValue(for: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let strength = constraint.strength
        if !strength.isRequired, let level = tableau.levelIndex(for: strength.priority) {
            if record.marker.isError {
                tableau.addObjectiveTerm(record.marker, weight: -strength.weight, level: level)
            }
            if record.other.isValid {
                tableau.addObjectiveTerm(record.other, weight: -strength.weight, level: level)
            }
            tableau.releaseLevel(at: level)
        }

        if let index = tableau.rowIndex(of: record.marker) {
            tableau.removeRow(at: index)
        } else if let index = tableau.markerLeavingRow(for: record.marker) {
            tableau.pivot(rowAt: index, entering: record.marker)
            tableau.removeRow(at: index)
        }
        // (A marker in no row belonged to a redundant constraint: nothing to drop.)

        releaseVariables(of: constraint)
        try tableau.optimize(artificialPhase: false)
        tableau.infeasible.removeAll(keepingCapacity: true)
    }

    /// Drops variables no constraint mentions any more, with their rows.
    ///
    /// A basic external row defines only its own variable, so deleting it
    /// leaves every other value unchanged.
    private mutating func releaseVariables(of constraint: Constraint) {
        for term in constraint.expression.terms {
            let key = ObjectIdentifier(term.variable)
            guard var record = variables[key] else { continue }
            record.references -= 1
            if record.references > 0 {
                variables.setValue(record, for: key)
                continue
            }
            variables.removeValue(for: key)
            if let index = tableau.rowIndex(of: record.symbol) {
                tableau.removeRow(at: index)
            }
        }
    }
}
