import Foundation
import Reel

/// The route and query of a live request (`/live/frame?o=0,120.5`), with its numbers checked:
/// every number a live endpoint reads must be finite and within its limit, else the request is
/// answered with 400 and a message (``LiveRequestError``) — never a crash, never a frame at an
/// absurd offset.
struct LiveQuery {
    /// The path without the query (`/live/frame`).
    var route: String
    /// The query's values by name, percent-decoded; a repeated name keeps its first value.
    var values: [String: String]

    /// The largest content offset, in points, a live request may ask for.
    static let maximumOffset = 1_000_000.0
    /// The largest release velocity, in points per millisecond (UIKit's flings stay below 20).
    static let maximumVelocity = 1_000.0
    /// The most frames a recorded interaction may have.
    static let maximumFrames = 1_200

    /// Splits `target` into route and values.
    init(_ target: String) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        route = String(parts.first ?? "")
        values = [:]
        guard parts.count == 2 else { return }
        for pair in parts[1].split(separator: "&") {
            let field = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(field[0]).removingPercentEncoding ?? String(field[0])
            let value = field.count == 2 ? (String(field[1]).removingPercentEncoding ?? "") : ""
            if values[name] == nil { values[name] = value }
        }
    }

    /// The text of `name`.
    ///
    /// - Throws: ``LiveRequestError`` when it is missing.
    func text(_ name: String) throws -> String {
        guard let value = values[name] else { throw LiveRequestError("missing '\(name)'") }
        return value
    }

    /// `text` as a finite number of magnitude at most `limit`.
    ///
    /// - Throws: ``LiveRequestError`` naming `what` for text that is not a number, NaN, an
    ///   infinity or a number past the limit.
    static func number(_ text: Substring, _ what: String, limit: Double) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw LiveRequestError("\(what) must be a number, found '\(text.prefix(40))'")
        }
        guard value.isFinite else { throw LiveRequestError("\(what) must be finite, found \(text.prefix(40))") }
        guard abs(value) <= limit else {
            throw LiveRequestError("\(what) must be within ±\(NumberText.short(limit)), found \(text.prefix(40))")
        }
        return value
    }

    /// The number `name`, finite and within ±`limit`.
    func number(_ name: String, limit: Double) throws -> Double {
        try Self.number(Substring(try text(name)), "'\(name)'", limit: limit)
    }

    /// The whole number `name` in `range`.
    func integer(_ name: String, in range: Range<Int>) throws -> Int {
        let text = try text(name)
        guard let value = Int(text), range.contains(value) else {
            throw LiveRequestError(
                "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound - 1), found '\(text.prefix(40))'"
            )
        }
        return value
    }

    /// The frame's pixels per point, `scale`: nil when not given; else from 0.25 to `maximum`
    /// (the scene's own scale: a live frame never has more pixels than the render's).
    func scale(upTo maximum: Double) throws -> Double? {
        guard values["scale"] != nil else { return nil }
        let value = try number("scale", limit: Self.maximumOffset)
        guard value >= 0.25, value <= maximum else {
            throw LiveRequestError(
                "'scale' must be from 0.25 to \(NumberText.short(maximum)) (the scene's scale), found \(NumberText.short(value))"
            )
        }
        return value
    }

    /// One content offset per pane from `text` (`x0,y0,x1,y1…`), each within ``maximumOffset``.
    static func offsets(_ text: String, panes: Int, what: String) throws -> [CGPoint] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 * panes else {
            throw LiveRequestError(
                "\(what) needs \(2 * panes) numbers (x and y of \(panes) pane\(panes == 1 ? "" : "s")), found \(parts.count)"
            )
        }
        var points: [CGPoint] = []
        for pane in 0..<panes {
            points.append(
                CGPoint(
                    x: try number(parts[2 * pane], "\(what) x of pane \(pane)", limit: maximumOffset),
                    y: try number(parts[2 * pane + 1], "\(what) y of pane \(pane)", limit: maximumOffset)))
        }
        return points
    }

    /// The offsets `o` of a frame request.
    func offsets(panes: Int) throws -> [CGPoint] {
        try Self.offsets(try text("o"), panes: panes, what: "'o'")
    }

    /// The frames of a recorded interaction, `track`: frames separated by `;`, each one offset
    /// per pane as in ``offsets(panes:)``; 1 to ``maximumFrames`` frames.
    func track(panes: Int) throws -> [[CGPoint]] {
        let frames = try text("track").split(separator: ";")
        guard !frames.isEmpty, frames.count <= Self.maximumFrames else {
            throw LiveRequestError("'track' must have 1 to \(Self.maximumFrames) frames, found \(frames.count)")
        }
        return try frames.enumerated().map { index, frame in
            try Self.offsets(String(frame), panes: panes, what: "frame \(index) of 'track'")
        }
    }
}

/// A live request the server refuses with 400: what is wrong with it.
struct LiveRequestError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
