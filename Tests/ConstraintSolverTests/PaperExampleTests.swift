import ConstraintSolver
import Testing

/// The running example of Badros, Borning & Stuckey (TOCHI 2001): a segment
/// from `xl` to `xr` with midpoint `xm`, at least 10 wide, inside [0, 100].
struct Midpoint {
    let xl = Variable("xl")
    let xm = Variable("xm")
    let xr = Variable("xr")

    var required: [Constraint] {
        [2 * xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0]
    }
}

@Suite("Paper examples")
struct PaperExampleTests {
    @Test func minimisingTheLeftEndGivesTheSimplexExampleSolution() throws {
        // §2.1: minimise xl; the paper's optimum is xl = 0, xm = 5, xr = 10
        // (a weak preference for a small xr makes that optimum unique).
        let m = Midpoint()
        let solver = Solver()
        try solver.addConstraints(m.required)
        try solver.addConstraint((m.xl == 0).withStrength(.weak))
        try solver.addConstraint((m.xr == 0).withStrength(.weak))
        solver.updateVariables()
        #expect(close(solver[m.xl], 0))
        #expect(close(solver[m.xm], 5))
        #expect(close(solver[m.xr], 10))
    }

    @Test func editingTheMidpointTo50MovesTheRightEndTo70() throws {
        // §2.3: move xm to 50 (strong edit) with weak stays xl = 30, xr = 60.
        // The paper's optimum is xm = 50, xl = 30, xr = 70: the stay on xr is
        // the one given up. With equal stay weights that optimum is tied with
        // others (any xl in [30, 40]); weighting xl's stay 2 makes it unique.
        let m = Midpoint()
        let solver = Solver()
        try solver.addConstraints(m.required)
        try solver.addConstraint((m.xl == 30).withStrength(Strength(priority: 1, weight: 2)))
        try solver.addConstraint((m.xr == 60).withStrength(.weak))
        try solver.addEditVariable(m.xm, strength: .strong)
        try solver.suggestValue(m.xm, 50)
        solver.updateVariables()
        #expect(close(solver[m.xm], 50))
        #expect(close(solver[m.xl], 30))
        #expect(close(solver[m.xr], 70))
    }

    @Test func slidingTheMidpointRightPushesTheRightEndAgainstTheWall() throws {
        // §2.4: keep sliding xm right; xr hits the wall at 100 and xl follows.
        let m = Midpoint()
        let solver = Solver()
        try solver.addConstraints(m.required)
        try solver.addConstraint((m.xl == 30).withStrength(Strength(priority: 1, weight: 2)))
        try solver.addConstraint((m.xr == 60).withStrength(.weak))
        try solver.addEditVariable(m.xm, strength: .strong)
        try solver.suggestValue(m.xm, 50)
        try solver.suggestValue(m.xm, 90)
        solver.updateVariables()
        #expect(close(solver[m.xm], 90))
        #expect(close(solver[m.xr], 100))
        #expect(close(solver[m.xl], 80))
    }

    @Test func aRequiredValueBeatsAWeakOneWhicheverIsAddedFirst() throws {
        let x = Variable("x")
        let required = x == 20
        let weak = (x == 10).withStrength(.weak)
        for order in [[required, weak], [weak, required]] {
            let solver = Solver()
            try solver.addConstraints(order)
            solver.updateVariables()
            #expect(close(solver[x], 20))
        }
    }

    @Test func twoVariablesWithAnInequalitySettleOnTheBoundary() throws {
        // x + y == 10, x >= 7, and a weak wish for x == 0: x stops at 7.
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x >= 7)
        try solver.addConstraint((x == 0).withStrength(.weak))
        solver.updateVariables()
        #expect(close(solver[x], 7))
        #expect(close(solver[y], 3))
    }

    @Test func anInequalityThatIsAlreadySatisfiedChangesNothing() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 5)
        try solver.addConstraint((y == 8).withStrength(.medium))
        try solver.addConstraint(x <= y)
        solver.updateVariables()
        #expect(close(solver[x], 5))
        #expect(close(solver[y], 8))
        try solver.addConstraint(y <= 3 + x) // y <= 8: holds already
        solver.updateVariables()
        #expect(close(solver[y], 8))
        try solver.addConstraint(y <= x + 1)
        solver.updateVariables()
        #expect(close(solver[y], 6))
    }
}
