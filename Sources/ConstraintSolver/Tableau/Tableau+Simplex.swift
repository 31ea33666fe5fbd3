/// Primal and dual simplex iterations over the lexicographic objective.
///
/// Both use Bland's rule (the smallest eligible symbol enters; ratio ties go to
/// the smallest basic symbol), which is valid over the ordered field of
/// lexicographic cost vectors and guarantees termination. An iteration cap is a
/// second line of defence against floating-point trouble.
extension Tableau {
    /// The most pivots one optimisation may take before giving up.
    var iterationLimit: Int { 10_000 + 50 * (rows.count + levels.count) }

    /// Runs the primal simplex until no symbol improves the objective.
    ///
    /// With `artificialPhase`, the objective is the artificial row alone;
    /// otherwise it is the vector of priority levels.
    mutating func optimize(artificialPhase: Bool) throws(SolverError) {
        let limit = iterationLimit
        var iterations = 0
        while true {
            let entering = artificialPhase ? artificialEnteringSymbol() : enteringSymbol()
            guard entering.isValid else { return }
            guard let index = leavingRow(for: entering) else {
                throw .internalInconsistency("the objective is unbounded below")
            }
            pivot(rowAt: index, entering: entering)
            iterations += 1
            if iterations > limit { throw .iterationLimitExceeded }
        }
    }

    /// The smallest symbol whose objective cost vector is lexicographically negative.
    ///
    /// Only `candidates` can qualify (all other costs were non-improving when
    /// last checked and have not changed since); candidates found
    /// non-improving are dropped, improving ones are kept for later rounds.
    private mutating func enteringSymbol() -> Symbol {
        if needsFullScan {
            needsFullScan = false
            candidates.removeAll(keepingCapacity: true)
            for level in levels {
                for cell in level.row.cells {
                    candidates.append(cell.symbol)
                }
            }
        }
        if candidates.isEmpty { return .invalid }
        candidates.sort()
        var best = Symbol.invalid
        var kept = 0
        var previous = Symbol.invalid
        for index in candidates.indices {
            let symbol = candidates[index]
            if symbol == previous || symbol.isDummy { continue }
            previous = symbol
            guard isImproving(symbol) else { continue }
            candidates[kept] = symbol
            kept += 1
            if !best.isValid { best = symbol }
        }
        candidates.removeLast(candidates.count - kept)
        return best
    }

    /// Whether the highest level where `symbol` has a non-negligible cost has a negative one.
    private func isImproving(_ symbol: Symbol) -> Bool {
        for level in levels {
            let cost = level.row.coefficient(for: symbol)
            if cost < -epsilon { return true }
            if cost > epsilon { return false }
        }
        return false
    }

    /// The smallest symbol with a negative cost in the artificial objective.
    private func artificialEnteringSymbol() -> Symbol {
        guard let objective = artificial else { return .invalid }
        for cell in objective.cells where cell.coefficient < -epsilon && !cell.symbol.isDummy {
            return cell.symbol
        }
        return .invalid
    }

    /// The restricted row that limits `entering` first (minimum ratio test).
    private func leavingRow(for entering: Symbol) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Symbol.invalid
        for index in rows.indices {
            let basic = basics[index]
            if basic.isExternal { continue }
            let coefficient = rows[index].coefficient(for: entering)
            if coefficient >= 0 { continue }
            let ratio = -rows[index].constant / coefficient
            if best < 0 || ratio < bestRatio - epsilon {
                best = index
                bestRatio = ratio
                bestBasic = basic
            } else if ratio <= bestRatio + epsilon && basic < bestBasic {
                best = index
                bestRatio = Swift.min(ratio, bestRatio)
                bestBasic = basic
            }
        }
        return best < 0 ? nil : best
    }

    /// Restores feasibility after edit targets moved, keeping optimality.
    ///
    /// Repeatedly takes the smallest infeasible restricted basic symbol out of
    /// the basis, bringing in the symbol of minimum (lexicographic) cost ratio.
    mutating func dualOptimize() throws(SolverError) {
        let limit = iterationLimit
        var iterations = 0
        while true {
            var leavingIndex = -1
            var leaving = Symbol.invalid
            var kept = 0
            for symbol in infeasible {
                guard let index = rowIndex(of: symbol), rows[index].constant < -epsilon else { continue }
                infeasible[kept] = symbol
                kept += 1
                if leavingIndex < 0 || symbol < leaving {
                    leavingIndex = index
                    leaving = symbol
                }
            }
            infeasible.removeLast(infeasible.count - kept)
            guard leavingIndex >= 0 else {
                infeasible.removeAll(keepingCapacity: true)
                return
            }
            let entering = dualEnteringSymbol(inRowAt: leavingIndex)
            guard entering.isValid else {
                throw .internalInconsistency("the dual simplex found no entering symbol")
            }
            pivot(rowAt: leavingIndex, entering: entering)
            iterations += 1
            if iterations > limit { throw .iterationLimitExceeded }
        }
    }

    /// The symbol of row `index` with positive coefficient and least cost ratio.
    private func dualEnteringSymbol(inRowAt index: Int) -> Symbol {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        for cell in rows[index].cells where cell.coefficient > epsilon && !cell.symbol.isDummy {
            if !best.isValid || ratioPrecedes(cell.symbol, cell.coefficient, best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// Whether `cost(a)/ca` is lexicographically below `cost(b)/cb` (ties: `a < b`).
    private func ratioPrecedes(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let ra = level.row.coefficient(for: a) / ca
            let rb = level.row.coefficient(for: b) / cb
            if ra < rb - epsilon { return true }
            if ra > rb + epsilon { return false }
        }
        return a < b
    }
}
