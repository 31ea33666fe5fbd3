import ArgumentParser
import Canvas

/// A number given on the command line, checked where it is read: outside its range it is refused
/// with the flag's name, the range and why, before anything runs.
struct FlagRange {
    var bounds: ClosedRange<Double>
    var unit: String

    /// Points: a view side or a content offset (the ±1e9 of every scene number).
    static let offset = FlagRange(bounds: -1e9...1e9, unit: "points")
    /// A view's side in points.
    static let side = FlagRange(bounds: 1...100_000, unit: "points")
    /// Pixels per point.
    static let scale = FlagRange(bounds: 0.1...8, unit: "pixels per point")
    /// Seconds a preview step may take.
    static let seconds = FlagRange(bounds: 0.1...86_400, unit: "seconds")
    /// Megabytes of address space for a preview child.
    static let megabytes = FlagRange(bounds: 256...1_048_576, unit: "MB")

    /// `value`, or a `ValidationError` naming `flag` and the range.
    func check(_ flag: String, _ value: Double) throws -> Double {
        guard value.isFinite, bounds.contains(value) else {
            throw ValidationError(
                "\(flag) must be between \(Self.text(bounds.lowerBound)) and \(Self.text(bounds.upperBound)) "
                    + "(\(unit)), got \(Self.text(value))")
        }
        return value
    }

    private static func text(_ value: Double) -> String {
        abs(value) < 1e15 ? WholeNumber.exactly(value).map { String($0) } ?? "\(value)" : "\(value)"
    }
}
