import ConstraintSolver
import Testing

@Suite("Random systems against brute force")
struct RandomSystemTests {
    /// Adds required constraints one by one (checking each accept/reject
    /// decision against brute-force feasibility), then the optional ones, and
    /// compares the optimum with the brute-force optimum.
    static func check(seed: UInt64, priorities: [Float], equalityShare: Double) throws -> Bool {
        var gen = SystemGenerator(seed: seed, variableCount: 2 + Int(seed % 3))
        let n = gen.variableCount
        let variables = (0..<n).map { Variable("x\($0)") }
        // Mostly anchored (feasible) systems, sometimes arbitrary ones.
        let anchor: [Double]? = seed % 4 == 0 ? nil : gen.anchor()
        let solver = Solver()
        var accepted: [Spec] = []
        for _ in 0..<Int.random(in: 1...3, using: &gen.rng) {
            let spec = gen.required(anchor: anchor)
            let feasible = BruteForce.solve(
                variableCount: n, required: accepted + [spec], optional: [], priorities: []) != nil
            let constraint = spec.constraint(variables)
            do {
                try solver.addConstraint(constraint)
                #expect(feasible, "seed \(seed): accepted an infeasible constraint \(constraint)")
                accepted.append(spec)
            } catch {
                #expect(error == .unsatisfiable(constraint))
                #expect(!feasible, "seed \(seed): rejected a feasible constraint \(constraint)")
            }
        }
        let optional = (0..<Int.random(in: 1...4, using: &gen.rng)).map { _ in
            gen.optional(priorities: priorities, equalityShare: equalityShare)
        }
        try solver.addConstraints(optional.map { $0.constraint(variables) })
        let reference = try #require(BruteForce.solve(
            variableCount: n, required: accepted, optional: optional, priorities: priorities))
        let x = values(solver, variables)
        let solverObjective = objective(optional, at: x, priorities: priorities)
        #expect(accepted.allSatisfy { $0.violation(x) <= 1e-6 }, "seed \(seed): required constraint violated")
        #expect(objectivesMatch(solverObjective, reference.objective),
                "seed \(seed): objective \(solverObjective), optimum \(reference.objective)")
        return objectivesMatch(solverObjective, reference.objective)
    }

    @Test func weightedOptionalEqualitiesReachTheOptimum() throws {
        var matched = 0
        for seed in 0..<400 as Range<UInt64> {
            if try Self.check(seed: seed, priorities: [500], equalityShare: 1) { matched += 1 }
        }
        #expect(matched == 400)
    }

    @Test func mixedOptionalRelationsReachTheOptimum() throws {
        var matched = 0
        for seed in 10_000..<10_300 as Range<UInt64> {
            if try Self.check(seed: seed, priorities: [250], equalityShare: 0.5) { matched += 1 }
        }
        #expect(matched == 300)
    }

    @Test func severalPrioritiesReachTheLexicographicOptimum() throws {
        var matched = 0
        for seed in 20_000..<20_300 as Range<UInt64> {
            if try Self.check(seed: seed, priorities: [999, 750, 250, 1], equalityShare: 0.7) { matched += 1 }
        }
        #expect(matched == 300)
    }

    @Test func requiredOnlySystemsAreAcceptedExactlyWhenFeasible() throws {
        for seed in 30_000..<30_300 as Range<UInt64> {
            var gen = SystemGenerator(seed: seed, variableCount: 2 + Int(seed % 3))
            let n = gen.variableCount
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var accepted: [Spec] = []
            for _ in 0..<5 {
                let spec = gen.required(anchor: nil)
                let feasible = BruteForce.solve(
                    variableCount: n, required: accepted + [spec], optional: [], priorities: []) != nil
                do {
                    try solver.addConstraint(spec.constraint(variables))
                    accepted.append(spec)
                    #expect(feasible, "seed \(seed)")
                } catch {
                    #expect(error == .unsatisfiable(error.constraintForTest), "seed \(seed)")
                    #expect(!feasible, "seed \(seed)")
                }
                let x = values(solver, variables)
                #expect(accepted.allSatisfy { $0.violation(x) <= 1e-6 }, "seed \(seed)")
            }
        }
    }
}

extension RandomSystemTests {
    @Test func aRejectedRequiredConstraintLeavesTheSolutionUntouched() throws {
        let priorities: [Float] = [750, 250]
        var rejections = 0
        for seed in 40_000..<40_300 as Range<UInt64> {
            var gen = SystemGenerator(seed: seed, variableCount: 2 + Int(seed % 3))
            let n = gen.variableCount
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var required: [Spec] = []
            let optional = (0..<4).map { _ in gen.optional(priorities: priorities, equalityShare: 0.6) }
            try solver.addConstraints(optional.map { $0.constraint(variables) })
            for _ in 0..<5 {
                let before = values(solver, variables)
                let spec = gen.required(anchor: nil)
                do {
                    try solver.addConstraint(spec.constraint(variables))
                    required.append(spec)
                } catch {
                    rejections += 1
                    let after = values(solver, variables)
                    #expect(zip(before, after).allSatisfy { close($0, $1, tolerance: 1e-9) },
                            "seed \(seed): \(before) became \(after)")
                }
                let reference = try #require(BruteForce.solve(
                    variableCount: n, required: required, optional: optional, priorities: priorities))
                let x = values(solver, variables)
                #expect(objectivesMatch(objective(optional, at: x, priorities: priorities), reference.objective),
                        "seed \(seed)")
            }
        }
        #expect(rejections > 100)
    }
}

extension SolverError {
    /// The constraint named by `.unsatisfiable`, for the equality check above.
    var constraintForTest: Constraint {
        if case .unsatisfiable(let constraint) = self { return constraint }
        return Constraint(LinearExpression(), .equal)
    }
}
