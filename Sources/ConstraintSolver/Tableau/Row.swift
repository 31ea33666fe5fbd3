/// One linear row of the tableau: `constant + Σ coefficient·symbol`.
///
/// A row stored under a basic symbol `b` means `b = constant + Σ…`; a row being
/// built from a constraint means `0 = constant + Σ…`. Cells are kept sorted by
/// symbol so lookups are binary searches and row additions are linear merges;
/// cells whose coefficient falls within ``epsilon`` of zero are dropped.
/// `mask` is a one-word filter of the symbols present (bit `id % 64`), so scans
/// over many rows can skip a row without searching it.
struct Row {
    /// One `coefficient·symbol` summand.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The summands, sorted by `symbol.raw`, none near zero.
    private(set) var cells: [Cell]
    /// The constant part (the basic symbol's value for a basic row).
    var constant: Double
    /// Bit `id % 64` is set for every symbol present (and maybe some absent ones).
    private var mask: UInt64 = 0

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    /// An empty row with storage reserved for `capacity` cells.
    init(constant: Double, capacity: Int) {
        cells = []
        cells.reserveCapacity(capacity)
        self.constant = constant
    }

    @inline(__always)
    private static func bit(_ symbol: Symbol) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: symbol.id & 63)
    }

    /// False when `symbol` is certainly absent; true when it may be present.
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool {
        mask & Row.bit(symbol) != 0
    }

    /// Whether the row has no symbols, only a constant.
    var isConstant: Bool { cells.isEmpty }

    /// Position of `symbol` in `cells`, or where it would be inserted.
    @inline(__always)
    private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        if cells.isEmpty { return (0, false) }
        let key = symbol.raw
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let raw = cells[mid].symbol.raw
            if raw < key {
                low = mid + 1
            } else if raw > key {
                high = mid
            } else {
                return (mid, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: Symbol) -> Double {
        if !mayContain(symbol) { return 0 }
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Whether `symbol` has a (non-negligible) coefficient.
    func contains(_ symbol: Symbol) -> Bool {
        mayContain(symbol) && search(symbol).found
    }

    /// Adds `coefficient·symbol`, dropping the cell if the sum vanishes.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            mask |= Row.bit(symbol)
            if index == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
        }
    }

    /// Adds `factor` times `other` (constant included) by merging the cells.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        let theirs = other.cells
        if theirs.isEmpty { return }
        if theirs.count <= 4 {
            // Small addends: insert in place, usually without reallocating.
            for cell in theirs {
                add(cell.symbol, cell.coefficient * factor)
            }
            return
        }
        let mine = cells
        var merged: [Cell] = []
        merged.reserveCapacity(mine.count + theirs.count)
        var bits: UInt64 = 0
        var i = 0
        var j = 0
        while i < mine.count && j < theirs.count {
            let a = mine[i].symbol.raw
            let b = theirs[j].symbol.raw
            if a < b {
                merged.append(mine[i])
                i += 1
            } else if a > b {
                let value = theirs[j].coefficient * factor
                if !isNearZero(value) {
                    merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                }
                j += 1
            } else {
                let value = mine[i].coefficient + theirs[j].coefficient * factor
                if !isNearZero(value) {
                    merged.append(Cell(symbol: mine[i].symbol, coefficient: value))
                }
                i += 1
                j += 1
            }
        }
        while i < mine.count {
            merged.append(mine[i])
            i += 1
        }
        while j < theirs.count {
            let value = theirs[j].coefficient * factor
            if !isNearZero(value) {
                merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
            }
            j += 1
        }
        for cell in merged {
            bits |= Row.bit(cell.symbol)
        }
        cells = merged
        mask = bits
    }

    /// Removes `symbol` and returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        if !mayContain(symbol) { return 0 }
        let (index, found) = search(symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices {
            cells[index].coefficient *= factor
        }
    }

    /// Flips every sign (valid for a `0 = …` row).
    mutating func negate() {
        scale(by: -1)
    }

    /// Turns `0 = c + a·symbol + …` into `symbol = -(c + …) / a`.
    ///
    /// `symbol` must be present.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Turns `lhs = …` (with `rhs` among the summands) into `rhs = …`.
    mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`; returns whether it was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        if !mayContain(symbol) { return false }
        let (index, found) = search(symbol)
        guard found else { return false }
        let coefficient = cells.remove(at: index).coefficient
        add(row, times: coefficient)
        return true
    }
}
