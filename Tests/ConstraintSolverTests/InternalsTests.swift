@testable import ConstraintSolver
import Testing

@Suite("Internals")
struct InternalsTests {
    final class Key {}

    @Test func identityTableMatchesDictionaryUnderRandomChurn() {
        var rng = SplitMix64(seed: 7)
        let keys = (0..<600).map { _ in Key() }
        var table = IdentityTable<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<20_000 {
            let key = ObjectIdentifier(keys[Int.random(in: 0..<keys.count, using: &rng)])
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                table.setValue(step, for: key)
                reference[key] = step
            case 1:
                #expect(table.removeValue(for: key) == reference.removeValue(forKey: key))
            default:
                table.update(key) { $0 += 1 }
                if reference[key] != nil { reference[key]! += 1 }
            }
            #expect(table.count == reference.count)
        }
        for key in keys.map(ObjectIdentifier.init) {
            #expect(table[key] == reference[key])
        }
    }

    @Test func rowsMergeAndDropCancelledTerms() {
        let a = Symbol(id: 1, kind: .slack)
        let b = Symbol(id: 2, kind: .error)
        let c = Symbol(id: 70, kind: .error) // shares a filter bit with id 6
        var row = Row(constant: 1)
        row.add(a, 2)
        row.add(c, 1)
        var other = Row(constant: 3)
        for (symbol, coefficient) in [(a, -1.0), (b, 4.0), (c, 1.0), (Symbol(id: 9, kind: .slack), 1.0),
                                      (Symbol(id: 12, kind: .slack), 1.0)] {
            other.add(symbol, coefficient)
        }
        row.add(other, times: 2)
        #expect(row.constant == 7)
        #expect(row.coefficient(for: a) == 0)
        #expect(!row.contains(a))
        #expect(row.coefficient(for: b) == 8)
        #expect(row.coefficient(for: c) == 3)
        #expect(row.coefficient(for: Symbol(id: 6, kind: .slack)) == 0)
        #expect(row.cells.map(\.symbol.id) == [2, 9, 12, 70])
    }

    @Test func aLongChainOfBoxesLaysOutAndTearsDown() throws {
        let count = 300
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        let solver = Solver()
        var constraints: [Constraint] = [lefts[0] == 0]
        for i in 0..<count {
            constraints.append(widths[i] >= 10)
            constraints.append((widths[i] == 50).withStrength(.defaultLow))
            if i > 0 { constraints.append(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
        }
        let end: Constraint = lefts[count - 1] + widths[count - 1] <= Double(count) * 40
        constraints.append(end)
        try solver.addConstraints(constraints)
        solver.updateVariables()
        // 300 boxes need 300*50 + 299*8 = 17392 but only 12000 is available.
        let total = solver[lefts[count - 1]] + solver[widths[count - 1]]
        #expect(close(total, 12_000))
        #expect(widths.allSatisfy { solver[$0] >= 10 - 1e-9 })
        try solver.removeConstraint(end)
        solver.updateVariables()
        #expect(widths.allSatisfy { close(solver[$0], 50) })
        #expect(close(solver[lefts[count - 1]], Double(count - 1) * 58))
        for constraint in constraints where constraint !== end {
            try solver.removeConstraint(constraint)
        }
        #expect(solver.constraintCount == 0)
        solver.updateVariables()
        #expect(solver[lefts[count - 1]] == 0)
    }
}
