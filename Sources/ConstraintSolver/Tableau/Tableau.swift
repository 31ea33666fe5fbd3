/// The simplex tableau in basic feasible solved form.
///
/// Rows are stored densely: `rows[i]` defines `basics[i]`, and `slots` maps a
/// symbol id to its row index (or -1 when the symbol is parametric). Dense
/// arrays keep the hot path free of hashing and make every decision
/// deterministic. `levels` is the lexicographic objective (highest priority
/// first); `artificial` is the extra objective used while adding a constraint
/// with an artificial variable. The tableau is a value type, but it is only
/// mutated in place through its owning ``Solver``.
struct Tableau {
    /// Pivot steps, `(entering, leaving)`, recorded while `journal` is non-nil.
    typealias Step = (entering: Symbol, leaving: Symbol)

    private(set) var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    private var slots: [Int32] = []
    private(set) var levels: [ObjectiveLevel] = []
    /// The objective of the artificial-variable phase, when it runs.
    var artificial: Row?
    /// Restricted basic symbols whose row constant may have become negative.
    var infeasible: [Symbol] = []
    /// When non-nil, every pivot is appended so it can be undone.
    var journal: [Step]?
    /// Symbols whose objective cost may have become improving (lexicographically
    /// negative). Every other symbol is known not to improve the objective.
    var candidates: [Symbol] = []
    /// Set when the level structure changed, so every objective symbol is a candidate.
    var needsFullScan = false

    init() {
        rows.reserveCapacity(16)
        basics.reserveCapacity(16)
        slots.reserveCapacity(32)
    }

    /// How many symbols have been created (the next symbol's id).
    var symbolCount: Int { slots.count }

