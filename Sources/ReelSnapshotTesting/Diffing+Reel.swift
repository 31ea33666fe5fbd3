import Canvas
import Foundation
import ImageCodecs
import ReelGolden
import SnapshotTesting

#if canImport(Testing)
    import Testing
#endif

extension Diffing where Value == ReelSnapshot {
    /// Compares two `.reel` snapshots: pixelmatch over the image (within `tolerance.pixels`)
    /// and each frame's attributes (within `tolerance.attributes`). The message says how many
    /// frames differ and lists one line per changed attribute; the diff image and the
    /// expected | diff | actual strip are attached (in Swift Testing by reel itself, since
    /// swift-snapshot-testing attaches nothing on Linux).
    public static func reel(tolerance: GoldenTolerance = .default) -> Diffing {
        .diff(
            toData: { $0.fileData() },
            fromData: { ReelSnapshot(fileData: $0) },
            diffV2: { reference, actual in ReelSnapshotComparison(tolerance: tolerance).compare(reference, actual) })
    }
}

/// The comparison behind ``Diffing/reel(tolerance:)``.
struct ReelSnapshotComparison {
    var tolerance: GoldenTolerance

    func compare(_ reference: ReelSnapshot, _ actual: ReelSnapshot) -> (String, [DiffAttachment])? {
        if let failure = actual.failure { return (failure, []) }
        if reference.png == actual.fileData() { return nil }
        let expectedImage: RGBA8Image
        let actualImage: RGBA8Image
        do {
            expectedImage = try ImageDiff.decodeImage(reference.png, name: "the reference")
            actualImage = try ImageDiff.decodeImage(actual.png, name: "the snapshot")
        } catch {
            return ("reel could not read the reference: \(error)", [])
        }
        var options = tolerance.pixels.diff
        options.makesDiffImage = true
        let pixels = ImageDiff.compare(expected: expectedImage, actual: actualImage, options: options)
        let pixelsAccepted = !pixels.sizeDiffers && tolerance.pixels.accepts(pixels)
        var changedFrames: [(index: Int, key: String, lines: [String])] = []
        for (index, frame) in actual.frames.enumerated() {
            guard index < reference.frames.count else {
                changedFrames.append(
                    (
                        index, frame.key,
                        ["frame \(frame.key) is new (the reference has \(reference.frames.count) frames)"]
                    ))
                continue
            }
            let expected = reference.frames[index]
            var lines: [String] = []
            if expected.key != frame.key { lines.append("offset key \(expected.key) → \(frame.key)") }
            let differences = frame.differences(from: expected, tolerance: tolerance.attributes)
            let showPanes = Set(differences.map(\.pane)).count > 1
            lines += differences.map { $0.text(showingPane: showPanes) }
            if !lines.isEmpty { changedFrames.append((index, frame.key, lines)) }
        }
        if reference.frames.count > actual.frames.count {
            let gone = reference.frames[actual.frames.count...].map(\.key)
            changedFrames.append((actual.frames.count, gone.joined(separator: ", "), ["frames no longer produced"]))
        }
        if pixelsAccepted && changedFrames.isEmpty { return nil }

        let total = max(actual.frames.count, reference.frames.count)
        var message: [String] = []
        if changedFrames.isEmpty {
            message.append("the frames' pixels differ from the reference (their layout attributes match)")
        } else {
            message.append(
                "\(changedFrames.count) of \(total) frame\(total == 1 ? "" : "s") differ\(total == 1 ? "s" : "") from the reference"
            )
        }
        if !pixelsAccepted || pixels.differentPixels > 0 { message.append("  pixels: \(pixels.summary)") }
        for frame in changedFrames {
            message.append("  \(frame.key):")
            message += frame.lines.prefix(8).map { "      \($0)" }
            if frame.lines.count > 8 { message.append("      … and \(frame.lines.count - 8) more") }
        }
        var attachments: [(String, Data)] = [("actual.png", actual.png)]
        if let diff = pixels.diffImage, let diffPNG = try? PNGEncoder.fast.encode(diff) {
            attachments.append(("diff.png", diffPNG))
            if let strip = try? ComparisonStrip.pngData(
                expected: expectedImage, diff: diff, actual: actualImage, encoder: .fast)
            {
                attachments.append(("strip.png", strip))
            }
        }
        // swift-snapshot-testing attaches the DiffAttachments itself except on these systems.
        #if canImport(Testing) && (os(Linux) || os(Android) || os(Windows))
            if Test.current != nil {
                for (name, data) in attachments { Attachment.record([UInt8](data), named: name) }
            }
        #endif
        return (message.joined(separator: "\n"), attachments.map { DiffAttachment.data($0.1, name: $0.0) })
    }
}
