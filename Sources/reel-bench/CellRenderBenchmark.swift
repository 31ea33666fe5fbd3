import Canvas
import CollectionLayout
import Foundation
import Reel

#if canImport(ViewCapture)
    import UIKit
    import ViewCapture
    import ViewDrawing

    /// `reel-bench --only cells`, second half: the whole render of a scene of drawn cells —
    /// `RenderDriver` with one job and PNG files, what `reel render --jobs 1` runs — with every
    /// cell drawn afresh in every frame and with unchanged cells' drawings reused
    /// (``DrawingReuse``). The scene is 60 cards like the frame benchmark's (390 × 844 @2x, two
    /// columns of a flow layout) over 60 frames, three ways: still (every frame the same),
    /// scrolled by whole pixels (10 points a frame) and scrolled between pixels (about 16.9
    /// points a frame, where nothing can be reused). The cells' trees are captured once, as a
    /// preview child sends them, so the figures are the parent's: compositing, drawing,
    /// encoding and writing.
    struct CellRenderBenchmark {
        let runs: Int

        /// The three motions, by name, as sampling tracks.
        static let motions: [(name: String, sampling: String)] = [
            ("still", "{ keyframes: [{ frame: 0, offset: 300 }], frames: 60 }"),
            ("scroll by whole pixels", "{ linear: { from: 0, to: 590, frames: 60 } }"),
            ("scroll between pixels", "{ linear: { from: 0, to: 1000, frames: 60 } }"),
        ]

        func report() throws -> [String] {
            let trees = Self.trees()
            let shm = URL(fileURLWithPath: "/dev/shm")
            let parent =
                FileManager.default.isWritableFile(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
            let folder = parent.appendingPathComponent("reel-bench-cells-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var lines = [
                "Whole render — 60 frames of 60 drawn cards (390 × 844 @2x), reel render --jobs 1 "
                    + "(RenderDriver, PNG files), \(min(runs, 3)) runs, CPU time of the process"
            ]
            for motion in Self.motions {
                var times: [Bool: BenchSamples] = [false: BenchSamples(), true: BenchSamples()]
                var outputs: [Bool: [Data]] = [:]
                for run in 0..<min(runs, 3) {
                    for reuse in [false, true] {
                        let out = folder.appendingPathComponent("\(reuse)-\(run)")
                        var options = RenderOptions(outputDirectory: out, outputs: [.png], jobs: 1, progress: .quiet)
                        options.drawingReuse = reuse ? .default : .off
                        let before = BenchClock.processCPU()
                        _ = try RenderDriver(
                            scene: try Self.scene(sampling: motion.sampling), options: options,
                            swiftLayouts: DrawnCardsHost(trees: trees)
                        ).run()
                        times[reuse]?.add(BenchClock.processCPU() - before)
                        if run == 0 {
                            outputs[reuse] = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
                                .map { try Data(contentsOf: out.appendingPathComponent($0)) }
                        }
                        try? FileManager.default.removeItem(at: out)
                    }
                }
                let counted = try Self.statistics(sampling: motion.sampling, trees: trees)
                let fresh = times[false] ?? BenchSamples()
                let reused = times[true] ?? BenchSamples()
                let same = outputs[false] == outputs[true] && !(outputs[false] ?? []).isEmpty
                lines.append(
                    "  \(motion.name): afresh " + fresh.seconds + "; reused " + reused.seconds + "; saves "
                        + BenchSamples.format((1 - reused.median / fresh.median) * 100) + " % (median); "
                        + (same ? "same bytes" : "DIFFERENT bytes") + "; \(counted.hits) of "
                        + "\(counted.hits + counted.misses + counted.notEligible) cell drawings reused")
            }
            return lines
        }

        /// What reuse does over the frames of `sampling`, drawn by one ``FrameRenderer``.
        static func statistics(sampling: String, trees: [DrawnLayer]) throws -> DrawingReuse.Statistics {
            let scene = try Self.scene(sampling: sampling)
            let source = try DrawnCardsHost(trees: trees).frameSource(for: scene)
            let renderer = FrameRenderer(scene: scene)
            for sample in source.samples {
                _ = try renderer.image(renderer.displayList(for: try source.frame(for: sample)))
            }
            return renderer.reuseStatistics
        }

        /// The scene: a pane naming a Swift layout, which ``DrawnCardsHost`` runs as a flow layout.
        static func scene(sampling: String) throws -> Scene {
            try Scene.parse(
                """
                name: cards
                canvas: { width: 390, height: 844, scale: 2, background: "#F2F2F7" }
                draw: cells
                sampling: \(sampling)
                panes:
                  - { name: cards, layout: { swift: Cards.swift, class: CardsLayout }, items: 60 }
                """, file: "<cells bench scene>")
        }

        /// The flow layout that stands for the Swift one, with the same sampling.
        static func flowScene(sampling: Scene) throws -> Scene {
            var scene = try Scene.parse(
                """
                name: cards
                canvas: { width: 390, height: 844, scale: 2, background: "#F2F2F7" }
                draw: cells
                panes:
                  - name: cards
                    layout: flow
                    items: 60
                    parameters:
                      itemSize: { width: 175, height: 76 }
                      minimumInteritemSpacing: 8
                      minimumLineSpacing: 6
                      sectionInset: { top: 12, left: 16, bottom: 12, right: 16 }
                """, file: "<cells bench scene>")
            scene.sampling = sampling.sampling
            return scene
        }

        /// The 60 cards' trees in their own coordinates, as a preview child captures them.
        static func trees() -> [DrawnLayer] {
            let images = (0..<4).compactMap { UIImage(data: CellDrawingBenchmark.photo(variant: $0), scale: 2) }
            let capture = ViewCapture()
            return (0..<60).compactMap { index in
                let cell = CellDrawingBenchmark.card(
                    frame: CGRect(x: 0, y: 0, width: 175, height: 76),
                    title: "Item \(index + 1): a caption that wraps", image: images[index % 4])
                guard let layer = try? capture.capture(cell).layer else { return nil }
                var root = layer
                root.position = CGPoint(x: layer.bounds.width / 2, y: layer.bounds.height / 2)
                return root
            }
        }
    }

    /// Runs the bench scene's Swift pane as the flow layout in this process and puts each
    /// card's captured tree on its cell, as the parent of a preview child does.
    final class DrawnCardsHost: SwiftLayoutHost, @unchecked Sendable {
        let trees: [DrawnLayer]

        init(trees: [DrawnLayer]) { self.trees = trees }

        func frameSource(for scene: Scene) throws -> any SceneFrameSource {
            Frames(runtime: try SceneRuntime(scene: CellRenderBenchmark.flowScene(sampling: scene)), trees: trees)
        }

        final class Frames: SceneFrameSource {
            let runtime: SceneRuntime
            let trees: [DrawnLayer]

            init(runtime: SceneRuntime, trees: [DrawnLayer]) {
                self.runtime = runtime
                self.trees = trees
            }

            var samples: [FrameSample] { runtime.samples }
            var paneSizes: [(contentSize: CGSize, boundsSize: CGSize)] {
                runtime.collectionViews.map { ($0.contentSize, $0.bounds.size) }
            }

            func frame(for sample: FrameSample) throws -> FrameState {
                var state = try runtime.frame(for: sample)
                for pane in state.panes.indices {
                    for index in state.panes[pane].elements.indices
                    where state.panes[pane].elements[index].category == .cell && !trees.isEmpty {
                        let item = state.panes[pane].elements[index].item
                        state.panes[pane].elements[index].drawing = trees[item % trees.count]
                    }
                }
                return state
            }
        }
    }
#else
    /// `reel-bench --only cells` where the UIKit module is not built (Apple platforms).
    struct CellRenderBenchmark {
        let runs: Int

        func report() throws -> [String] { [] }
    }
#endif
