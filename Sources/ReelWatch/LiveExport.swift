import Foundation
import Reel

/// A recorded interaction of the live page — one offset per pane per frame, at the scene's frame
/// rate — as a scene track and as an animation.
///
/// The track is a `keyframes` motion with one keyframe a frame (docs/scene-format.md), offsets
/// rounded to 1/100 point, along each pane's axis; the other axis stays at the low end of the
/// pane's range, as in every track. The animation is that track rendered by ``RenderDriver``
/// with one of the whole-run outputs (APNG, GIF, WebP, MP4), so a scene given the track renders
/// the same frames and a golden test can pin exactly the gesture.
enum LiveExport {
    /// The offsets of `track` along each pane's axis, rounded as the track writes them.
    static func positions(_ track: [[CGPoint]], pane: Int, axis: ScrollAxis) -> [Double] {
        track.map { frame in
            let point = frame[pane]
            return rounded(Double(axis == .x ? point.x : point.y))
        }
    }

    static func rounded(_ value: Double) -> Double {
        let result = (value * 100).rounded() / 100
        return result == 0 ? 0 : result
    }

    /// `value` as the track writes it: at most two decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The YAML of `track`: a scene's `sampling:` for a one-pane scene, else one `sampling:` per
    /// pane to put under that pane.
    static func yaml(_ track: [[CGPoint]], scene: Scene, axes: [ScrollAxis]) -> String {
        let fps = NumberText.short(scene.fps)
        var text =
            "# Recorded on reel's live page: \(track.count) frame\(track.count == 1 ? "" : "s") at \(fps) fps.\n"
        let single = scene.panes.count == 1
        text +=
            single
            ? "# Put it in the scene in place of its `sampling:`; a golden test then pins this gesture.\n"
            : "# Put each `sampling:` under its pane; a golden test then pins this gesture.\n"
        for (index, pane) in scene.panes.enumerated() {
            let indent = single ? "" : "    "
            if !single { text += "  - name: \(pane.name)  # panes[\(index)]\n" }
            text += "\(indent)sampling:\n\(indent)  axis: \(axes[index].rawValue)\n\(indent)  keyframes:\n"
            for (frame, value) in positions(track, pane: index, axis: axes[index]).enumerated() {
                text += "\(indent)    - {frame: \(frame), offset: \(format(value))}\n"
            }
        }
        return text
    }

    /// `scene` with `track` as every pane's own track.
    static func scene(_ scene: Scene, track: [[CGPoint]], axes: [ScrollAxis]) -> Scene {
        var scene = scene
        for index in scene.panes.indices {
            let keyframes = positions(track, pane: index, axis: axes[index]).enumerated().map {
                Keyframe(frame: $0.offset, offset: .value($0.element))
            }
            scene.panes[index].track = SamplingSpec(
                motion: .keyframes(keyframes, frames: keyframes.count), axis: axes[index])
        }
        return scene
    }

    /// `track` rendered as one `kind` file (APNG, GIF, WebP or MP4), through a staging folder
    /// that is removed afterwards.
    ///
    /// - Throws: What ``RenderDriver/run()`` throws (a missing `ffmpeg` for MP4, a layout error).
    static func render(
        _ track: [[CGPoint]], kind: OutputKind, source: LiveSource, axes: [ScrollAxis]
    ) throws -> (data: Data, type: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-live-export-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = RenderOptions(outputDirectory: folder, outputs: [kind], jobs: 2, progress: .quiet)
        let summary = try RenderDriver(
            scene: scene(source.scene, track: track, axes: axes), options: options, layouts: source.layouts,
            swiftLayouts: source.swiftLayouts
        ).run()
        let types: [OutputKind: (String, String)] = [
            .apng: ("apng", "image/apng"), .gif: ("gif", "image/gif"), .webp: ("webp", "image/webp"),
            .mp4: ("mp4", "video/mp4"),
        ]
        guard let (suffix, type) = types[kind], let file = summary.files.first(where: { $0.pathExtension == suffix })
        else { throw ReelError.invalidOption("the render wrote no \(kind.rawValue) file") }
        return (try Data(contentsOf: file), type)
    }
}
