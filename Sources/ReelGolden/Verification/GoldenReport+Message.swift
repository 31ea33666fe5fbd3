import Foundation

extension GoldenReport {
    /// The report as text for a test failure or the terminal: the set, the environment
    /// mismatch first, then each differing, missing or recorded offset with its pixel count and
    /// ratio, its attribute differences and the paths of the actual, diff and strip images.
    ///
    /// Paths are shown relative to `base` when they lie under it.
    public func message(relativeTo base: URL? = nil) -> String {
        var lines: [String] = []
        let total = comparisons.count
        var headline = "golden set \(display(directory, base)) (scene '\(scene)', record mode \(mode.rawValue)): "
        var parts: [String] = []
        if !failedKeys.isEmpty { parts.append("\(failedKeys.count) of \(total) offsets differ") }
        if !missingKeys.isEmpty { parts.append("\(missingKeys.count) missing") }
        if !recordedKeys.isEmpty { parts.append("\(recordedKeys.count) recorded") }
        if parts.isEmpty { parts.append("\(total) offset\(total == 1 ? "" : "s") match") }
        headline += parts.joined(separator: ", ")
        lines.append(headline)
        if !environmentMismatch.isEmpty {
            lines.append("  rendering environment differs from the one that recorded the set:")
            lines += environmentMismatch.map { "    \($0)" }
            lines.append("    frames are judged by their layout attributes; pixel differences are listed, not failed")
            lines.append("    (re-record on this machine with REEL_RECORD=all, or pin the environment)")
        }
        if !staleness.isEmpty {
            lines.append(
                "  the set is stale: " + staleness.joined(separator: "; ") + " — re-record it (REEL_RECORD=all)")
        }
        for comparison in comparisons {
            switch comparison.outcome {
            case .matched:
                if let pixels = comparison.pixels, !comparison.pixelsAccepted || pixels.differentPixels > 0 {
                    lines.append("  \(comparison.key): layout matches; pixels (not judged): \(pixels.summary)")
                }
            case .recorded(let previously):
                lines.append(
                    "  \(comparison.key): recorded (was \(previously)) → \(display(directory.appendingPathComponent(comparison.key.imageFileName), base))"
                )
            case .missing:
                lines.append("  \(comparison.key): no golden (record it with REEL_RECORD=missing or `reel record`)")
            case .failed:
                var text = "  \(comparison.key):"
                if let pixels = comparison.pixels, !comparison.pixelsAccepted { text += " \(pixels.summary)" }
                let differences = comparison.attributeDifferences
                if !differences.isEmpty {
                    text +=
                        (text.hasSuffix(":") ? "" : ";")
                        + " \(differences.count) attribute difference\(differences.count == 1 ? "" : "s")"
                }
                lines.append(text)
                lines += differences.prefix(8).map { "      \($0)" }
                if differences.count > 8 { lines.append("      … and \(differences.count - 8) more") }
                if let files = comparison.artifacts {
                    lines.append("      actual: \(display(files.actual, base))")
                    if let diff = files.diff { lines.append("      diff:   \(display(diff, base))") }
                    if let strip = files.strip { lines.append("      strip:  \(display(strip, base))") }
                }
            }
        }
        if !unusedKeys.isEmpty {
            lines.append(
                "  \(unusedKeys.count) stored golden\(unusedKeys.count == 1 ? "" : "s") no longer produced by the scene (remove with `reel prune`): "
                    + unusedKeys.prefix(5).map(\.rawValue).joined(separator: ", ") + (unusedKeys.count > 5 ? ", …" : "")
            )
        }
        lines += notes.map { "  note: \($0)" }
        if !recordedKeys.isEmpty && !hasFailures {
            lines.append("  look at the recorded images, commit them, and re-run to compare")
        }
        return lines.joined(separator: "\n")
    }

    private func display(_ url: URL, _ base: URL?) -> String {
        guard let base else { return url.path }
        let prefix =
            base.standardizedFileURL.path.hasSuffix("/")
            ? base.standardizedFileURL.path : base.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
