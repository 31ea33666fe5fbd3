import Foundation
import Reel

/// The standard benchmark scene: a 390 × 844 point canvas at scale 2 (780 × 1688 pixels) on
/// white, ten translucent rectangles (a flow layout, 300 × 70 points, 14 points apart) moving
/// up by about 14.2 points a frame over 60 frames — so their edges fall between pixels and
/// are antialiased, and where they overlap the colours mix.
enum BenchScenes {
    /// The bench scene's YAML with `frames` frames (60 for the PNG benchmark; the memory
    /// measurement uses 10,000, Fixtures/scenes/bench-10000.yaml).
    static func yaml(frames: Int = 60) -> String {
        """
        # The standard benchmark scene: ten translucent rectangles on white, 780 × 1688 pixels.
        name: bench
        canvas: { width: 390, height: 844, scale: 2, background: "#FFFFFF" }
        fps: 60
        palette: ["#4E79A7CC", "#F28E2BCC", "#E15759CC", "#76B7B2CC", "#59A14FCC",
                  "#EDC948CC", "#B07AA1CC", "#FF9DA7CC", "#9C755FCC", "#BAB0ACCC"]
        sampling:
          linear: { from: start, to: end, frames: \(frames) }
        panes:
          - name: list
            layout: flow
            items: 20
            parameters:
              itemSize: { width: 300, height: 70 }
              minimumLineSpacing: 14
              sectionInset: { top: 10, left: 45, bottom: 10, right: 45 }
        styles:
          cell: { shape: rectangle, fill: palette, label: "" }
        """
    }

    /// The bench scene, parsed.
    static func scene(frames: Int = 60) throws -> Scene {
        try Scene.parse(yaml(frames: frames), file: "<bench scene>")
    }

    /// The busy bench scene's file, `Fixtures/scenes/bench-busy.yaml` in the package this
    /// `reel-bench` was built from (found from this source file's path, as `make bench` runs it
    /// on the machine that built it).
    static let busyFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/bench-busy.yaml")

    /// The busy bench scene's YAML with `frames` frames instead of the file's 60 (every
    /// `frames: 60` of its sampling becomes `frames: N`).
    ///
    /// - Throws: when the file cannot be read.
    static func busyYAML(frames: Int = 60) throws -> String {
        let text = try String(contentsOf: busyFile, encoding: .utf8)
        return frames == 60 ? text : text.replacingOccurrences(of: "frames: 60", with: "frames: \(frames)")
    }

    /// The busy bench scene with `frames` frames, parsed.
    ///
    /// - Throws: when the file cannot be read or parsed.
    static func busyScene(frames: Int = 60) throws -> Scene {
        try Scene.parse(busyYAML(frames: frames), file: busyFile.path)
    }
}
