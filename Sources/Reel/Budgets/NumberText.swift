import Canvas
import Foundation

/// Numbers as messages and captions write them: short whatever their size.
public enum NumberText {
    /// `390`, `-12.5`, `1e+18`, `nan`: whole numbers below 10¹⁵ without a fraction, others with
    /// at most 6 significant digits, never hundreds of digits.
    public static func short(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if abs(value) < 1e15, let whole = WholeNumber.exactly(value) { return String(whole) }
        return String(format: "%.6g", value)
    }

    /// One decimal place (`120.5`) for values below 10¹⁵; beyond that the short form (`-1e+308`).
    public static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return short(value) }
        return String(format: "%.1f", value)
    }

    /// `1,000,000`: digits grouped in threes.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }
}
