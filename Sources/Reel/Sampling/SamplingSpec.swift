import Canvas

/// How content offsets move over a scene's frames: a motion along one scroll axis.
///
/// A scene has one shared track; a pane may have its own (``PaneSpec/track``). Offsets along the
/// axis come from the motion; the other axis stays at the low end of the pane's content-offset
/// range. Offsets are never clamped, so a track may show overscroll on purpose.
public struct SamplingSpec: Hashable, Sendable, Codable {
    /// The motion along the axis.
    public var motion: ScrollMotion
    /// The scroll axis, or nil to choose per pane: `x` when the content only scrolls
    /// horizontally (wider than the pane and no taller), otherwise `y`.
    public var axis: ScrollAxis?
    /// Where the scene file wrote this track, for messages.
    public var location: SourceLocation?

    /// A track moving by `motion` along `axis` (chosen per pane when nil).
    public init(motion: ScrollMotion, axis: ScrollAxis? = nil, location: SourceLocation? = nil) {
        self.motion = motion
        self.axis = axis
        self.location = location
    }

    /// The default track: linear from `start` to `end` in 60 frames, axis chosen per pane.
    public static let `default` = SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .frames(60)))
}

/// A motion of the content offset along one axis.
public enum ScrollMotion: Hashable, Sendable, Codable {
    /// Evenly spaced offsets from `from` to `to`.
    case linear(from: TrackPosition, to: TrackPosition, spacing: LinearSpacing)
    /// Offsets eased between keyframes; `frames` ≥ the last keyframe's frame + 1 (later frames
    /// hold the last keyframe's offset).
    case keyframes([Keyframe], frames: Int)
    /// A fling released at `from` with `velocity` points per millisecond along the axis,
    /// decelerating and snapping as the pane's layout decides (`CollectionView.fling`). Sampled
    /// every `1000 / fps` ms until it rests.
    case fling(from: TrackPosition, velocity: Double)
    /// Page after page, a page being the pane's size along the axis: each transition between
    /// neighbouring pages takes `framesPerPage` frames eased by `curve`, then one final frame
    /// rests on the last page. `pages` nil visits every page from `start` to `end`.
    case pages(framesPerPage: Int, pages: Int?, curve: TimingCurve)
}

/// How many offsets a linear motion takes.
public enum LinearSpacing: Hashable, Sendable, Codable {
    /// Exactly this many frames (≥ 1), the first at `from` and the last at `to`.
    case frames(Int)
    /// One frame every `step` points (> 0) from `from` towards `to`, not past it.
    case step(Double)
}

/// An offset along a track's axis: a number of points, or an end of the pane's range.
public enum TrackPosition: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A content offset in points.
    case value(Double)
    /// The smallest offset the pane rests at (`contentOffsetRange.min`, e.g. `−contentInset.top`).
    case start
    /// The largest offset the pane rests at (`contentOffsetRange.max`, after `layoutIfNeeded()`).
    case end

    /// The position as a scene writes it: the number (without a fraction when whole), `start`
    /// or `end`.
    public var description: String {
        switch self {
        case .value(let value): ParameterNumber.format(value)
        case .start: "start"
        case .end: "end"
        }
    }
}

/// A scroll axis.
public enum ScrollAxis: String, Hashable, Sendable, Codable, CaseIterable {
    /// Horizontal: `contentOffset.x`.
    case x
    /// Vertical: `contentOffset.y`.
    case y
}

/// A keyframe of a ``ScrollMotion/keyframes(_:frames:)`` motion.
public struct Keyframe: Hashable, Sendable, Codable {
    /// The frame index at which the offset is reached, ≥ 0, increasing from keyframe to keyframe.
    public var frame: Int
    /// The offset reached at ``frame``.
    public var offset: TrackPosition
    /// The easing from the previous keyframe to this one (ignored on the first).
    public var curve: TimingCurve

    /// A keyframe reaching `offset` at frame `frame`, eased in by `curve` (linear by default).
    public init(frame: Int, offset: TrackPosition, curve: TimingCurve = .linear) {
        self.frame = frame
        self.offset = offset
        self.curve = curve
    }
}

/// Number formatting shared by descriptions and messages: whole numbers without a fraction.
enum ParameterNumber {
    static func format(_ value: Double) -> String {
        abs(value) < 1e15 ? WholeNumber.exactly(value).map { String($0) } ?? String(value) : String(value)
    }
}
