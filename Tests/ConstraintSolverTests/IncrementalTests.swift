import ConstraintSolver
import Testing

@Suite("Incremental changes")
struct IncrementalTests {
    @Test func addingAndRemovingInRandomOrderMatchesSolvingFromScratch() throws {
        let priorities: [Float] = [750, 500, 1]
        var compared = 0
        for seed in 0..<200 as Range<UInt64> {
            var gen = SystemGenerator(seed: 50_000 + seed, variableCount: 2 + Int(seed % 3))
            let n = gen.variableCount
            let variables = (0..<n).map { Variable("x\($0)") }
            let anchor = gen.anchor()
            var pool: [Spec] = (0..<3).map { _ in gen.required(anchor: anchor) }
            pool += (0..<5).map { _ in gen.optional(priorities: priorities, equalityShare: 0.7) }
            let constraints = pool.map { $0.constraint(variables) }
            var active = Set<Int>()
            let solver = Solver()
            for _ in 0..<14 {
                let index = Int.random(in: 0..<pool.count, using: &gen.rng)
                if active.contains(index) {
                    try solver.removeConstraint(constraints[index])
                    active.remove(index)
                } else {
                    try solver.addConstraint(constraints[index])
                    active.insert(index)
                }
                // Compare with a fresh solver given the same set in another order.
                let current = active.sorted()
                let fresh = Solver()
                for index in current.shuffled(using: &gen.rng) {
                    try fresh.addConstraint(constraints[index])
                }
                let optional = current.map { pool[$0] }.filter { !$0.strength.isRequired }
                let required = current.map { pool[$0] }.filter { $0.strength.isRequired }
                let incremental = objective(optional, at: values(solver, variables), priorities: priorities)
                let scratch = objective(optional, at: values(fresh, variables), priorities: priorities)
                let reference = try #require(BruteForce.solve(
                    variableCount: n, required: required, optional: optional, priorities: priorities))
                #expect(objectivesMatch(incremental, scratch), "seed \(seed): \(incremental) vs \(scratch)")
                #expect(objectivesMatch(incremental, reference.objective), "seed \(seed)")
                #expect(required.allSatisfy { $0.violation(values(solver, variables)) <= 1e-6 })
                #expect(solver.constraintCount == current.count)
                compared += 1
            }
        }
        #expect(compared == 200 * 14)
    }

    @Test func removingEverythingLeavesAnEmptySolver() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let constraints: [Constraint] = [
            x + y == 10, x >= 2, (x == 8).withPriority(300), y <= 100, (y == 1).withPriority(10),
        ]
        try solver.addConstraints(constraints)
        for constraint in constraints.reversed() {
            try solver.removeConstraint(constraint)
        }
        #expect(solver.constraintCount == 0)
        solver.updateVariables()
        #expect(solver[x] == 0 && solver[y] == 0)
        try solver.addConstraints(constraints)
        solver.updateVariables()
        #expect(close(solver[x], 8) && close(solver[y], 2))
    }

    @Test func redundantRequiredConstraintsCanBeRemovedOneByOne() throws {
        let x = Variable("x")
        let solver = Solver()
        let a: Constraint = x == 5
        let b: Constraint = 2 * x == 10
        let c: Constraint = x >= 5
        let d: Constraint = x <= 5
        try solver.addConstraints([a, b, c, d])
        try solver.addConstraint((x == 100).withStrength(.weak))
        for (removed, expected) in [(a, 5.0), (b, 5.0), (d, 100.0), (c, 100.0)] {
            try solver.removeConstraint(removed)
            solver.updateVariables()
            #expect(close(solver[x], expected))
        }
    }
}
