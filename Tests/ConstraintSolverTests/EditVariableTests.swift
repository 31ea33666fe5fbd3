import ConstraintSolver
import Testing

@Suite("Edit variables")
struct EditVariableTests {
    /// The paper's segment with stays (xl = 30 weighted 2, xr = 60) while xm is dragged.
    /// The optimum for a requested midpoint m, worked out by hand.
    static func expected(_ m: Double) -> (xl: Double, xm: Double, xr: Double) {
        switch m {
        case ..<5: return (0, 5, 10) // cannot go further left
        case ..<35: return (m - 5, m, m + 5) // minimum width binds
        case ...65: return (30, m, 2 * m - 30) // xl keeps its (heavier) stay
        case ...95: return (2 * m - 100, m, 100) // xr against the wall
        default: return (90, 95, 100) // cannot go further right
        }
    }

    @Test(arguments: [false, true])
    func draggingTheMidpointTracksTheOptimumAtEveryStep(removeAndReAddStays: Bool) throws {
        let m = Midpoint()
        let solver = Solver()
        try solver.addConstraints(m.required)
        let stays = [
            (m.xl == 30).withStrength(Strength(priority: 1, weight: 2)),
            (m.xr == 60).withStrength(.weak),
        ]
        try solver.addConstraints(stays)
        try solver.addEditVariable(m.xm, strength: .strong)
        let drag: [Double] = [50, 55, 60, 65, 70, 80, 95, 120, 90, 60, 40, 35, 30, 20, 10, 5, 0, -50, 50, 50]
        for target in drag {
            try solver.suggestValue(m.xm, target)
            if removeAndReAddStays {
                for stay in stays { try solver.removeConstraint(stay) }
                try solver.addConstraints(stays)
            }
            solver.updateVariables()
            let want = Self.expected(target)
            #expect(close(solver[m.xl], want.xl), "xl at \(target)")
            #expect(close(solver[m.xm], want.xm), "xm at \(target)")
            #expect(close(solver[m.xr], want.xr), "xr at \(target)")
        }
    }

    @Test func twoEditVariablesMoveARectangleAndItsSize() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(width >= 20)
        try solver.addConstraint(right <= 300)
        try solver.addConstraint(left >= 0)
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(width, strength: .medium)
        let steps: [(Double, Double, Double, Double)] = [
            // left, width requested → left, width expected
            (10, 100, 10, 100),
            (150, 100, 150, 100),
            (250, 100, 250, 50), // width gives way (medium < strong)
            (290, 100, 280, 20), // even left must give way to width >= 20
            (-20, 5, 0, 20),
        ]
        for (l, w, wantLeft, wantWidth) in steps {
            try solver.suggestValue(left, l)
            try solver.suggestValue(width, w)
            solver.updateVariables()
            #expect(close(solver[left], wantLeft))
            #expect(close(solver[width], wantWidth))
            #expect(close(solver[right], wantLeft + wantWidth))
        }
    }

    @Test func valuesAreASnapshotUntilTheNextUpdate() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        try solver.suggestValue(x, 9)
        #expect(solver[x] == 7)
        solver.updateVariables()
        #expect(solver[x] == 9)
    }

    @Test func anEditVariableStartsAtItsCurrentValue() throws {
        // Adding the edit variable must not pull the variable anywhere.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 42).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        #expect(solver[x] == 42)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(x, 10)
        solver.updateVariables()
        #expect(solver[x] == 10)
    }

    @Test func randomDragsMatchTheBruteForceOptimum() throws {
        // Edit constraints are optional equalities v == target at their strength,
        // so the brute-force reference can check every step.
        var checked = 0
        for seed in 0..<60 as Range<UInt64> {
            var gen = SystemGenerator(seed: 1000 + seed, variableCount: 3)
            let variables = (0..<3).map { Variable("x\($0)") }
            let anchor = gen.anchor()
            let required = (0..<3).map { _ in gen.required(anchor: anchor) }
            let stays = (0..<3).map { _ in gen.optional(priorities: [1], equalityShare: 0.7) }
            let solver = Solver()
            try solver.addConstraints(required.map { $0.constraint(variables) })
            try solver.addConstraints(stays.map { $0.constraint(variables) })
            let edited = [0, 1].map { variables[$0] }
            try solver.addEditVariable(edited[0], strength: .strong)
            try solver.addEditVariable(edited[1], strength: Strength(priority: 500, weight: 2))
            for _ in 0..<8 {
                let targets = [Double(Int.random(in: -40...40, using: &gen.rng)),
                               Double(Int.random(in: -40...40, using: &gen.rng))]
                try solver.suggestValue(edited[0], targets[0])
                try solver.suggestValue(edited[1], targets[1])
                var edits = [Spec(coefficients: [1, 0, 0], constant: -targets[0], relation: .equal, strength: .strong)]
                edits.append(Spec(coefficients: [0, 1, 0], constant: -targets[1], relation: .equal,
                                  strength: Strength(priority: 500, weight: 2)))
                let optional = edits + stays
                let priorities: [Float] = [999, 500, 1]
                let reference = try #require(BruteForce.solve(
                    variableCount: 3, required: required, optional: optional, priorities: priorities))
                let x = values(solver, variables)
                #expect(required.allSatisfy { $0.violation(x) <= 1e-6 }, "seed \(seed)")
                #expect(objectivesMatch(objective(optional, at: x, priorities: priorities), reference.objective),
                        "seed \(seed): \(objective(optional, at: x, priorities: priorities)) vs \(reference.objective)")
                checked += 1
            }
        }
        #expect(checked == 480)
    }
}
