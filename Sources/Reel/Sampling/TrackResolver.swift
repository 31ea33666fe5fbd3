import CollectionLayout
import Foundation

/// Turns a track's motion into one position per frame along one axis: `start` and `end` resolved
/// against a range, pages of a given length, a fling sampled every `1000 / fps` ms.
///
/// The one resolver behind both kinds of track: a pane's (``TrackSampler``, over the collection
/// view's content-offset range) and an orthogonal section's (``SectionTrackSampler``, over the
/// section's own offset range). What differs between them — the range, the page length and how a
/// fling is thrown — is what they pass in.
struct TrackResolver {
    /// The position `start` resolves to.
    let low: Double
    /// The position `end` resolves to.
    let high: Double
    /// The length of one page (the `pages` motion).
    let pageSize: Double
    /// Frames per second: a fling is sampled every `1000 / fps` milliseconds.
    let fps: Double

    /// One position per frame for `motion`.
    ///
    /// - Parameter fling: Throws a fling from a position with a velocity in points per
    ///   millisecond (already checked finite) and returns its trajectory, whose `along` coordinate
    ///   is the track's.
    /// - Throws: ``TrackProblem`` for a non-finite offset or velocity, a bad count or step, too
    ///   many frames, or a motion that produced a non-finite position.
    func positions(
        _ motion: ScrollMotion, along: (CGPoint) -> Double,
        fling: (_ from: Double, _ velocity: Double) throws -> FlingTrajectory
    ) throws -> [Double] {
        let positions: [Double]
        switch motion {
        case .linear(let from, let to, let spacing):
            positions = try Self.linear(from: try resolve(from), to: try resolve(to), spacing: spacing)
        case .keyframes(let keyframes, let frames):
            let resolved = try keyframes.map { (frame: $0.frame, offset: try resolve($0.offset), curve: $0.curve) }
            positions = try Self.keyframes(resolved, frames: frames)
        case .pages(let framesPerPage, let pages, let curve):
            positions = try Self.pages(
                low: low, high: high, pageSize: pageSize, framesPerPage: framesPerPage, pages: pages, curve: curve)
        case .fling(let from, let velocity):
            let start = try resolve(from)
            guard velocity.isFinite else {
                throw TrackProblem(
                    message: "'velocity' must be a finite number of points per millisecond, found \(velocity)")
            }
            positions = try sample(try fling(start, velocity), along: along)
        }
        if let bad = positions.first(where: { !$0.isFinite }) {
            throw TrackProblem(message: "the motion produced the offset \(bad); check its numbers")
        }
        return positions
    }

    /// `position` as a number: `start` is ``low``, `end` is ``high``.
    func resolve(_ position: TrackPosition) throws -> Double {
        switch position {
        case .start: return low
        case .end: return high
        case .value(let value):
            guard value.isFinite else { throw TrackProblem(message: "offsets must be finite, found \(value)") }
            return value
        }
    }

    /// A fling's positions every `1000 / fps` ms from release until it rests; the last is the
    /// trajectory's rest point.
    func sample(_ trajectory: FlingTrajectory, along: (CGPoint) -> Double) throws -> [Double] {
        let interval = 1000 / fps
        // Past the limit (or not a number) is the limit, which the count then exceeds.
        let steps = WholeNumber.clamped(
            trajectory.duration / interval, .up, to: 0...Sampler.maximumFrames, nan: Sampler.maximumFrames)
        try Self.checkCount(steps + 1)
        var offsets = (0..<steps).map { along(trajectory.offset(at: Double($0) * interval)) }
        offsets.append(along(trajectory.target))
        return offsets
    }

    static func checkCount(_ count: Int) throws {
        guard count <= Sampler.maximumFrames else {
            throw TrackProblem(
                message:
                    "the track gives \(count) frames, more than the \(Sampler.maximumFrames) allowed; use fewer frames or a larger step"
            )
        }
    }

    static func linear(from: Double, to: Double, spacing: LinearSpacing) throws -> [Double] {
        switch spacing {
        case .frames(let frames):
            guard frames >= 1 else { throw TrackProblem(message: "'frames' must be 1 or more, found \(frames)") }
            try checkCount(frames)
            guard frames > 1 else { return [from] }
            return (0..<frames).map { index in
                index == frames - 1 ? to : from + (to - from) * (Double(index) / Double(frames - 1))
            }
        case .step(let step):
            guard step.isFinite, step > 0 else {
                throw TrackProblem(message: "'step' must be a finite number greater than 0, found \(step)")
            }
            let distance = abs(to - from)
            let steps = WholeNumber.clamped(
                distance / step + 1e-9, .down, to: 0...Sampler.maximumFrames, nan: Sampler.maximumFrames)
            try checkCount(steps + 1)
            let direction: Double = to >= from ? 1 : -1
            return (0...steps).map { from + direction * step * Double($0) }
        }
    }

    static func keyframes(_ keyframes: [(frame: Int, offset: Double, curve: TimingCurve)], frames: Int) throws
        -> [Double]
    {
        guard let first = keyframes.first, let last = keyframes.last else {
            throw TrackProblem(message: "keyframes must list at least one keyframe")
        }
        guard frames >= 1 else { throw TrackProblem(message: "'frames' must be 1 or more, found \(frames)") }
        try checkCount(frames)
        for (previous, next) in zip(keyframes, keyframes.dropFirst()) where next.frame <= previous.frame {
            throw TrackProblem(message: "keyframe frames must increase, found \(previous.frame) then \(next.frame)")
        }
        return (0..<frames).map { frame in
            if frame <= first.frame { return first.offset }
            if frame >= last.frame { return last.offset }
            let next = keyframes.firstIndex { $0.frame > frame } ?? keyframes.count - 1
            let a = keyframes[next - 1]
            let b = keyframes[next]
            let progress = Double(frame - a.frame) / Double(b.frame - a.frame)
            return a.offset + (b.offset - a.offset) * b.curve.value(at: progress)
        }
    }

    static func pages(
        low: Double, high: Double, pageSize: Double, framesPerPage: Int, pages: Int?, curve: TimingCurve
    ) throws -> [Double] {
        guard pageSize.isFinite, pageSize > 0 else {
            throw TrackProblem(message: "pages need a pane with a size along the scroll axis, found \(pageSize)")
        }
        guard framesPerPage >= 1 else {
            throw TrackProblem(message: "'framesPerPage' must be 1 or more, found \(framesPerPage)")
        }
        let pageCount = pages.map(Double.init) ?? ((max(high, low) - low) / pageSize + 1e-9).rounded(.down) + 1
        guard pageCount >= 1 else { throw TrackProblem(message: "'count' must be 1 or more, found \(pageCount)") }
        // Checked in floating point first: pages × framesPerPage can be past Int's range.
        let frameCount = (pageCount - 1) * Double(framesPerPage) + 1
        guard frameCount <= Double(Sampler.maximumFrames) else {
            throw TrackProblem(
                message: "\(pageCount) pages of \(framesPerPage) frames give \(frameCount) frames, "
                    + "more than the \(Sampler.maximumFrames) allowed; use fewer pages or frames per page")
        }
        let count = WholeNumber.clamped(pageCount, .towardZero, to: 1...Sampler.maximumFrames)
        var offsets: [Double] = []
        for page in 0..<(count - 1) {
            for step in 0..<framesPerPage {
                let eased = curve.value(at: Double(step) / Double(framesPerPage))
                offsets.append(low + pageSize * (Double(page) + eased))
            }
        }
        offsets.append(low + pageSize * Double(count - 1))
        return offsets
    }
}
