import Canvas
import Foundation
import Reel

/// The name of one golden image, made from the content offsets it shows, not from a frame
/// number: adding a sample point to a scene does not rename the others.
///
/// A pane's part is `<pane>-x<X>-y<Y>`, each offset in points rounded to 0.01, its integer part
/// zero-padded to 4 digits, a fraction only when there is one, and a minus sign when negative:
/// `list-x0000-y0120.5`, `left-x0000-y-0272`. Panes are joined with `+` in scene order:
/// `left-x0000-y0300+right-x0000-y0300`. Characters of a pane name other than letters, digits,
/// `_`, `.` and `-` become `_`. The image is `<key>.png`, its attributes `<key>.json`.
public struct GoldenKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file name stem, such as `left-x0000-y0300+right-x0000-y0300`.
    public var rawValue: String

    /// A key from its text, taken as it is (a stem read back from a golden set).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key of a frame whose panes (named `names`) are at `offsets`.
    public init(panes names: [String], offsets: [CGPoint]) {
        rawValue = zip(names, offsets).map { name, offset in
            "\(Self.sanitized(name))-x\(Self.format(offset.x))-y\(Self.format(offset.y))"
        }.joined(separator: "+")
    }

    /// The key of `sample` in `scene`.
    public init(scene: Scene, sample: FrameSample) {
        let names = scene.panes.map(\.name)
        let offsets = names.indices.map { $0 < sample.offsets.count ? sample.offsets[$0] : .zero }
        self.init(panes: names, offsets: offsets)
        // Section tracks: `feed-x0000-y0000-s1x0120`, so frames that differ only in a section's
        // own offset keep apart (panes without section tracks keep their keys).
        if let sections = sample.sectionOffsets {
            rawValue = names.indices.map { index in
                let pane =
                    "\(Self.sanitized(names[index]))-x\(Self.format(offsets[index].x))-y\(Self.format(offsets[index].y))"
                let own = index < sections.count ? sections[index] : [:]
                return pane + own.keys.sorted().map { "-s\($0)x\(Self.format(own[$0] ?? 0))" }.joined()
            }.joined(separator: "+")
        }
    }

    /// `<key>.png`.
    public var imageFileName: String { rawValue + ".png" }
    /// `<key>.json`.
    public var attributesFileName: String { rawValue + ".json" }

    /// The file name stem, ``rawValue``.
    public var description: String { rawValue }

    /// Whether `lhs` sorts before `rhs`: by their stems as strings, the order of a manifest.
    public static func < (lhs: GoldenKey, rhs: GoldenKey) -> Bool { lhs.rawValue < rhs.rawValue }

    /// An offset in points as a key number: rounded to 0.01, integer part padded to 4 digits.
    static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        // Below 1e17 in magnitude: an Int64.
        let hundredths = WholeNumber.rounded(value * 100, .toNearestOrAwayFromZero, as: Int64.self) ?? 0
        let negative = hundredths < 0
        let magnitude = negative ? -hundredths : hundredths
        let whole = String(magnitude / 100)
        var text = String(repeating: "0", count: max(0, 4 - whole.count)) + whole
        let fraction = magnitude % 100
        if fraction != 0 {
            var digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
            if digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return (negative ? "-" : "") + text
    }

    static func sanitized(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty ? "pane" : cleaned
    }
}
