import CollectionLayout
import Foundation
import Layouts
import ReelGolden

/// `reel-bench --only golden`: what a failing `assertLayout` costs — a flow layout at 390 × 844
/// points, scale 2 (780 × 1688 pixels), 50 offsets, verified against goldens recorded from a
/// layout whose items are 2 points taller, so every frame fails on attributes and pixels and
/// writes its actual, diff and strip images. Wall time of `GoldenVerifier.verify` (what
/// `assertLayout` runs), with the rendering alone beside it. Meant for debug builds too
/// (`swift build --product reel-bench && .build/debug/reel-bench --only golden --runs 1`): the
/// target is under 5 s there.
struct GoldenFailureBenchmark {
    let runs: Int
    static let frames = 50

    func report() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("golden")
        let failures = folder.appendingPathComponent("failures")
        _ = try GoldenVerifier(directory: goldens, mode: .all).verify(Self.subject(itemHeight: 72))
        let subject = Self.subject(itemHeight: 70)
        var render = BenchSamples()
        var verify = BenchSamples()
        var failed = 0
        for _ in 0..<runs {
            var start = BenchClock.wall()
            _ = try subject.render()
            render.add(BenchClock.wall() - start)
            start = BenchClock.wall()
            let report = try GoldenVerifier(directory: goldens, mode: .never, failureDirectory: failures).verify(subject)
            verify.add(BenchClock.wall() - start)
            failed = report.comparisons.filter { $0.outcome == .failed }.count
        }
        return [
            "Failing golden verification — \(Self.frames) frames of 780×1688 px (flow layout, 390×844 pt @2x), \(runs) runs",
            "  render only: " + render.milliseconds + " wall",
            "  verify (render, decode, diff, failure images): " + verify.milliseconds + " wall, \(failed) frames failed",
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
