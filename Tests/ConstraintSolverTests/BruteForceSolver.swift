import ConstraintSolver

/// A small deterministic PRNG (SplitMix64) so random tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A linear constraint over variables indexed 0..<n: `Σ a·x + constant ⋈ 0`.
struct Spec {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var strength: Strength

    func residual(_ x: [Double]) -> Double {
        zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `x` is from satisfying the relation (0 when satisfied).
    func violation(_ x: [Double]) -> Double {
        let r = residual(x)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    func constraint(_ variables: [Variable]) -> Constraint {
        var terms: [Term] = []
        for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
            terms.append(Term(variables[index], coefficient))
        }
        return Constraint(LinearExpression(terms: terms, constant: constant), relation, strength: strength)
    }
}

/// Per-priority objective: `Σ weight·violation` for each priority, highest first.
func objective(_ specs: [Spec], at x: [Double], priorities: [Float]) -> [Double] {
    priorities.map { priority in
        specs.filter { $0.strength.priority == priority }
            .reduce(0) { $0 + $1.strength.weight * $1.violation(x) }
    }
}

/// Exhaustive reference solver for tiny systems.
///
/// The optimum of a piecewise-linear convex objective over a polyhedron is
/// attained where `n` independent hyperplanes meet, taken from the required
/// constraints' boundaries, the optional constraints' zero-violation
/// hyperplanes and (to pin directions nothing constrains) the coordinate
/// hyperplanes `x_j = 0`. Enumerating every such intersection, keeping the
/// feasible ones and taking the lexicographic minimum gives the optimum
/// value; it also decides feasibility of the required constraints.
enum BruteForce {
    struct Result {
        var point: [Double]
        var objective: [Double]
    }

    static func solve(variableCount n: Int, required: [Spec], optional: [Spec], priorities: [Float]) -> Result? {
        var planes: [([Double], Double)] = []
        for spec in required + optional {
            planes.append((spec.coefficients, -spec.constant))
        }
        for j in 0..<n {
            var unit = [Double](repeating: 0, count: n)
            unit[j] = 1
            planes.append((unit, 0))
        }
        var candidates: [Result] = []
        var chosen: [Int] = []
        func visit(_ start: Int) {
            if chosen.count == n {
                guard let point = intersect(chosen.map { planes[$0] }, n) else { return }
                guard required.allSatisfy({ $0.violation(point) <= 1e-7 * max(1, scale(point)) }) else { return }
                candidates.append(Result(point: point, objective: objective(optional, at: point, priorities: priorities)))
                return
            }
            guard start < planes.count else { return }
            for index in start..<planes.count {
                chosen.append(index)
                visit(index + 1)
                chosen.removeLast()
            }
        }
        visit(0)
        guard !candidates.isEmpty else { return nil }
        for level in priorities.indices {
            let best = candidates.map { $0.objective[level] }.min()!
            candidates = candidates.filter { $0.objective[level] <= best + 1e-7 * max(1, abs(best)) }
        }
        return candidates[0]
    }

    private static func scale(_ x: [Double]) -> Double {
        x.map(abs).max() ?? 0
    }

    /// Solves the square system by Gaussian elimination; nil when singular.
    private static func intersect(_ planes: [([Double], Double)], _ n: Int) -> [Double]? {
        var a = planes.map { $0.0 + [$0.1] }
        for column in 0..<n {
            var pivot = column
            for row in column..<n where abs(a[row][column]) > abs(a[pivot][column]) {
                pivot = row
            }
            guard abs(a[pivot][column]) > 1e-9 else { return nil }
            a.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = a[row][column] / a[column][column]
                if factor == 0 { continue }
                for k in column...n {
                    a[row][k] -= factor * a[column][k]
                }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }
}

/// Random small systems for the comparison tests.
struct SystemGenerator {
    var rng: SplitMix64
    let variableCount: Int

    init(seed: UInt64, variableCount: Int) {
        rng = SplitMix64(seed: seed)
        self.variableCount = variableCount
    }

    mutating func coefficients() -> [Double] {
        while true {
            let values = (0..<variableCount).map { _ in Double(Int.random(in: -3...3, using: &rng)) }
            if values.contains(where: { $0 != 0 }) { return values }
        }
    }

    mutating func relation(equalityShare: Double) -> Relation {
        if Double.random(in: 0..<1, using: &rng) < equalityShare { return .equal }
        return Bool.random(using: &rng) ? .lessThanOrEqual : .greaterThanOrEqual
    }

    /// A required constraint; when `anchor` is given the anchor satisfies it.
    mutating func required(anchor: [Double]?) -> Spec {
        let a = coefficients()
        let relation = relation(equalityShare: 0.3)
        var constant = Double(Int.random(in: -20...20, using: &rng))
        if let anchor {
            let value = zip(a, anchor).reduce(0) { $0 + $1.0 * $1.1 }
            let slack = Double(Int.random(in: 0...6, using: &rng))
            switch relation {
            case .equal: constant = -value
            case .lessThanOrEqual: constant = -value - slack
            case .greaterThanOrEqual: constant = -value + slack
            }
        }
        return Spec(coefficients: a, constant: constant, relation: relation, strength: .required)
    }

    /// An optional constraint at one of `priorities` with a weight in 1...5.
    mutating func optional(priorities: [Float], equalityShare: Double) -> Spec {
        let priority = priorities.randomElement(using: &rng)!
        let weight = Double(Int.random(in: 1...5, using: &rng))
        return Spec(
            coefficients: coefficients(),
            constant: Double(Int.random(in: -30...30, using: &rng)),
            relation: relation(equalityShare: equalityShare),
            strength: Strength(priority: priority, weight: weight))
    }

    mutating func anchor() -> [Double] {
        (0..<variableCount).map { _ in Double(Int.random(in: -10...10, using: &rng)) }
    }
}

/// Whether two objective vectors agree level by level within a relative tolerance.
func objectivesMatch(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
}

/// The solver's values for `variables`, after `updateVariables()`.
func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    solver.updateVariables()
    return variables.map { solver.value(of: $0) }
}

/// Whether `actual` is within `tolerance` of `expected`.
func close(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
    abs(actual - expected) <= tolerance * max(1, abs(expected))
}