    /// Creates a fresh symbol of `kind`.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: slots.count, kind: kind)
        slots.append(-1)
        return symbol
    }

    /// The index of the row `symbol` is basic in, or nil when it is parametric.
    @inline(__always)
    func rowIndex(of symbol: Symbol) -> Int? {
        let slot = slots[symbol.id]
        return slot < 0 ? nil : Int(slot)
    }

    /// The row defining `symbol`, or nil when it is parametric.
    func row(of symbol: Symbol) -> Row? {
        rowIndex(of: symbol).map { rows[$0] }
    }

    /// The current value of `symbol`: its row constant, or zero when parametric.
    func value(of symbol: Symbol) -> Double {
        guard let index = rowIndex(of: symbol) else { return 0 }
        return rows[index].constant
    }

    /// Adds `row` as the definition of the (parametric) symbol `basic`.
    mutating func insertRow(_ row: Row, basic: Symbol) {
        slots[basic.id] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    /// Removes and returns the row at `index`; its basic symbol becomes unknown.
    @discardableResult
    mutating func removeRow(at index: Int) -> Row {
        slots[basics[index].id] = -1
        var removed = Row()
        swap(&removed, &rows[index])
        let last = rows.count - 1
        if index != last {
            let movedRow = rows.removeLast()
            let movedBasic = basics.removeLast()
            rows[index] = movedRow
            basics[index] = movedBasic
            slots[movedBasic.id] = Int32(index)
        } else {
            rows.removeLast()
            basics.removeLast()
        }
        return removed
    }

    /// Replaces `symbol` by `row` in every row and objective.
    ///
    /// Restricted rows whose constant turns negative are queued in `infeasible`
    /// for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices {
            guard rows[index].substitute(symbol, with: row) else { continue }
            let basic = basics[index]
            if !basic.isExternal && rows[index].constant < -epsilon {
                infeasible.append(basic)
            }
        }
        for index in levels.indices {
            guard levels[index].row.substitute(symbol, with: row) else { continue }
            for cell in row.cells {
                candidates.append(cell.symbol)
            }
        }
        if artificial != nil {
            artificial!.substitute(symbol, with: row)
        }
    }

    /// Exchanges the basic symbol of row `index` for the parametric `entering`.
    mutating func pivot(rowAt index: Int, entering: Symbol) {
        let leaving = basics[index]
        var row = Row()
        swap(&row, &rows[index])
        row.solve(for: leaving, replacing: entering)
        slots[leaving.id] = -1
        slots[entering.id] = Int32(index)
        basics[index] = entering
        substitute(entering, with: row)
        rows[index] = row
        journal?.append((entering, leaving))
    }

    /// Reverses recorded pivots, newest first, restoring the earlier basis.
    mutating func undo(_ steps: [Step]) {
        for step in steps.reversed() {
            // Both checks hold by construction; they only guard against a
            // coefficient lost to rounding, which must not become a division by zero.
            guard let index = rowIndex(of: step.entering), rows[index].contains(step.leaving) else { continue }
            pivot(rowAt: index, entering: step.leaving)
        }
        infeasible.removeAll(keepingCapacity: true)
    }

    // MARK: Objective levels

    /// The index of the objective level for `priority`, if one is in use.
    func levelIndex(for priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// Counts one more constraint at `priority`, creating its level on first use.
    mutating func retainLevel(_ priority: Float) -> Int {
        if let index = levelIndex(for: priority) {
            levels[index].references += 1
            return index
        }
        let position = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(ObjectiveLevel(priority: priority, row: Row(), references: 1), at: position)
        return position
    }

    /// Counts one constraint less at level `index`, dropping the level at zero.
    mutating func releaseLevel(at index: Int) {
        levels[index].references -= 1
        if levels[index].references <= 0 {
            // Lower levels now decide where this one did: recheck everything.
            levels.remove(at: index)
            needsFullScan = true
        }
    }

    /// Adds `weight·symbol` to level `index`, substituting `symbol` if basic.
    mutating func addObjectiveTerm(_ symbol: Symbol, weight: Double, level index: Int) {
        if let basicRow = row(of: symbol) {
            levels[index].row.add(basicRow, times: weight)
            for cell in basicRow.cells {
                candidates.append(cell.symbol)
            }
        } else {
            levels[index].row.add(symbol, weight)
            candidates.append(symbol)
        }
    }

    // MARK: Edits and removal

    /// Moves the target of an edit constraint by `delta`.
    ///
    /// The edit constraint reads `v - target = marker - other`. Raising the
    /// target by `delta` is the same as renaming `marker` to `marker' - delta`
    /// (or `other` to `other' + delta`), which only shifts row constants: the
    /// marker's own row, the other error's row, or every row holding the marker
    /// in proportion to its coefficient. Objective constants are not
    /// maintained; only objective coefficients drive pivoting.
    mutating func shiftEdit(marker: Symbol, other: Symbol, by delta: Double) {
        if let index = rowIndex(of: marker) {
            rows[index].constant -= delta
            if rows[index].constant < -epsilon { infeasible.append(marker) }
            return
        }
        if let index = rowIndex(of: other) {
            rows[index].constant += delta
            if rows[index].constant < -epsilon { infeasible.append(other) }
            return
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            rows[index].constant += coefficient * delta
            let basic = basics[index]
            if !basic.isExternal && rows[index].constant < -epsilon {
                infeasible.append(basic)
            }
        }
    }

    /// The row to pivot a parametric marker into, keeping the tableau feasible.
    ///
    /// Prefers a restricted row where the marker has a negative coefficient
    /// (minimum ratio), then a restricted row with a positive coefficient
    /// (minimum ratio), then any unrestricted row.
    func markerLeavingRow(for marker: Symbol) -> Int? {
        var negative = -1
        var negativeRatio = Double.infinity
        var positive = -1
        var positiveRatio = Double.infinity
        var unrestricted = -1
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            if basics[index].isExternal {
                if unrestricted < 0 { unrestricted = index }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < negativeRatio || negative < 0 {
                    negativeRatio = ratio
                    negative = index
                }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < positiveRatio || positive < 0 {
                    positiveRatio = ratio
                    positive = index
                }
            }
        }
        if negative >= 0 { return negative }
        if positive >= 0 { return positive }
        return unrestricted >= 0 ? unrestricted : nil
    }
}
