import Foundation

/// The headline figures of a bench run, by name (`png.balanced.speedup`), for
/// `reel-bench --figures FILE`: written into a JSON file that the README's figures are generated
/// from (`docs/bench-figures.json`, `docs/tools/readme-figures.py`), so they cannot drift from
/// what the bench measured.
final class BenchFigures {
    /// The figures recorded in this run.
    private(set) var values: [String: Double] = [:]

    /// Records `value` under `name`.
    func record(_ name: String, _ value: Double) {
        guard value.isFinite else { return }
        values[name] = value
    }

    /// Merges this run's figures into the JSON object in `url` (created when missing): a figure
    /// this run did not measure keeps its old value. Keys sorted, values to four significant
    /// digits, plus `measured` (the date, UTC) and `load` (the load average) of this run.
    func write(to url: URL, loadAverage: String, date: Date = Date()) throws {
        var object: [String: Any] = [:]
        if let data = try? Data(contentsOf: url),
            let existing = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            object = existing
        }
        for (name, value) in values {
            object[name] = Double(String(format: "%.4g", value)) ?? value
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        object["measured"] = formatter.string(from: date)
        object["load"] = loadAverage
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try (data + Data("\n".utf8)).write(to: url, options: .atomic)
    }
}
