import ConstraintSolver
import Testing

@Suite("Expressions and constraints")
struct ExpressionTests {
    @Test func operatorsBuildTheExpectedExpressions() {
        let x = Variable("x")
        let y = Variable("y")
        #expect((x + 10).description == "x + 10")
        #expect((2 * x - y / 2 + 3).description == "2*x - 0.5*y + 3")
        #expect((-(x - y) * 3).description == "-3*x + 3*y")
        #expect((10 - x).description == "-x + 10")
        #expect(((x + y) / 2 - 1).evaluate { $0 === x ? 4 : 6 } == 4)
    }

    @Test func constraintsAreNormalisedAndSimplified() {
        let x = Variable("x")
        let y = Variable("y")
        let c: Constraint = x + 10 == y + x + x
        #expect(c.expression.terms.count == 2)
        #expect(c.description == "-x - y == -10 (required)")
        let cancel: Constraint = x - x + y >= 1
        #expect(cancel.expression.terms.map(\.variable) == [y])
        #expect((x <= 3).withPriority(250).strength == .defaultLow)
        #expect(cancel.isSatisfied { _ in 1 })
        #expect(!cancel.isSatisfied { _ in 0 })
    }

    @Test func variablesAndConstraintsCompareByIdentity() {
        let a = Variable("same")
        let b = Variable("same")
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        let c1: Constraint = a == 1
        let c2: Constraint = a == 1
        #expect(c1 != c2)
        #expect(Variable().description.hasPrefix("v"))
    }
}
