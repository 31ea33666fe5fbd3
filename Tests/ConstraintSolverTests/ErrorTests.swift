import ConstraintSolver
import Testing

@Suite("Errors and unsatisfiable constraints")
struct ErrorTests {
    @Test func conflictingRequiredEqualitiesThrowAndKeepTheOldSolution() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        let conflict: Constraint = x == 20
        #expect(throws: SolverError.unsatisfiable(conflict)) {
            try solver.addConstraint(conflict)
        }
        #expect(!solver.hasConstraint(conflict))
        solver.updateVariables()
        #expect(solver[x] == 10)
        try solver.addConstraint(x >= 5) // still usable
        try solver.addConstraint(conflict.withPriority(500))
        solver.updateVariables()
        #expect(solver[x] == 10)
    }

    @Test func conflictingInequalitiesNeedingAnArtificialVariableRollBack() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint((x == 3).withStrength(.weak))
        try solver.addConstraint((x + y == 8).withStrength(.medium))
        solver.updateVariables()
        let before = [solver[x], solver[y]]
        let conflict: Constraint = x + y <= -5
        do {
            try solver.addConstraint(conflict)
            Issue.record("expected unsatisfiable")
        } catch {
            #expect(error == .unsatisfiable(conflict))
            #expect(error.description.contains("x + y <= -5"))
        }
        #expect(values(solver, [x, y]) == before)
        #expect(solver.constraintCount == 4)
        // The solver keeps working: tighten and loosen.
        let cap = x + y <= 5
        try solver.addConstraint(cap)
        #expect(close(values(solver, [x, y])[0] + values(solver, [x, y])[1], 5))
        try solver.removeConstraint(cap)
        #expect(values(solver, [x, y]) == before)
    }

    @Test func theErrorMessageDescribesTheConstraint() {
        let left = Variable("left")
        let right = Variable("right")
        let c: Constraint = left + 10 <= right
        let message = SolverError.unsatisfiable(c).description
        #expect(message.contains("left - right <= -10"))
        #expect(message.contains("required"))
        #expect(c.withPriority(750).description == "left - right <= -10 (priority 750)")
    }

    @Test func duplicateAndUnknownConstraintsAreRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        let c: Constraint = x >= 1
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        let other: Constraint = x >= 1
        try solver.addConstraint(other) // equal content, different instance
        try solver.removeConstraint(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.removeConstraint(c) }
        #expect(solver.hasConstraint(other))
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        let nanConstant: Constraint = x == .nan
        let infiniteCoefficient: Constraint = x * .infinity >= 0
        let infiniteConstant: Constraint = x + .infinity == y
        let divisionByZero: Constraint = x / 0 <= 1
        for bad in [nanConstant, infiniteCoefficient, infiniteConstant, divisionByZero] {
            #expect(throws: SolverError.nonFiniteConstraint(bad)) { try solver.addConstraint(bad) }
        }
        let nanPriority = (x >= 0).withPriority(.nan)
        #expect(throws: SolverError.invalidStrength(nanPriority.strength)) {
            try solver.addConstraint(nanPriority)
        }
        let zeroWeight = (x >= 0).withStrength(Strength(priority: 10, weight: 0))
        #expect(throws: SolverError.invalidStrength(zeroWeight.strength)) {
            try solver.addConstraint(zeroWeight)
        }
        // Finite but overflowing once combined with the tableau.
        try solver.addConstraint(y == 1e300 * x)
        let overflow: Constraint = 1e300 * y >= 0
        #expect(throws: SolverError.nonFiniteConstraint(overflow)) { try solver.addConstraint(overflow) }
        #expect(values(solver, [x, y]) == [1, 1e300])
    }

    @Test func editVariableMisuseIsReported() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.badRequiredStrength(x)) {
            try solver.addEditVariable(x, strength: .required)
        }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, strength: .medium)
        }
        try solver.suggestValue(x, 4)
        #expect(throws: SolverError.nonFiniteValue(x, .nan)) { try solver.suggestValue(x, .nan) }
        #expect(throws: SolverError.nonFiniteValue(x, .infinity)) { try solver.suggestValue(x, .infinity) }
        #expect(values(solver, [x]) == [4])
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func highlyDegenerateSystemsTerminate() throws {
        // Many constraints through the same vertex invite cycling; Bland's rule
        // (and the iteration cap behind it) must end every optimisation.
        let v = (0..<6).map { Variable("v\($0)") }
        let solver = Solver()
        for (i, a) in v.enumerated() {
            try solver.addConstraint(a >= 0)
            for b in v[(i + 1)...] {
                try solver.addConstraint(a + b >= 0)
                try solver.addConstraint(a - b <= 0)
                try solver.addConstraint((a + b == 0).withStrength(.weak))
            }
        }
        try solver.addConstraint((v[0] + v[5] == 10).withStrength(.medium))
        let sum = v.dropFirst().reduce(LinearExpression(v[0])) { $0 + $1 }
        try solver.addConstraint(sum <= 100)
        let x = values(solver, v)
        #expect(x.allSatisfy { $0 >= -1e-9 })
        #expect(zip(x, x.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        #expect(close(x[0] + x[5], 10))
    }

    @Test func resetEmptiesTheSolver() throws {
        let x = Variable("x")
        let solver = Solver()
        let c: Constraint = x == 3
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraintCount == 0)
        try solver.addConstraint(c)
        solver.updateVariables()
        #expect(solver[x] == 3)
    }
}
