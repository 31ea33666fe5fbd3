import Canvas
import Foundation
import Layouts
import Yams

/// Tracks: `linear`, `keyframes`, `fling` or `pages`, plus `axis` (and `frames` for keyframes).
extension SceneDecoder {
    static let motionKeys = ["linear", "keyframes", "fling", "pages"]
    /// Keys of the short linear form, `sampling: { from: 0, to: end, frames: 60 }`.
    static let shortLinearKeys = ["from", "to", "step"]
    static let samplingKeys = motionKeys + ["axis", "frames"] + shortLinearKeys

    /// A track. Keyframe times in seconds are turned into frames with `fps`; `extraKeys` are
    /// keys of the same mapping that the caller reads (a section track's `section`).
    func samplingSpec(_ node: Node, _ what: String, fps: Double, extraKeys: [String] = []) throws -> SamplingSpec {
        let map = try reader.mapping(node, what, knownKeys: Self.samplingKeys + extraKeys)
        let motions = map.keys.filter(Self.motionKeys.contains)
        if motions.count > 1, let second = map.keyNode(motions[1]) {
            throw reader.error(
                second,
                "\(what) takes one motion, found both '\(motions[0])' and '\(motions[1])'; "
                    + "use a pane's own 'sampling' to move panes differently")
        }
        if let motion = motions.first, let short = Self.shortLinearKeys.first(where: { map[$0] != nil }),
            let keyNode = map.keyNode(short)
        {
            let belongs = motion == "linear" || (motion == "fling" && short == "from")
            throw reader.error(
                keyNode,
                belongs
                    ? "'\(short)' in \(what) belongs inside '\(motion)'"
                    : "'\(short)' in \(what) does not go with '\(motion)'; 'from', 'to' and 'step' without a motion make a linear track"
            )
        }
        if motions.isEmpty, Self.shortLinearKeys.contains(where: { map[$0] != nil }) {
            let linear = try reader.mapping(
                node, what, knownKeys: ["from", "to", "frames", "step", "axis"] + extraKeys)
            return SamplingSpec(
                motion: try linearMotion(linear, what),
                axis: try map.optional("axis") { try reader.enumeration($0, $1, as: ScrollAxis.self) },
                location: reader.location(node))
        }
        let frames = try map.optional("frames") { try reader.integer($0, $1, atLeast: 1) }
        if let framesNode = map["frames"], let motion = motions.first, motion != "keyframes" {
            throw reader.error(
                framesNode, "'frames' in \(what) applies to keyframes; write it inside '\(motion)' instead")
        }
        let axis = try map.optional("axis") { try reader.enumeration($0, $1, as: ScrollAxis.self) }
        let motion: ScrollMotion
        switch motions.first {
        case "linear"?:
            let linearWhat = "linear in \(what)"
            motion = try linearMotion(
                try reader.mapping(
                    try map.required("linear"), linearWhat, knownKeys: ["from", "to", "frames", "step"]),
                linearWhat)
        case "keyframes"?:
            motion = try keyframeMotion(
                try map.required("keyframes"), "keyframes in \(what)", frames: frames, framesNode: map["frames"],
                fps: fps)
        case "fling"?:
            motion = try flingMotion(try map.required("fling"), "fling in \(what)")
        case "pages"?:
            motion = try pageMotion(try map.required("pages"), "pages in \(what)")
        default:
            motion = .linear(from: .start, to: .end, spacing: .frames(frames ?? 60))
        }
        return SamplingSpec(motion: motion, axis: axis, location: reader.location(node))
    }

    /// A number of points, `start` or `end`.
    func trackPosition(_ node: Node, _ what: String) throws -> TrackPosition {
        let tag = NodeReader.tag(node)
        if tag == Tag.Name.int.rawValue || tag == Tag.Name.float.rawValue {
            return .value(try reader.number(node, what))
        }
        switch node.scalar?.string {
        case "start"? where tag == Tag.Name.str.rawValue: return .start
        case "end"? where tag == Tag.Name.str.rawValue: return .end
        default:
            throw reader.error(
                node, "\(what) must be a number of points, 'start' or 'end', found \(NodeReader.describe(node))")
        }
    }

    func linearMotion(_ map: MappingReader, _ what: String) throws -> ScrollMotion {
        if map["frames"] != nil, let stepKey = map.keyNode("step") {
            throw reader.error(stepKey, "\(what) takes 'frames' or 'step', not both")
        }
        let spacing: LinearSpacing =
            if let step = try map.optional("step", reader.positive) {
                .step(step)
            } else {
                .frames(try map.optional("frames") { try reader.integer($0, $1, atLeast: 1) } ?? 60)
            }
        return .linear(
            from: try map.optional("from", trackPosition) ?? .start,
            to: try map.optional("to", trackPosition) ?? .end,
            spacing: spacing)
    }

