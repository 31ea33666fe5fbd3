import CollectionLayout
import Foundation

/// Samples one pane's track: resolves `start` and `end` against the pane's content-offset
/// range and turns the motion into one offset per frame.
struct TrackSampler {
    let view: CollectionView
    let spec: SamplingSpec
    let fps: Double

    /// The axis the track moves along: the spec's, or `x` when the content only scrolls
    /// horizontally, otherwise `y`.
    var axis: ScrollAxis {
        if let axis = spec.axis { return axis }
        let range = view.contentOffsetRange
        return range.max.x > range.min.x && range.max.y <= range.min.y ? .x : .y
    }

    /// One content offset per frame.
    func points() throws -> [CGPoint] {
        view.layoutIfNeeded()
        let range = view.contentOffsetRange
        let axis = self.axis
        let cross = axis == .x ? range.min.y : range.min.x
        let positions = try self.positions(
            low: axis == .x ? range.min.x : range.min.y, high: axis == .x ? range.max.x : range.max.y,
            pageSize: axis == .x ? view.bounds.width : view.bounds.height, axis: axis, cross: cross)
        if let bad = positions.first(where: { !$0.isFinite }) {
            throw TrackProblem(message: "the motion produced the offset \(bad); check its numbers")
        }
        return positions.map { axis == .x ? CGPoint(x: $0, y: cross) : CGPoint(x: cross, y: $0) }
    }

    /// Offsets along the axis.
    func positions(
        low: Double, high: Double, pageSize: Double, axis: ScrollAxis, cross: Double
    ) throws -> [Double] {
        func resolve(_ position: TrackPosition) throws -> Double {
            switch position {
            case .start: return low
            case .end: return high
            case .value(let value):
                guard value.isFinite else { throw TrackProblem(message: "offsets must be finite, found \(value)") }
                return value
            }
        }
        switch spec.motion {
        case .linear(let from, let to, let spacing):
            return try Self.linear(from: try resolve(from), to: try resolve(to), spacing: spacing)
        case .keyframes(let keyframes, let frames):
            let resolved = try keyframes.map { (frame: $0.frame, offset: try resolve($0.offset), curve: $0.curve) }
            return try Self.keyframes(resolved, frames: frames)
        case .pages(let framesPerPage, let pages, let curve):
            return try Self.pages(
                low: low, high: high, pageSize: pageSize, framesPerPage: framesPerPage, pages: pages, curve: curve)
        case .fling(let from, let velocity):
            // A fling moves the view; leave it where it was so sampling has no side effect.
            let before = view.contentOffset
            defer { view.contentOffset = before }
            return try fling(from: try resolve(from), velocity: velocity, axis: axis, cross: cross)
        }
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
            let steps = (distance / step + 1e-9).rounded(.down)
            try checkCount(steps < Double(Sampler.maximumFrames) ? Int(steps) + 1 : Sampler.maximumFrames + 1)
            let direction: Double = to >= from ? 1 : -1
            return (0...Int(steps)).map { from + direction * step * Double($0) }
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
        let count = Int(pageCount)
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
