/// The one way LayoutReel turns a floating-point value into an integer.
///
/// Swift's `Int(x)` traps when `x` is NaN, infinite or outside `Int`'s range, and a number a
/// scene, a flag, an environment variable or a layout gives can be any of those (`fps: 1e-300`
/// once made `Int(1 / fps)` kill `reel`). Every conversion in `Sources` goes through one of
/// these three, which never trap; `.ci/check-float-to-int.py` (run by `make test`) finds any
/// other, and a conversion proven safe where it is written carries the comment
/// `// float-to-int: <why it is finite and in range>` instead.
///
/// ```swift
/// WholeNumber.exactly(390.0)                               // 390
/// WholeNumber.exactly(0.5)                                 // nil: not a whole number
/// WholeNumber.rounded(2.5, .toNearestOrAwayFromZero)       // 3
/// WholeNumber.rounded(1e300, .down)                        // nil: past Int.max
/// WholeNumber.clamped(1e300, .down, to: 0...65_535, as: UInt16.self)   // 65535
/// ```
public enum WholeNumber {
    /// `value` as an integer when it is a whole number `Integer` can hold; nil when it has a
    /// fraction, is NaN or infinite, or is out of range. `-0.0` is `0`.
    public static func exactly<Value: BinaryFloatingPoint, Integer: FixedWidthInteger>(
        _ value: Value, as type: Integer.Type
    ) -> Integer? {
        Integer(exactly: value)
    }

    /// `value` as an `Int` when it is a whole number in `Int`'s range, else nil.
    public static func exactly<Value: BinaryFloatingPoint>(_ value: Value) -> Int? {
        Int(exactly: value)
    }

    /// `value` rounded by `rule`, as an integer; nil when it is NaN or infinite, or rounds to a
    /// number `Integer` cannot hold.
    public static func rounded<Value: BinaryFloatingPoint, Integer: FixedWidthInteger>(
        _ value: Value, _ rule: FloatingPointRoundingRule, as type: Integer.Type
    ) -> Integer? {
        Integer(exactly: value.rounded(rule))
    }

    /// `value` rounded by `rule`, as an `Int`; nil when it is NaN, infinite or out of range.
    public static func rounded<Value: BinaryFloatingPoint>(_ value: Value, _ rule: FloatingPointRoundingRule) -> Int? {
        Int(exactly: value.rounded(rule))
    }

    /// `value` rounded by `rule` and held to `range`: below it (or `-inf`) is its lower bound,
    /// above it (or `inf`) its upper bound, and NaN is `nan` (by default the lower bound).
    public static func clamped<Value: BinaryFloatingPoint, Integer: FixedWidthInteger>(
        _ value: Value, _ rule: FloatingPointRoundingRule, to range: ClosedRange<Integer>, nan: Integer? = nil,
        as type: Integer.Type = Integer.self
    ) -> Integer {
        guard !value.isNaN else { return nan ?? range.lowerBound }
        let whole = value.rounded(rule)
        if whole <= Value(range.lowerBound) { return range.lowerBound }
        if whole >= Value(range.upperBound) { return range.upperBound }
        // Strictly between two integers of `Integer`: a whole number it holds.
        return Integer(exactly: whole) ?? range.upperBound
    }
}