    func keyframeMotion(_ node: Node, _ what: String, frames: Int?, framesNode: Node?, fps: Double) throws
        -> ScrollMotion
    {
        let elements = try reader.list(node, what)
        guard !elements.isEmpty else { throw reader.error(node, "\(what) must list at least one keyframe") }
        var keyframes: [Keyframe] = []
        for (index, element) in elements.enumerated() {
            let context = "keyframe \(index) of \(what)"
            let map = try reader.mapping(element, context, knownKeys: ["frame", "time", "offset", "curve"])
            if map["frame"] != nil, let timeKey = map.keyNode("time") {
                throw reader.error(timeKey, "\(context) takes 'frame' or 'time', not both")
            }
            let frameNode = map["frame"] ?? map["time"] ?? element
            var frame = try map.optional("frame") { try reader.integer($0, $1, atLeast: 0) }
            if let time = try map.optional("time", reader.nonNegative) {
                let at = (time * fps).rounded()
                guard at <= Double(Sampler.maximumFrames) else {
                    throw reader.error(
                        map["time"] ?? element,
                        "'time' in \(context) is \(time) s, which at \(fps) fps is past the "
                            + "\(Sampler.maximumFrames)-frame limit of a track")
                }
                frame = WholeNumber.clamped(at, .towardZero, to: 0...Sampler.maximumFrames)
            }
            if frame == nil && index > 0 {
                throw reader.error(element, "missing required key 'frame' (or 'time' in seconds) in \(context)")
            }
            let keyframe = Keyframe(
                frame: frame ?? 0, offset: try trackPosition(try map.required("offset"), map.what("offset")),
                curve: try map.optional("curve", timingCurve) ?? .linear)
            if let previous = keyframes.last, keyframe.frame <= previous.frame {
                throw reader.error(
                    frameNode,
                    "\(context) is at frame \(keyframe.frame), which is not after the previous "
                        + "keyframe's frame \(previous.frame); keyframes must be in increasing frame order")
            }
            keyframes.append(keyframe)
        }
        let needed = (keyframes.last?.frame ?? 0) + 1
        if let frames, frames < needed, let framesNode {
            throw reader.error(
                framesNode,
                "'frames' must be at least \(needed) to reach the last keyframe (frame \(needed - 1)), found \(frames)")
        }
        return .keyframes(keyframes, frames: frames ?? needed)
    }

    func flingMotion(_ node: Node, _ what: String) throws -> ScrollMotion {
        let map = try reader.mapping(node, what, knownKeys: ["from", "velocity"])
        return .fling(
            from: try map.optional("from", trackPosition) ?? .start,
            velocity: try reader.number(try map.required("velocity"), map.what("velocity")))
    }

    func pageMotion(_ node: Node, _ what: String) throws -> ScrollMotion {
        let map = try reader.mapping(node, what, knownKeys: ["framesPerPage", "count", "curve"])
        return .pages(
            framesPerPage: try map.optional("framesPerPage") { try reader.integer($0, $1, atLeast: 1) } ?? 15,
            pages: try map.optional("count") { try reader.integer($0, $1, atLeast: 1) },
            curve: try map.optional("curve", timingCurve) ?? .linear)
    }

    /// A curve name (`easeInOut`) or four control-point numbers `[x1, y1, x2, y2]`.
    func timingCurve(_ node: Node, _ what: String) throws -> TimingCurve {
        if case .sequence = node {
            let numbers = try reader.list(node, what)
            guard numbers.count == 4 else {
                throw reader.error(
                    node, "\(what) must be a curve name or [x1, y1, x2, y2], found \(numbers.count) numbers")
            }
            let values = try numbers.enumerated().map { index, element in
                try reader.number(element, "\(["x1", "y1", "x2", "y2"][index]) of \(what)")
            }
            for index in [0, 2] where !(0...1).contains(values[index]) {
                throw reader.error(
                    numbers[index],
                    "\(["x1", "y1", "x2", "y2"][index]) of \(what) must be between 0 and 1, found \(NodeReader.describe(numbers[index]))"
                )
            }
            return TimingCurve(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
        }
        let names = TimingCurve.named.keys.sorted()
        let name = try reader.string(node, what)
        guard let curve = TimingCurve.named[name] else {
            let list = names.joined(separator: ", ") + ", or [x1, y1, x2, y2]"
            let message =
                LayoutRegistry.closest(to: name, among: names).map { "did you mean '\($0)'? Known curves: \(list)" }
                ?? "known curves: \(list)"
            throw reader.error(node, "unknown curve '\(name)' in \(what); \(message)")
        }
        return curve
    }
}
