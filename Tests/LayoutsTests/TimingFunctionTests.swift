import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Reference §1.5 and §1.9 example 7: PVView's approximate solver, and the exact option.
struct TimingFunctionTests {
    private func curve(_ name: PVTimingFunctionName, _ solver: PVTimingSolver = .approximate) -> PVTimingFunction {
        PVTimingFunction(name: name, solver: solver)
    }

    /// An independent exact evaluation: bisection on the Bernstein form of X(t), then Y(t).
    private func bernsteinExact(_ name: PVTimingFunctionName, _ x: Double) -> Double {
        let (p1, p2) = name.controlPoints
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, Double(p1.x), Double(p2.x)) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, Double(p1.y), Double(p2.y))
    }

    @Test func thereAreTwentyNineNamedCurves() {
        #expect(PVTimingFunctionName.allCases.count == 29)
        #expect(PVTimingFunctionName.easeInOutBack.controlPoints.0 == CGPoint(x: 0.68, y: -0.55))
        #expect(PVTimingFunctionName.default.controlPoints.1 == CGPoint(x: 0.25, y: 1))
    }

    @Test func approximateSolverReproducesReferenceTimingValues() {
        #expect(abs(curve(.easeInOut).evaluate(0.25) - 0.128891) < 5e-7)
        #expect(abs(curve(.default).evaluate(0.5) - 0.805658) < 5e-7)
        #expect(abs(curve(.easeInOutBack).evaluate(0.25) - -0.083099) < 5e-7)
        #expect(abs(curve(.easeOutBack).evaluate(0.5) - 1.067947) < 5e-7)
        #expect(abs(curve(.easeInOutExpo).evaluate(0.5) - 0.5) < 5e-7)
        #expect(abs(curve(.default).evaluate(0.25) - 0.418692) < 5e-7)
        #expect(abs(curve(.linear).evaluate(0.25) - 0.250049) < 5e-7)
        #expect(abs(curve(.easeIn).evaluate(0.5) - 0.315338) < 5e-7)
    }

    @Test func exactSolverReproducesReferenceExactValues() {
        #expect(abs(curve(.easeInOut, .exact).evaluate(0.25) - 0.129162) < 5e-7)
        #expect(abs(curve(.default, .exact).evaluate(0.5) - 0.802403) < 5e-7)
        #expect(abs(curve(.easeInOutBack, .exact).evaluate(0.25) - -0.082807) < 5e-7)
        #expect(abs(curve(.easeOutBack, .exact).evaluate(0.5) - 1.067553) < 5e-7)
        #expect(abs(curve(.default, .exact).evaluate(0.25) - 0.408511) < 5e-7)
        #expect(abs(curve(.easeIn, .exact).evaluate(0.5) - 0.315357) < 5e-7)
    }

    @Test func approximateSolverOutOfRangeInputsFollowTheReference() {
        #expect(curve(.linear).evaluate(-0.2) == 0)
        #expect(abs(curve(.easeIn).evaluate(-0.2) - 0.0996) < 5e-5)
        #expect(abs(curve(.default).evaluate(-0.2) - 0.0588) < 5e-5)
        #expect(abs(curve(.default).evaluate(1.2) - 0.9809) < 5e-5)
        #expect(curve(.easeIn).evaluate(1.2) == 1)
        #expect(curve(.linear).evaluate(1.2) == 1)
    }

    @Test(arguments: PVTimingFunctionName.allCases)
    func everyCurveMapsZeroToZeroAndOneToOne(_ name: PVTimingFunctionName) {
        for solver in PVTimingSolver.allCases {
            #expect(abs(curve(name, solver).evaluate(0)) < 1e-12)
            #expect(abs(curve(name, solver).evaluate(1) - 1) < 1e-12)
        }
    }

    @Test(arguments: PVTimingFunctionName.allCases)
    func exactSolverMatchesAnIndependentBernsteinSolution(_ name: PVTimingFunctionName) {
        for x in stride(from: 0.03, to: 1, by: 0.07) {
            #expect(abs(curve(name, .exact).evaluate(x) - bernsteinExact(name, x)) < 1e-7)
        }
    }

    @Test(arguments: PVTimingFunctionName.allCases)
    func approximateSolverStaysWithinItsTolerance(_ name: PVTimingFunctionName) {
        // For inputs in 0…1 the approximate t always lands within the 0.005 tolerance in x.
        let bezier = PVUnitBezier(
            x1: Double(name.controlPoints.0.x), y1: Double(name.controlPoints.0.y),
            x2: Double(name.controlPoints.1.x), y2: Double(name.controlPoints.1.y))
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            let t = bezier.approximateParameter(forX: x, epsilon: PVTimingFunction.approximateTolerance)
            #expect(abs(bezier.sampleX(t) - x) < 0.005)
        }
    }

    @Test func customTimingFunctionsDriveActionsThroughTheProtocol() throws {
        struct EaseOutSineFunction: PVTimingFunctionType {
            func evaluate(_ input: Double) -> Double { sin(input * Double.pi / 2) }
        }
        let parameters = try PVParameters(timingFunction: EaseOutSineFunction())
        #expect(abs(parameters.actionProgress(forPageProgress: 1.0 / 3.0) - 0.5) < 1e-12)
        #expect(parameters.actionProgress(forPageProgress: 0) == 0)
    }
}
