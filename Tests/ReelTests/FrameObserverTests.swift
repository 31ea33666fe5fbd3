import CollectionLayout
import Foundation
import Testing

@testable import Reel

@Suite("Frame observer: each frame's PNG as soon as it is drawn")
struct FrameObserverTests {
    /// A cell sliding down 10 pt per frame.
    static let sliding = RenderTests.descriptor { offset in
        [RenderTests.cell(0, CGRect(x: 10, y: 10 + offset.y, width: 30, height: 30))]
    }

    /// The frames an observer saw, in the order it saw them.
    final class Seen: @unchecked Sendable {
        let lock = NSLock()
        var frames: [DrawnFrame] = []
        func add(_ frame: DrawnFrame) { lock.withLock { frames.append(frame) } }
    }

    @Test(arguments: [1, 3])
    func theObserverGetsEveryFrameInOrderWithTheBytesOfItsFile(jobs: Int) throws {
        let scene = try Scene.parse(
            RenderTests.scene(frames: 6, to: 50), file: "test.yaml", layouts: [Self.sliding])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("reel-observer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let seen = Seen()
        var options = RenderOptions(outputDirectory: out, outputs: [.png], jobs: jobs, progress: .quiet)
        options.frameObserver = { seen.add($0) }
        _ = try RenderDriver(scene: scene, options: options, layouts: [Self.sliding]).run()
        #expect(seen.frames.map(\.index) == [0, 1, 2, 3, 4, 5])
        #expect(seen.frames.allSatisfy { $0.count == 6 })
        for frame in seen.frames {
            let file = out.appendingPathComponent(String(format: "frame-%04d.png", frame.index))
            #expect(frame.png == (try Data(contentsOf: file)), "frame \(frame.index)")
        }
    }

    @Test func theObserverGetsPNGsEvenWhenNoPNGFileIsWritten() throws {
        let scene = try Scene.parse(
            RenderTests.scene(frames: 3, to: 20), file: "test.yaml", layouts: [Self.sliding])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("reel-observer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let seen = Seen()
        var options = RenderOptions(outputDirectory: out, outputs: [.apng], jobs: 2, progress: .quiet)
        options.frameObserver = { seen.add($0) }
        _ = try RenderDriver(scene: scene, options: options, layouts: [Self.sliding]).run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["animation.apng"])
        #expect(seen.frames.count == 3)
        // Each is a whole PNG: the signature, then IHDR with the canvas's 100 × 100 pixels.
        for frame in seen.frames {
            #expect(Array(frame.png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(Array(frame.png[16..<24]) == [0, 0, 0, 100, 0, 0, 0, 100])
        }
    }
}
