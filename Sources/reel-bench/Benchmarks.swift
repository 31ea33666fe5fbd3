import Canvas
import Foundation
import Reel

/// The suites `reel-bench` runs: the PNG encoder against cairo's writer, scaling across jobs,
/// layout queries, image diff and SVG frames. Run them on a release build (`make bench`).
enum Benchmarks {
    /// A group of measurements.
    enum Suite: String, CaseIterable, Sendable {
        /// Canvas's PNG encoders against cairo's writer, side by side on the same frames.
        case png
        /// The PNG encoders against cairo's writer on the busy scene (Fixtures/scenes/bench-busy.yaml),
        /// and the whole `reel render --jobs 1` of 600 busy frames against cairo's drawing alone.
        case busy
        /// Rasterize + encode with each job count.
        case scaling
        /// A million-item table layout: first layout pass and 10,000 visible-rect queries.
        case layout
        /// A 100,000-item compositional layout: first layout pass and 10,000 visible-rect queries.
        case compositional
        /// ReelGolden's image diff on two 780 × 1688 frames (and ImageMagick's when installed).
        case diff
        /// SVG frames per second.
        case svg
        /// A failing 50-frame golden verification at 780 × 1688 (run it on a debug build too).
        case golden
        /// APNG, GIF and WebP of the parabolic gallery scene (or `--scene`): bytes and encode time.
        case sharing
        /// The constraint solver on cell-sized systems (one cell, 1,000 cells).
        case solver
        /// Auto Layout: fitting self-sizing cells (one cell, a 1,000-cell list).
        case autolayout
        /// Drawn cells: a 390 × 844 @2x frame of 20 cells (label, image, rounded background,
        /// shadow) captured and drawn by ViewCapture and ViewDrawing.
        case cells
        /// The live page of a 50-cell grid in headless Chromium: frames drawn per second during
        /// a drag and a fling, and how far the drawn frames trail the pointer.
        case live
    }

    /// Runs `suites` with `runs` repetitions each on `scene` (default: the bench scene,
    /// ``BenchScenes``), passing every report line to `emit` as soon as its suite finishes;
    /// `reel`: the reel executable the live suite serves the page with (nil: the one beside
    /// reel-bench).
    ///
    /// - Throws: a rendering error from the bench scene (none expected).
    ///
    /// The headline figures of the png, busy and scaling suites go to `figures` (the README's).
    static func run(
        suites: [Suite] = Suite.allCases, runs: Int = 5, jobCounts: [Int] = [1, 2], scene: Scene? = nil,
        figures: BenchFigures? = nil, zopfli: Bool = true, reel: String? = nil,
        encoders: [(String, PNGEncoder)] = PNGBenchmark.allEncoders, emit: (String) -> Void
    ) throws {
        let runs = max(1, runs)
        let frames = try BenchFrames(scene: scene ?? BenchScenes.scene())
        for suite in suites {
            emit("load average: " + loadAverage)
            let lines: [String]
            switch suite {
            case .png:
                lines = try PNGBenchmark(frames: frames, runs: runs, encoders: encoders, zopfli: zopfli)
                    .report(figures: scene == nil ? figures : nil)
            case .busy:
                lines =
                    try PNGBenchmark(
                        frames: BenchFrames(scene: BenchScenes.busyScene()), runs: runs, encoders: encoders,
                        zopfli: zopfli
                    )
                    .report(figures: figures, prefix: "busy")
                    + drawnCells(runs: runs, figures: figures, zopfli: zopfli, encoders: encoders)
                    + BusyRenderBenchmark(runs: runs).report()
            case .scaling:
                lines = try ScalingBenchmark(frames: frames, runs: runs, jobCounts: jobCounts)
                    .report(figures: scene == nil ? figures : nil)
            case .layout: lines = LayoutQueryBenchmark(runs: runs).report()
            case .compositional: lines = CompositionalQueryBenchmark(runs: runs).report()
            case .diff: lines = try DiffBenchmark(runs: runs).report()
            case .svg: lines = try SVGBenchmark(frames: frames, runs: runs).report()
            case .golden: lines = try GoldenFailureBenchmark(runs: runs).report()
            case .sharing:
                let shared = try scene ?? Scene.load(contentsOf: SharingBenchmark.galleryFile)
                lines = try SharingBenchmark(frames: BenchFrames(scene: shared), runs: runs).report()
            case .solver: lines = try SolverBenchmark(runs: runs).report()
            case .autolayout: lines = try AutoLayoutBenchmark(runs: runs).report()
            case .cells:
                lines = try CellDrawingBenchmark(runs: runs).report() + CellRenderBenchmark(runs: runs).report()
            case .live: lines = try LiveBenchmark(runs: runs, reel: reel).report() + ["load average: " + loadAverage]
            }
            lines.forEach(emit)
            emit("")
        }
    }

    /// The PNG encoders on frames of drawn cells (``DrawnCellFrames``), where the UIKit module is
    /// built.
    private static func drawnCells(
        runs: Int, figures: BenchFigures?, zopfli: Bool, encoders: [(String, PNGEncoder)]
    ) throws -> [String] {
        #if canImport(ViewCapture)
            var benchmark = PNGBenchmark(frames: DrawnCellFrames(), runs: runs, encoders: encoders, zopfli: zopfli)
            benchmark.zopfliStride = 6
            return try benchmark.report(figures: figures, prefix: "cells")
        #else
            return ["PNG encoding of drawn cells — not measured here: ViewCapture needs the UIKit module"]
        #endif
    }

    /// The 1, 5 and 15 minute load averages (`/proc/loadavg`), or "unknown".
    static var loadAverage: String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
