/// Adding a constraint to the tableau (paper §2.5).
extension SolverCore {
    /// Adds a validated constraint; on failure the solver is left as it was.
    mutating func insert(_ constraint: Constraint) throws(SolverError) {
        let firstNewID = tableau.symbolCount
        var (row, marker, other) = makeRow(for: constraint)
        guard isFinite(row) else {
            forget(constraint, createdFrom: firstNewID)
            throw .nonFiniteConstraint(constraint)
        }

        var subject = chooseSubject(in: row, marker: marker, other: other)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // Only dummies left: a redundant equality (constant 0) or a conflict.
            guard isNearZero(row.constant) else {
                forget(constraint, createdFrom: firstNewID)
                throw .unsatisfiable(constraint)
            }
            subject = marker
        }

        if subject.isValid {
            row.solve(for: subject)
            // A symbol created for this constraint appears in no other row.
            if subject.id < firstNewID {
                tableau.substitute(subject, with: row)
            }
            tableau.insertRow(row, basic: subject)
        } else {
            let added: Bool
            do {
                added = try addWithArtificialVariable(row)
            } catch {
                forget(constraint, createdFrom: firstNewID)
                throw error
            }
            guard added else {
                forget(constraint, createdFrom: firstNewID)
                throw .unsatisfiable(constraint)
            }
        }

        constraints.setValue(
            ConstraintRecord(constraint: constraint, marker: marker, other: other),
            for: ObjectIdentifier(constraint))
        let strength = constraint.strength
        if !strength.isRequired {
            let level = tableau.retainLevel(strength.priority)
            if marker.isError {
                tableau.addObjectiveTerm(marker, weight: strength.weight, level: level)
            }
            if other.isValid {
                tableau.addObjectiveTerm(other, weight: strength.weight, level: level)
            }
        }
        for term in constraint.expression.terms {
            variables.update(ObjectIdentifier(term.variable)) { $0.references += 1 }
        }

        do {
            try tableau.optimize(artificialPhase: false)
        } catch {
            // Best effort: the tableau is feasible, so take the constraint out again.
            try? erase(constraint)
            throw error
        }
        tableau.infeasible.removeAll(keepingCapacity: true)
    }

    /// Builds `0 = row` for the constraint, with basic variables substituted.
    ///
    /// Inequalities get a slack symbol (the marker); optional constraints get
    /// error symbols (`marker`/`other`); required equalities get a dummy marker.
    /// The row is negated if needed so that its constant is non-negative.
    private mutating func makeRow(for constraint: Constraint) -> (row: Row, marker: Symbol, other: Symbol) {
        let terms = constraint.expression.terms
        var row = Row(constant: constraint.expression.constant, capacity: terms.count * 3 + 2)
        for term in terms {
            let symbol = symbol(for: term.variable)
            if let index = tableau.rowIndex(of: symbol) {
                row.add(tableau.rows[index], times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let marker: Symbol
        var other = Symbol.invalid
        let required = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e <= 0  ⇔  e + slack = 0;  e >= 0  ⇔  e - slack = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            row.add(marker, sign)
            if !required {
                other = tableau.makeSymbol(.error)
                row.add(other, -sign)
            }
        case .equal:
            if required {
                marker = tableau.makeSymbol(.dummy)
                row.add(marker, 1)
            } else {
                // e = plus - minus, both errors non-negative.
                marker = tableau.makeSymbol(.error)
                other = tableau.makeSymbol(.error)
                row.add(marker, -1)
                row.add(other, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, marker, other)
    }

    /// The symbol for `variable`, registering the variable on first use.
    private mutating func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = variables.lookup(key, { $0.symbol }) { return symbol }
        let symbol = tableau.makeSymbol(.external)
        variables.setValue(
            VariableRecord(variable: variable, symbol: symbol, references: 0, value: 0), for: key)
        return symbol
    }

    /// Unregisters the variables first registered for a constraint that was not added.
    ///
    /// They are the constraint's variables whose symbols are at least `firstNewID`.
    private mutating func forget(_ constraint: Constraint, createdFrom firstNewID: Int) {
        for term in constraint.expression.terms {
            let key = ObjectIdentifier(term.variable)
            if let record = variables[key], record.symbol.id >= firstNewID, record.references == 0 {
                variables.removeValue(for: key)
            }
        }
    }

    private func isFinite(_ row: Row) -> Bool {
        row.constant.isFinite && row.cells.allSatisfy { $0.coefficient.isFinite }
    }

    /// The symbol to make basic for a new row, or invalid if none qualifies.
    ///
    /// Any unrestricted (external) symbol will do; otherwise the constraint's
    /// own slack or error symbol if its coefficient is negative, which keeps the
    /// new row's constant non-negative.
    private func chooseSubject(in row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal {
            return cell.symbol
        }
        if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other.isValid && other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return .invalid
    }

    /// Adds `0 = row` through an artificial variable (paper §2.5).
    ///
    /// The artificial symbol `a = row` is minimised; a positive minimum means the
    /// constraint cannot hold, and the recorded pivots are undone so the
    /// tableau is as before. Returns whether the row was added.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        // The artificial symbol is a dummy: it may leave the basis but never
        // re-enter, so once parametric it stays pinned at zero and its column
        // can be left in place instead of being deleted from every row.
        let artificial = tableau.makeSymbol(.dummy)
        tableau.insertRow(row, basic: artificial)
        tableau.artificial = row
        tableau.journal = []
        var failure: SolverError?
        do {
            try tableau.optimize(artificialPhase: true)
        } catch {
            failure = error
        }
        let feasible = failure == nil && isNearZero(tableau.artificial?.constant ?? 1)
        let steps = tableau.journal ?? []
        tableau.journal = nil
        tableau.artificial = nil

        guard feasible else {
            tableau.undo(steps)
            if let index = tableau.rowIndex(of: artificial) {
                tableau.removeRow(at: index)
            }
            if let failure { throw failure }
            return false
        }

        guard let index = tableau.rowIndex(of: artificial) else {
            return true // Parametric: pinned at zero from now on.
        }
        var remaining = tableau.removeRow(at: index)
        if remaining.isConstant { return true }
        // `0 = remaining`: make one of its symbols basic, preferring slack/error.
        let entering = remaining.cells.first(where: { $0.symbol.isPivotable })?.symbol
            ?? remaining.cells[0].symbol
        remaining.solve(for: entering)
        tableau.substitute(entering, with: remaining)
        tableau.insertRow(remaining, basic: entering)
        return true
    }
}
