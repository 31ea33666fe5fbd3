import ConstraintSolver
import Testing

@Suite("Strength ordering")
struct StrengthTests {
    @Test func aMediumPriorityBeatsAnyNumberOfWeakerOnes() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0).withPriority(500))
        for _ in 0..<200 {
            try solver.addConstraint((x == 10).withPriority(499))
            try solver.addConstraint((x == -1000).withStrength(Strength(priority: 1, weight: 1_000_000)))
        }
        solver.updateVariables()
        #expect(close(solver[x], 0))
    }

    @Test func aHigherPriorityWinsEvenByAFractionOfAPoint() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<500 {
            try solver.addConstraint((x == 1).withPriority(750))
        }
        try solver.addConstraint((x == 2).withPriority(750.5))
        solver.updateVariables()
        #expect(close(solver[x], 2))
    }

    @Test func priorities999Over750Over1AreResolvedInOrder() throws {
        let width = Variable("width")
        let solver = Solver()
        let high = (width == 100).withPriority(999)
        let defaultHigh = (width == 200).withStrength(.defaultHigh)
        let low = (width == 300).withPriority(1)
        try solver.addConstraints([low, defaultHigh, high])
        solver.updateVariables()
        #expect(close(solver[width], 100))
        try solver.removeConstraint(high)
        solver.updateVariables()
        #expect(close(solver[width], 200))
        try solver.removeConstraint(defaultHigh)
        solver.updateVariables()
        #expect(close(solver[width], 300))
    }

    @Test func compressionResistanceAndHuggingBehaveLikeAutoLayout() throws {
        // A label with intrinsic width 80: hugging (<= 80 @250) and
        // compression resistance (>= 80 @750); the container asks @500.
        let width = Variable("label.width")
        let solver = Solver()
        try solver.addConstraint((width <= 80).withStrength(.defaultLow))
        try solver.addConstraint((width >= 80).withStrength(.defaultHigh))
        let squeeze = (width == 50).withPriority(500)
        try solver.addConstraint(squeeze)
        solver.updateVariables()
        #expect(close(solver[width], 80)) // compression resistance (750) wins
        try solver.removeConstraint(squeeze)
        try solver.addConstraint((width == 200).withPriority(500))
        solver.updateVariables()
        #expect(close(solver[width], 200)) // beats hugging (250)
        try solver.addConstraint(width <= 60)
        solver.updateVariables()
        #expect(close(solver[width], 60)) // required beats everything
    }

    @Test func equalPrioritiesTradeOffByWeight() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).withPriority(500))
        try solver.addConstraint((x == 10).withPriority(500))
        let pull = (x == 20).withStrength(Strength(priority: 500, weight: 1))
        try solver.addConstraint(pull)
        solver.updateVariables()
        #expect(close(solver[x], 10)) // two against one
        try solver.removeConstraint(pull)
        try solver.addConstraint((x == 20).withStrength(Strength(priority: 500, weight: 3)))
        solver.updateVariables()
        #expect(close(solver[x], 20)) // weight 3 against 2
    }

    @Test func strengthsClampAndCompare() {
        #expect(Strength(priority: 5000).isRequired)
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: -3).priority == 1)
        #expect(Strength.defaultLow < .defaultHigh)
        #expect(Strength.defaultHigh < .strong)
        #expect(Strength(priority: 500, weight: 1) < Strength(priority: 500, weight: 2))
        #expect(!Strength(priority: .nan).isValid)
        #expect(!Strength(priority: 10, weight: 0).isValid)
        #expect(!Strength(priority: 10, weight: .infinity).isValid)
        #expect(Strength.defaultHigh.description == "priority 750")
    }

    @Test func aLevelThatEmptiesNoLongerShadowsLowerOnes() throws {
        // After removing the only 750 constraint, the 250 ones must decide alone.
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        let top = (x == 10).withStrength(.defaultHigh)
        try solver.addConstraint(top)
        try solver.addConstraint((y == 10).withStrength(.defaultLow))
        solver.updateVariables()
        #expect(close(solver[x], 10))
        try solver.removeConstraint(top)
        solver.updateVariables()
        #expect(close(solver[y], 10))
        #expect(close(solver[x], 0))
    }
}
