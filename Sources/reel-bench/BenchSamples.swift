import Foundation

/// Repeated measurements of one quantity, summarised as minimum and median (the machine is
/// shared, so the minimum is the least disturbed run and the median the typical one).
struct BenchSamples {
    private(set) var values: [Double] = []

    mutating func add(_ value: Double) { values.append(value) }

    var minimum: Double { values.min() ?? .nan }

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// "min 1.23 / median 1.45 ms" for values in seconds, shown in milliseconds.
    var milliseconds: String {
        "min " + Self.format(minimum * 1000) + " / median " + Self.format(median * 1000) + " ms"
    }

    /// "min 1.23 / median 1.45 µs" for values in seconds, shown in microseconds.
    var microseconds: String {
        "min " + Self.format(minimum * 1e6) + " / median " + Self.format(median * 1e6) + " µs"
    }

    /// "min 1.23 / median 1.45 s" for values in seconds.
    var seconds: String {
        "min " + Self.format(minimum) + " / median " + Self.format(median) + " s"
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}
