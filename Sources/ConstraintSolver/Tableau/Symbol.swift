/// A column of the simplex tableau.
///
/// Every solver-internal quantity is a symbol: external symbols stand for user
/// ``Variable``s, slack symbols turn inequalities into equations, error symbols
/// measure the violation of non-required constraints and dummy symbols mark
/// required equalities (they are pinned to zero). The kind lives in the two low
/// bits of `raw`, the per-solver serial number in the rest, so ordering by `raw`
/// is ordering by creation, which is the fixed order Bland's rule needs.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for; decides whether it may be negative or pivot.
    enum Kind: Int {
        case external = 0
        case slack = 1
        case error = 2
        case dummy = 3
    }

    /// `id << 2 | kind`; `-1` for the invalid symbol.
    let raw: Int

    /// A symbol that stands for nothing.
    static let invalid = Symbol(raw: -1)

    private init(raw: Int) {
        self.raw = raw
    }

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    /// The serial number, an index into per-symbol tables.
    var id: Int { raw >> 2 }

    var isValid: Bool { raw >= 0 }

    /// An unrestricted symbol for a user variable.
    var isExternal: Bool { raw & 3 == 0 }

    /// A dummy: restricted to zero, never enters the basis by pivoting.
    var isDummy: Bool { raw & 3 == 3 }

    /// An error symbol (carries a cost in the objective).
    var isError: Bool { raw & 3 == 2 }

    /// A slack or error symbol: restricted to be non-negative and free to pivot.
    var isPivotable: Bool {
        let kind = raw & 3
        return kind == 1 || kind == 2
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw < rhs.raw
    }
}

/// Coefficients and constants whose magnitude is below this are treated as zero.
let epsilon = 1.0e-8

/// Whether `value` is within ``epsilon`` of zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}
