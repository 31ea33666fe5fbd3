import Foundation
import Reel
import TestSupport
import Testing

@testable import reel_bench

#if canImport(ViewCapture)
    /// Whole renders of the drawn-cells bench scene: reusing unchanged cells' drawings writes the
    /// bytes drawing every cell afresh writes, with one job or two, and a cell that changes is
    /// drawn anew.
    @Suite struct CellRenderReuseTests {
        static let trees = CellRenderBenchmark.trees()

        /// The bench scene with `sampling`, its frame count cut to `frames`.
        static func scene(_ sampling: String) throws -> Scene {
            try CellRenderBenchmark.scene(sampling: sampling)
        }

        /// The PNG files of a `reel render` of `scene`, by name.
        static func render(_ scene: Scene, jobs: Int, reuse: Bool) throws -> [String: Data] {
            let out = try TestFolders.temporary(prefix: "reel-cells-reuse")
            defer { try? FileManager.default.removeItem(at: out) }
            var options = RenderOptions(
                outputDirectory: out.appendingPathComponent("out"), outputs: [.png], jobs: jobs, progress: .quiet)
            options.drawingReuse = reuse ? .default : .off
            _ = try RenderDriver(scene: scene, options: options, swiftLayouts: DrawnCardsHost(trees: trees)).run()
            let folder = out.appendingPathComponent("out")
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return files
        }

        @Test(arguments: [
            "{ keyframes: [{ frame: 0, offset: 300 }], frames: 4 }",
            "{ linear: { from: 0, to: 30, frames: 4 } }",
            "{ linear: { from: 0, to: 50, frames: 4 } }",
        ])
        func reusedDrawingsWriteTheBytesOfDrawingAfreshWithOneJobOrTwo(sampling: String) throws {
            let scene = try Self.scene(sampling)
            let fresh = try Self.render(scene, jobs: 1, reuse: false)
            #expect(fresh.count == 4)
            #expect(try Self.render(scene, jobs: 1, reuse: true) == fresh)
            #expect(try Self.render(scene, jobs: 2, reuse: true) == fresh)
        }

        @Test func unchangedCellsAreReusedInEveryFrameAfterTheFirst() throws {
            let scene = try Self.scene("{ keyframes: [{ frame: 0, offset: 300 }], frames: 5 }")
            let source = try DrawnCardsHost(trees: Self.trees).frameSource(for: scene)
            let renderer = FrameRenderer(scene: scene)
            for sample in source.samples {
                _ = try renderer.image(renderer.displayList(for: try source.frame(for: sample)))
            }
            let statistics = renderer.reuseStatistics
            // 22 cells show at offset 300 (11 rows of two, the first and last in part): frame 0
            // draws them, frame 1 draws and keeps them, frames 2 to 4 reuse them.
            #expect(statistics.misses == 2 * 22)
            #expect(statistics.hits == 3 * 22)
            #expect(statistics.notEligible == 0)
        }

        @Test func scrollingByWholePixelsReusesTheCellsThatStayInView() throws {
            // 10 points a frame: 20 pixels at scale 2.
            let scene = try Self.scene("{ linear: { from: 0, to: 30, frames: 4 } }")
            let source = try DrawnCardsHost(trees: Self.trees).frameSource(for: scene)
            let renderer = FrameRenderer(scene: scene)
            for sample in source.samples {
                _ = try renderer.image(renderer.displayList(for: try source.frame(for: sample)))
            }
            let statistics = renderer.reuseStatistics
            // 22 cells show in each frame. Frame 0 draws them all; frame 1 draws them again and
            // keeps the 18 whose boxes lie inside the frame; frames 2 and 3 reuse those and draw
            // the top and bottom rows' 4, whose boxes the frame's edges cut differently as they
            // move (never kept: no key of theirs is drawn twice).
            #expect(statistics.misses == 22 + 22 + 2 * 4)
            #expect(statistics.hits == 2 * 18)
            #expect(statistics.notEligible == 0)
        }

        @Test func aCellThatChangesBetweenFramesIsDrawnWithItsNewContent() throws {
            let scene = try Self.scene("{ keyframes: [{ frame: 0, offset: 0 }], frames: 4 }")
            let source = try DrawnCardsHost(trees: Self.trees).frameSource(for: scene)
            let renderer = FrameRenderer(scene: scene)
            let fresh = FrameRenderer(scene: scene, reuse: .off)
            var pngs: [Data] = []
            for sample in source.samples {
                var state = try source.frame(for: sample)
                if sample.index == 3, let first = state.panes[0].elements.firstIndex(where: { $0.item == 0 }) {
                    // Item 0 shows item 5's card (another title and photo) in frame 3.
                    state.panes[0].elements[first].drawing = Self.trees[5]
                }
                let png = try renderer.png(for: state)
                #expect(png == (try fresh.png(for: state)))
                pngs.append(png)
            }
            #expect(pngs[0] == pngs[1])
            #expect(pngs[1] == pngs[2])
            #expect(pngs[2] != pngs[3])
            let statistics = renderer.reuseStatistics
            // 22 cells show (11 rows of two, the last in part): frames 0 and 1 draw them all (the
            // second keeps them), frame 2 reuses them all, frame 3 draws the changed one and
            // reuses the 21 others (its neighbours' boxes take in none of the pixels that
            // changed: its title and photo).
            #expect(statistics.misses == 2 * 22 + 1)
            #expect(statistics.hits == 22 + 21)
        }
    }
#endif
