import CollectionLayout
import Foundation
import Layouts
import ReelGolden
import UIKitLayouts

/// `reel-bench --only golden`: what a failing `assertLayout` costs — a flow layout at 390 × 844
/// points, scale 2 (780 × 1688 pixels), 50 offsets, verified against goldens recorded from a
/// layout whose items are 2 points taller, so every frame fails on attributes and pixels and
/// writes its actual, diff and strip images. Wall time and process CPU time (all threads) of
/// `GoldenVerifier.verify` (what `assertLayout` runs), with the rendering alone beside it; on a
/// busy machine the CPU time is the steadier figure. Meant for debug builds too
/// (`swift build --product reel-bench && .build/debug/reel-bench --only golden --runs 1`): the
/// target is under 5 s there.
struct GoldenFailureBenchmark {
    let runs: Int
    static let frames = 50

    func report() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-bench-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("golden")
        let failures = folder.appendingPathComponent("failures")
        _ = try GoldenVerifier(directory: goldens, mode: .all).verify(Self.subject(itemHeight: 72))
        let subject = Self.subject(itemHeight: 70)
        var render = (wall: BenchSamples(), cpu: BenchSamples())
        var verify = (wall: BenchSamples(), cpu: BenchSamples())
        var failed = 0
        for _ in 0..<runs {
            var (start, cpu) = (BenchClock.wall(), BenchClock.processCPU())
            _ = try subject.render()
            render.wall.add(BenchClock.wall() - start)
            render.cpu.add(BenchClock.processCPU() - cpu)
            (start, cpu) = (BenchClock.wall(), BenchClock.processCPU())
            let report = try GoldenVerifier(directory: goldens, mode: .never, failureDirectory: failures).verify(
                subject)
            verify.wall.add(BenchClock.wall() - start)
            verify.cpu.add(BenchClock.processCPU() - cpu)
            failed = report.comparisons.filter { $0.outcome == .failed }.count
        }
        return [
            "Failing golden verification — \(Self.frames) frames of 780×1688 px (flow layout, 390×844 pt @2x), \(runs) runs",
            "  render only: " + render.wall.milliseconds + " wall, " + render.cpu.milliseconds + " CPU",
            "  verify (render, decode, diff, failure images): " + verify.wall.milliseconds + " wall, "
                + verify.cpu.milliseconds + " CPU, \(failed) frames failed",
        ]
    }

    static func subject(itemHeight: Double) -> GoldenSubject {
        GoldenSubject(
            layoutNamed: "flow", itemCounts: [60], size: CGSize(width: 390, height: 844), scale: 2,
            offsets: (0..<frames).map { CGPoint(x: 0, y: Double($0) * 37) }
        ) {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: itemHeight)
            layout.minimumLineSpacing = 14
            return layout
        }
    }
}
