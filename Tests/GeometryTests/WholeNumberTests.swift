import Foundation
import Geometry
import Testing

/// `WholeNumber`: the one conversion of floating-point values to integers never traps, at the
/// edges issue 30 lists (1e-300, -1e-300, 5e-324, 1e300, -0) and at NaN and the infinities.
@Suite struct WholeNumberTests {
    static let edges: [Double] = [
        1e-300, -1e-300, Double.leastNonzeroMagnitude, 1e300, -1e300, -0.0, .nan, .infinity, -.infinity,
    ]

    @Test func exactlyTakesOnlyWholeNumbersInRange() {
        #expect(WholeNumber.exactly(390.0) == 390)
        #expect(WholeNumber.exactly(-0.0) == 0)
        #expect(WholeNumber.exactly(0.5) == nil)
        #expect(WholeNumber.exactly(1e300) == nil)
        #expect(WholeNumber.exactly(Double.nan) == nil)
        #expect(WholeNumber.exactly(Double.infinity) == nil)
        #expect(WholeNumber.exactly(9_223_372_036_854_775_807.0) == nil, "2^63 is past Int.max")
        #expect(WholeNumber.exactly(65_535.0, as: UInt16.self) == 65_535)
        #expect(WholeNumber.exactly(65_536.0, as: UInt16.self) == nil)
        #expect(WholeNumber.exactly(-1.0, as: UInt8.self) == nil)
        #expect(Self.edges.map { WholeNumber.exactly($0) } == [nil, nil, nil, nil, nil, 0, nil, nil, nil])
    }

    @Test func roundedRoundsByTheRuleOrIsNil() {
        #expect(WholeNumber.rounded(2.5, .toNearestOrAwayFromZero) == 3)
        #expect(WholeNumber.rounded(2.5, .toNearestOrEven) == 2)
        #expect(WholeNumber.rounded(-2.5, .down) == -3)
        #expect(WholeNumber.rounded(1e-300, .up) == 1)
        #expect(WholeNumber.rounded(-1e-300, .up) == 0)
        #expect(WholeNumber.rounded(Double.leastNonzeroMagnitude, .down) == 0)
        #expect(WholeNumber.rounded(1e300, .down) == nil)
        #expect(WholeNumber.rounded(Double.nan, .down) == nil)
        #expect(WholeNumber.rounded(255.4, .toNearestOrAwayFromZero, as: UInt8.self) == 255)
        #expect(WholeNumber.rounded(255.5, .toNearestOrAwayFromZero, as: UInt8.self) == nil)
        #expect(WholeNumber.rounded(CGFloat(7.9), .towardZero) == 7)
    }

    @Test func clampedHoldsEveryValueToTheRange() {
        #expect(WholeNumber.clamped(1e300, .down, to: 0...100) == 100)
        #expect(WholeNumber.clamped(-1e300, .down, to: 0...100) == 0)
        #expect(WholeNumber.clamped(Double.infinity, .down, to: -5...5) == 5)
        #expect(WholeNumber.clamped(-Double.infinity, .down, to: -5...5) == -5)
        #expect(WholeNumber.clamped(Double.nan, .down, to: -5...5) == -5)
        #expect(WholeNumber.clamped(Double.nan, .down, to: -5...5, nan: 1) == 1)
        #expect(WholeNumber.clamped(41.5, .up, to: 0...100) == 42)
        #expect(WholeNumber.clamped(1e300, .down, to: Int.min...Int.max) == Int.max)
        #expect(WholeNumber.clamped(-1e300, .down, to: Int.min...Int.max) == Int.min)
        #expect(WholeNumber.clamped(9.2e18, .down, to: Int.min...Int.max) == 9_200_000_000_000_000_000)
        #expect(WholeNumber.clamped(0.999 * 255, .toNearestOrAwayFromZero, to: 0...255, as: UInt8.self) == 255)
        #expect(WholeNumber.clamped(Float(3e9), .down, to: Int32.min...Int32.max) == Int32.max)
        for edge in Self.edges {
            let value = WholeNumber.clamped(edge, .toNearestOrAwayFromZero, to: -10...10)
            #expect((-10...10).contains(value), "\(edge)")
        }
    }
}
