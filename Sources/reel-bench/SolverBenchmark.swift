import ConstraintSolver
import Foundation

/// The constraint solver on cell-sized systems: one cell's constraints solved from scratch (a
/// new solver each time, the constraints built beforehand), and 1,000 such cells one after
/// another. A cell is three rectangles (content view, label, icon) of four variables each and 13
/// constraints: required equalities, a required inequality and a priority-750 width that the
/// inequality overrides (label width 236, icon at x 260, content height 44).
struct SolverBenchmark {
    let runs: Int
    var solvesPerRun = 20_000

    func report() throws -> [String] {
        let cell = BenchCell()
        let check = try cell.solve()
        guard abs(check.labelWidth - 236) < 1e-9, abs(check.iconLeft - 260) < 1e-9 else {
            throw BenchCell.Failure(message: "the bench cell solved to \(check), not label width 236, icon x 260")
        }
        var perSolve = BenchSamples()
        var thousand = BenchSamples()
        for _ in 0..<runs {
            let start = BenchClock.threadCPU()
            for _ in 0..<solvesPerRun { _ = try cell.solve() }
            perSolve.add((BenchClock.threadCPU() - start) / Double(solvesPerRun))
            let cells = (0..<1_000).map { BenchCell(originY: Double($0) * 44) }
            let thousandStart = BenchClock.threadCPU()
            for cell in cells { _ = try cell.solve() }
            thousand.add(BenchClock.threadCPU() - thousandStart)
        }
        return [
            "Constraint solver — a 13-constraint cell solved from scratch, \(runs) runs, CPU time of one core",
            "  one cell (target ≤ 50 µs):  " + perSolve.microseconds,
            "  1,000 cells, a solver each: " + thousand.milliseconds,
        ]
    }
}

/// The benchmark's cell: content view, label and icon, 13 constraints.
struct BenchCell {
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private struct Box {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        init(_ name: String) {
            left = Variable(name + ".left")
            top = Variable(name + ".top")
            width = Variable(name + ".width")
            height = Variable(name + ".height")
        }
    }

    private let content = Box("content")
    private let label = Box("label")
    private let icon = Box("icon")
    private let constraints: [Constraint]

    init(originY: Double = 0) {
        let (c, l, i) = (content, label, icon)
        constraints = [
            c.left == 0, c.top == originY, c.width == 320,
            l.left == c.left + 16, l.top == c.top + 12, l.height == 20,
            (l.width == 300).withPriority(750), l.width + 84 <= c.width,
            i.left == l.left + l.width + 8, i.top == c.top + 4, i.width == 44, i.height == i.width,
            c.height == l.height + 24,
        ]
    }

    /// Solves the cell in a new solver.
    func solve() throws -> (labelWidth: Double, iconLeft: Double) {
        let solver = Solver()
        try solver.addConstraints(constraints)
        solver.updateVariables()
        return (solver.value(of: label.width), solver.value(of: icon.left))
    }
}
