import CollectionLayout
import Foundation
import Testing

@testable import Reel

@Suite struct SamplingTests {
    /// A one-pane scene over a pane of `bounds` whose track is `sampling`.
    private func scene(_ sampling: SamplingSpec, fps: Double = 30, panes: Int = 1) -> Scene {
        Scene(
            name: "test",
            panes: (0..<panes).map {
                PaneSpec(name: "p\($0)", frame: CGRect(x: 0, y: 0, width: 100, height: 200), layout: "fixed")
            },
            sampling: sampling, fps: fps)
    }

    private func ys(_ frames: [FrameSample], pane: Int = 0) -> [Double] { frames.map { Double($0.offsets[pane].y) } }
    private func xs(_ frames: [FrameSample], pane: Int = 0) -> [Double] { frames.map { Double($0.offsets[pane].x) } }

    @Test func linearFramesRunFromStartToEndEvenly() throws {
        // Content 1200 tall in a 200-tall pane: offsets 0…1000.
        let view = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 1200))
        let frames = try samples(
            for: scene(SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .frames(5))), fps: 20),
            collectionViews: [view])
        #expect(ys(frames) == [0, 250, 500, 750, 1000])
        #expect(xs(frames) == [0, 0, 0, 0, 0])
        #expect(frames.map(\.index) == [0, 1, 2, 3, 4])
        #expect(frames.map(\.time) == [0, 0.05, 0.1, 0.15, 0.2])
    }

    @Test func startAndEndFollowTheContentInsets() throws {
        // Pizza-like insets: top and bottom 298 around 1200 of content in an 896-tall pane.
        let view = makeCollectionView(
            bounds: CGSize(width: 206.5, height: 896), content: CGSize(width: 206.5, height: 1200),
            inset: EdgeInsets(top: 298, left: 0, bottom: 298, right: 0))
        let frames = try samples(
            for: scene(SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .frames(3)))),
            collectionViews: [view])
        #expect(ys(frames) == [-298, 152, 602])
    }

    @Test func linearStepStopsBeforePassingTheTarget() throws {
        let view = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 1200))
        let down = try samples(
            for: scene(SamplingSpec(motion: .linear(from: .value(10), to: .value(100), spacing: .step(30)))),
            collectionViews: [view])
        #expect(ys(down) == [10, 40, 70, 100])
        let up = try samples(
            for: scene(SamplingSpec(motion: .linear(from: .end, to: .value(900), spacing: .step(40)))),
            collectionViews: [view])
        #expect(ys(up) == [1000, 960, 920])
    }

    @Test func singleFrameTrackStaysAtItsStart() throws {
        let view = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 1200))
        let frames = try samples(
            for: scene(SamplingSpec(motion: .linear(from: .value(-40), to: .end, spacing: .frames(1)))),
            collectionViews: [view])
        #expect(frames == [FrameSample(index: 0, time: 0, offsets: [CGPoint(x: 0, y: -40)])])
    }

    @Test func keyframesInterpolateWithTheirCurves() throws {
        let view = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 1200))
        let keyframes = [
            Keyframe(frame: 2, offset: .value(100)),
            Keyframe(frame: 6, offset: .value(500)),
            Keyframe(frame: 10, offset: .end, curve: .easeInOut),
        ]
        let frames = try samples(
            for: scene(SamplingSpec(motion: .keyframes(keyframes, frames: 12))), collectionViews: [view])
        let values = ys(frames)
        #expect(values.count == 12)
        // Held before the first keyframe, linear to the second, eased to the third, held after.
        #expect(Array(values[0...6]) == [100, 100, 100, 200, 300, 400, 500])
        // easeInOut is symmetric: the middle of a segment is its midpoint.
        #expect(abs(values[8] - 750) < 1e-9)
        // Exact cubic-Bézier easeInOut at 0.25 is 0.129162 (reference §1.5, bracketed value).
        #expect(abs(values[7] - (500 + 500 * 0.129162)) < 500 * 1e-6)
        #expect(abs(values[9] - (500 + 500 * (1 - 0.129162))) < 500 * 1e-6)
        #expect(Array(values[10...11]) == [1000, 1000])
    }

    @Test func timingCurvesSolveTheBezierExactly() {
        // For control points c1, c2 the curve passes through (x(t), y(t)) for every t; check that
        // value(at: x(t)) returns y(t) for curves with and without overshoot.
        let curves = [
            TimingCurve.easeIn, .easeOut, .easeInOut, TimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
        ]
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        for curve in curves {
            for t in stride(from: 0.0, through: 1.0, by: 0.0625) {
                let x = bezier(t, curve.x1, curve.x2)
                let y = bezier(t, curve.y1, curve.y2)
                #expect(abs(curve.value(at: x) - y) < 1e-9, "\(curve) at t = \(t)")
            }
        }
        #expect(TimingCurve.linear.value(at: 0.37) == 0.37)
        #expect(TimingCurve.easeIn.value(at: -1) == 0)
        #expect(TimingCurve.easeIn.value(at: 2) == 1)
        // Reference §1.5: exact easeInOut(0.25) = 0.129162.
        #expect(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.129162) < 5e-7)
    }

    @Test func pvViewCurveNamesAreAcceptedAndSolvedExactly() throws {
        #expect(TimingCurve.named.count == 29)
        // Reference §1.5 worked values, exact Bézier (the bracketed numbers), printed to 6 digits.
        let expected: [(String, Double, Double)] = [
            ("default", 0.5, 0.802403), ("easeInOut", 0.25, 0.129162), ("easeInOutBack", 0.25, -0.082807),
            ("easeOutBack", 0.5, 1.067553), ("easeInOutExpo", 0.5, 0.5), ("default", 0.25, 0.408511),
        ]
        for (name, input, output) in expected {
            let curve = try #require(TimingCurve.named[name])
            #expect(abs(curve.value(at: input) - output) < 5e-7, "\(name)(\(input))")
        }
        let scene = try SceneTestLayouts.parse(
            "sampling:\n  pages: { curve: easeOutBack }\npanes: [{layout: ultravisual}]\n")
        #expect(
            scene.sampling.motion
                == .pages(
                    framesPerPage: 15, pages: nil,
                    curve: TimingCurve(x1: 0.175, y1: 0.885, x2: 0.32, y2: 1.275, name: "easeOutBack")))
    }

    @Test func pagesStepOnePaneSizeAtATime() throws {
        // Horizontal paging: 5 pages of 375 in a 375-wide pane; the axis is chosen automatically.
        let view = makeCollectionView(
            bounds: CGSize(width: 375, height: 667), content: CGSize(width: 1875, height: 667))
        let frames = try samples(
            for: scene(SamplingSpec(motion: .pages(framesPerPage: 4, pages: nil, curve: .linear))),
            collectionViews: [view])
        #expect(
            xs(frames) == [
                0, 93.75, 187.5, 281.25, 375, 468.75, 562.5, 656.25, 750, 843.75, 937.5, 1031.25,
                1125, 1218.75, 1312.5, 1406.25, 1500,
            ])
        #expect(ys(frames).allSatisfy { $0 == 0 })
        let two = try samples(
            for: scene(SamplingSpec(motion: .pages(framesPerPage: 2, pages: 2, curve: .easeIn), axis: .x)),
            collectionViews: [view])
        #expect(xs(two).count == 3)
        #expect(xs(two)[0] == 0)
        #expect(abs(xs(two)[1] - 375 * TimingCurve.easeIn.value(at: 0.5)) < 1e-9)
        #expect(xs(two)[2] == 375)
    }

    @Test func verticalPagesUseThePaneHeight() throws {
        let view = makeCollectionView(bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 700))
        let frames = try samples(
            for: scene(SamplingSpec(motion: .pages(framesPerPage: 2, pages: nil, curve: .linear))),
            collectionViews: [view])
        // Offsets 0…500: pages at 0, 200, 400 (a last partial page is not a page of its own).
        #expect(ys(frames) == [0, 100, 200, 300, 400])
    }

    @Test func flingDeceleratesToItsRestOffset() throws {
        let view = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 1200))
        let frames = try samples(
            for: scene(SamplingSpec(motion: .fling(from: .value(100), velocity: 1)), fps: 30), collectionViews: [view])
        // UIScrollView's decay at the normal rate 0.998/ms: rest = start − v / ln 0.998 ≈ start + 499.5,
        // offset(t) = start + (rest − start)·(1 − 0.998^t), sampled every 1000/30 ms.
        let travel = -1 / log(0.998)
        let values = ys(frames)
        #expect(values.first == 100)
        #expect(abs(try #require(values.last) - (100 + travel)) < 1e-9)
        for (index, value) in values.dropLast().enumerated() {
            let t = Double(index) * 1000 / 30
            #expect(abs(value - (100 + travel * (1 - pow(0.998, t)))) < 1e-6)
        }
        // It stops once less than half a point remains: ln(0.5 / travel) / ln 0.998 ms.
        let duration = log(0.5 / travel) / log(0.998)
        #expect(values.count == Int((duration / (1000.0 / 30)).rounded(.up)) + 1)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        // Sampling leaves the view where it was.
        #expect(view.contentOffset == .zero)
    }

    @Test func flingEndsWhereTheLayoutSnaps() throws {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200),
            collectionViewLayout: SnappingLayout(contentSize: CGSize(width: 100, height: 1200), step: 120),
            itemCounts: [10])
        view.layoutIfNeeded()
        let frames = try samples(
            for: scene(SamplingSpec(motion: .fling(from: .start, velocity: 1)), fps: 60), collectionViews: [view])
        let values = ys(frames)
        // The free rest point 499.5 snaps to 480, the nearest multiple of 120.
        #expect(values.last == 480)
        #expect(values.allSatisfy { $0 >= 0 && $0 <= 480 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func backwardFlingAlongXStopsAtTheContentEdge() throws {
        let view = makeCollectionView(bounds: CGSize(width: 100, height: 200), content: CGSize(width: 600, height: 200))
        let frames = try samples(
            for: scene(SamplingSpec(motion: .fling(from: .value(300), velocity: -3)), fps: 30), collectionViews: [view])
        #expect(xs(frames).first == 300)
        #expect(xs(frames).last == 0)
        #expect(ys(frames).allSatisfy { $0 == 0 })
    }

    @Test func panesWithTheirOwnTracksMoveIndependently() throws {
        let tall = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 1200))
        let wide = makeCollectionView(bounds: CGSize(width: 100, height: 200), content: CGSize(width: 500, height: 200))
        var scene = scene(SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .frames(3))), panes: 2)
        scene.panes[1].track = SamplingSpec(motion: .linear(from: .end, to: .start, spacing: .frames(5)))
        let frames = try samples(for: scene, collectionViews: [tall, wide])
        #expect(frames.count == 5)
        // The shared track ends after 3 frames and holds its last offset.
        #expect(frames.map(\.offsets[0]) == [0, 500, 1000, 1000, 1000].map { CGPoint(x: 0, y: $0) })
        // The wide pane scrolls along x, backwards.
        #expect(frames.map(\.offsets[1]) == [400, 300, 200, 100, 0].map { CGPoint(x: $0, y: 0) })
    }

    @Test func sharedTrackMovesEveryPaneByItsOwnRange() throws {
        let short = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 400))
        let long = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 1000))
        let frames = try samples(
            for: scene(SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .frames(3))), panes: 2),
            collectionViews: [short, long])
        #expect(ys(frames, pane: 0) == [0, 100, 200])
        #expect(ys(frames, pane: 1) == [0, 400, 800])
    }

    @Test func unusableTracksFailWithTheirLocation() throws {
        let view = makeCollectionView(
            bounds: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 1200))
        let place = SourceLocation(file: "s.yaml", line: 4, column: 3)
        var bad = scene(SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .step(0)), location: place))
        bad.sourceFile = "s.yaml"
        #expect(
            throws: SceneError(
                file: "s.yaml", line: 4, column: 3,
                message: "track of pane 'p0': 'step' must be a finite number greater than 0, found 0.0")
        ) { try samples(for: bad, collectionViews: [view]) }

        bad.sampling = SamplingSpec(motion: .linear(from: .value(.nan), to: .end, spacing: .frames(2)), location: place)
        #expect(
            throws: SceneError(
                file: "s.yaml", line: 4, column: 3, message: "track of pane 'p0': offsets must be finite, found nan")
        ) {
            try samples(for: bad, collectionViews: [view])
        }

        bad.sampling = SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .step(1e-6)), location: place)
        #expect(throws: SceneError.self) { try samples(for: bad, collectionViews: [view]) }

        #expect(throws: SceneError(file: "s.yaml", message: "the scene has 1 panes but 0 collection views were given"))
        {
            try samples(for: bad, collectionViews: [])
        }
    }

    @Test func parsedTracksSampleAsWritten() throws {
        let text = """
            fps: 10
            sampling: { from: 100, to: end, frames: 3 }
            panes:
              - layout: ultravisual
              - layout: ultravisual
                sampling:
                  keyframes:
                    - { offset: end }
                    - { time: 0.3, offset: 0 }
            """
        let scene = try SceneTestLayouts.parse(text)
        let views = (0..<2).map { _ in
            makeCollectionView(bounds: CGSize(width: 390, height: 844), content: CGSize(width: 390, height: 1844))
        }
        let frames = try samples(for: scene, collectionViews: views)
        #expect(frames.map(\.time) == [0, 0.1, 0.2, 0.3])
        #expect(ys(frames, pane: 0) == [100, 550, 1000, 1000])
        let expected: [Double] = [1000, 2000.0 / 3, 1000.0 / 3, 0]
        let second = ys(frames, pane: 1)
        #expect(second.count == 4)
        for (value, wanted) in zip(second, expected) { #expect(abs(value - wanted) < 1e-9) }
    }
}
