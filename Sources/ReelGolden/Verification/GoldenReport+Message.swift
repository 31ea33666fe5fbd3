import Foundation

extension GoldenReport {
    /// The report as text for a test failure or the terminal: the set, the environment
    /// mismatch first, then each differing, missing or recorded offset with its pixel count and
    /// ratio, its attribute differences and the paths of the actual, diff and strip images.
    ///
    /// Paths are shown relative to `base` when they lie under it.
    public func message(relativeTo base: URL? = nil) -> String {
        message(relativeTo: base, recordCommand: nil)
    }

    /// The report as text, with `recordCommand` (such as `reel record scene.yaml --golden DIR`
    /// or `REEL_RECORD=missing swift test --filter cardStack`) suggested for missing goldens.
    ///
    /// The first line says what happened: `3 of 12 frames differ from their goldens` (then
    /// missing and recorded counts), followed by the set, the scene and the record mode.
    public func message(relativeTo base: URL?, recordCommand: String?) -> String {
        var lines: [String] = []
        lines.append(headline(relativeTo: base))
        let showPanes = Set(comparisons.flatMap { $0.attributeDifferences.map(\.pane) }).subtracting(["*"]).count > 1
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
                lines.append("  \(comparison.key): no golden")
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
                lines += differences.prefix(8).map { "      \($0.text(showingPane: showPanes))" }
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
        if !missingKeys.isEmpty {
            lines.append(
                "  record the missing golden\(missingKeys.count == 1 ? "" : "s"): "
                    + (recordCommand ?? "REEL_RECORD=missing (or `reel record`)")
                    + (mode == .never
                        ? " (record mode never: CI never records; record on a developer machine and commit)" : ""))
        }
        if !recordedKeys.isEmpty && !hasFailures {
            lines.append("  look at the recorded images, commit them, and re-run to compare")
        }
        return lines.joined(separator: "\n")
    }

    /// `3 of 12 frames differ from their goldens, 1 has no golden — golden set DIR (scene 's',
    /// record mode never)`; when all match, `golden set DIR (scene 's', record mode m): 12
    /// offsets match`.
    public func headline(relativeTo base: URL? = nil) -> String {
        let total = comparisons.count
        let set = "golden set \(display(directory, base)) (scene '\(scene)', record mode \(mode.rawValue))"
        var parts: [String] = []
        let frames = total == 1 ? "frame" : "frames"
        if !failedKeys.isEmpty {
            parts.append(
                "\(failedKeys.count) of \(total) \(frames) differ\(total == 1 ? "s" : "") from "
                    + (total == 1 ? "its golden" : "their goldens"))
        }
        if !missingKeys.isEmpty {
            let count = missingKeys.count
            parts.append(
                parts.isEmpty
                    ? "\(count) of \(total) \(frames) \(total == 1 ? "has" : "have") no golden"
                    : "\(count) \(count == 1 ? "has" : "have") no golden")
        }
        if !recordedKeys.isEmpty {
            let count = recordedKeys.count
            parts.append(parts.isEmpty ? "\(count) of \(total) \(frames) recorded" : "\(count) recorded")
        }
        if parts.isEmpty { return set + ": \(total) offset\(total == 1 ? "" : "s") match" }
        return parts.joined(separator: ", ") + " — " + set
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
