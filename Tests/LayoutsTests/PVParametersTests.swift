import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Reference §1.1 (defaults, validation) and §1.3 (action progress), with §1.9 examples 2, 4, 5.
struct PVParametersTests {
    @Test func defaultParametersRunTheWholePageLinearly() {
        #expect(PVParameters.default.startOffset == 0)
        #expect(PVParameters.default.stopOffset == 1)
        #expect(PVParameters.default.timingFunction == nil)
        #expect(PVParameters.default.actionProgress(forPageProgress: 0.37) == 0.37)
    }

    @Test func offsetsOutsideTheRuleThrowAClearError() {
        let cases: [(Double, Double, String)] = [
            (0.6, 0.6, "startOffset 0.6 must be less than stopOffset 0.6"),
            (0.7, 0.2, "startOffset 0.7 must be less than stopOffset 0.2"),
            (-0.1, 0.5, "startOffset -0.1 is outside 0...1"),
            (0, 1.5, "stopOffset 1.5 is outside 0...1"),
            (.nan, 1, "startOffset nan is outside 0...1"),
        ]
        for (start, stop, reason) in cases {
            #expect(throws: PVParametersError.self) { try PVParameters(startOffset: start, stopOffset: stop) }
            do {
                _ = try PVParameters(startOffset: start, stopOffset: stop)
            } catch {
                #expect(error.reason == reason)
                #expect(error.description == "\(reason); action parameters need 0 <= startOffset < stopOffset <= 1")
            }
        }
    }

    @Test func actionWindowScalesAndClampsPageProgress() throws {
        // §1.9 example 2: (s 0.2, e 0.6) at p = 0.4 → r = 0.5; p = 0.2 → 0; p ≥ 0.6 → 1.
        let window = try PVParameters(startOffset: 0.2, stopOffset: 0.6)
        #expect(abs(window.actionProgress(forPageProgress: 0.4) - 0.5) < 1e-12)
        #expect(window.actionProgress(forPageProgress: 0.2) == 0)
        #expect(window.actionProgress(forPageProgress: 0.1) == 0)
        // (0.6 − 0.2)·2.5 is 0.9999999999999999 in Double, as in the original's arithmetic.
        #expect(abs(window.actionProgress(forPageProgress: 0.6) - 1) < 1e-12)
        #expect(window.actionProgress(forPageProgress: 0.9) == 1)
        let eased = try PVParameters(
            startOffset: 0.2, stopOffset: 0.6, timingFunction: PVTimingFunction(name: .easeIn))
        #expect(abs(eased.actionProgress(forPageProgress: 0.4) - 0.315338) < 5e-7)
    }

    @Test func overshootReachesOnlyActionsThatStopAtOne() throws {
        // §1.9 example 4: p = 1.13333 (offset 1550, P = 375).
        let progress = (1550.0 - 1125.0) / 375.0
        #expect(abs(PVParameters.default.actionProgress(forPageProgress: progress) - 1.13333) < 5e-6)
        #expect(try PVParameters(stopOffset: 0.5).actionProgress(forPageProgress: progress) == 1)
        #expect(abs(try PVParameters(startOffset: 0.5).actionProgress(forPageProgress: progress) - 1.26667) < 5e-6)
    }

    @Test func negativeProgressReachesOnlyActionsThatStartAtZero() throws {
        // §1.9 example 5: p = −0.08 (offset −30).
        let progress = -30.0 / 375.0
        #expect(abs(progress - -0.08) < 1e-12)
        #expect(abs(try PVParameters(stopOffset: 0.5).actionProgress(forPageProgress: progress) - -0.16) < 1e-12)
        #expect(try PVParameters(startOffset: 0.2).actionProgress(forPageProgress: progress) == 0)
    }
}
