import Canvas
import CollectionLayout
import Foundation
import Testing

@testable import Reel

@Suite("Outputs as values: the registry, the order of files, what runs for which format")
struct OutputRegistryTests {
    static let sliding = OutputTests.sliding

    static func context(_ kinds: Set<OutputKind>, fps: Double = 30, frames: Int = 3) throws -> OutputContext {
        var scene = try Scene.parse(RenderTests.scene(frames: frames, to: 20), file: "t.yaml", layouts: [sliding])
        scene.fps = fps
        let options = RenderOptions(outputDirectory: URL(fileURLWithPath: "/unused"), outputs: kinds, progress: .quiet)
        return OutputContext(scene: scene, options: options, frameCount: frames)
    }

    @Test func everyFormatIsWrittenByExactlyOneOutput() {
        for kind in OutputKind.allCases {
            #expect(OutputRegistry.formats.filter { $0.kinds.contains(kind) }.count == 1, "\(kind)")
        }
    }

    @Test func theWholeRunFileNamesAreTheOutputsOwn() {
        #expect(
            OutputNaming.wholeRunFiles == [
                "animation.apng", "animation.gif", "animation.webp", "animation.mp4", "contact-sheet.png",
                "flipbook.html", "frames.json",
            ])
    }

    @Test func onlyTheOutputsAskedForAreMade() throws {
        let outputs = try OutputRegistry.outputs(for: Self.context([.png, .flipbook]), shard: nil)
        #expect(outputs.map { String(describing: type(of: $0)) } == ["FrameFilesOutput", "FlipbookOutput"])
        #expect(try OutputRegistry.outputs(for: Self.context([]), shard: nil).isEmpty)
    }

    @Test func aShardRefusesEveryOutputThatNeedsEveryFrameByName() throws {
        let shard = try Shard(parsing: "1/2")
        #expect(try OutputRegistry.outputs(for: Self.context([.png, .svg]), shard: shard).count == 1)
        do {
            _ = try OutputRegistry.outputs(for: Self.context([.png, .json, .apng]), shard: shard)
            Issue.record("a shard with whole-run outputs should be refused")
        } catch let error as ReelError {
            #expect(
                error.description
                    == "--shard renders a slice of the frames; it cannot also write apng, json (they need every "
                    + "frame). Use --format png or svg with --shard.")
        }
    }

    @Test func filesAreListedFrameByFrameThenEachWholeRunOutputInRegistryOrder() throws {
        let scene = try Scene.parse(RenderTests.scene(frames: 2, to: 10), file: "t.yaml", layouts: [Self.sliding])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("reel-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let options = RenderOptions(
            outputDirectory: out, outputs: Set(OutputKind.allCases).subtracting([.mp4]), jobs: 2, progress: .quiet)
        let summary = try RenderDriver(scene: scene, options: options, layouts: [Self.sliding]).run()
        #expect(
            summary.files.map(\.lastPathComponent) == [
                "frame-0000.png", "frame-0000.svg", "frame-0001.png", "frame-0001.svg", "animation.apng",
                "animation.gif", "animation.webp", "flipbook.html", "contact-sheet.png", "frames.json",
            ])
    }

    @Test func theSlowestFrameRateRendersFramesAndAGIFOfHundredSecondDelaysAndAVanishingOneIsRefused() throws {
        // 1e-300 fps once trapped in the GIF timing, which was worked out even for PNG frames;
        // now a frame rate is read within 0.01…1000 (GIFTiming's own clamp is in CanvasTests).
        let slowest = RenderTests.scene(frames: 3, to: 20) + "\nfps: 0.01"
        let frames = try RenderTests.render(slowest, layout: Self.sliding, outputs: [.png])
        defer { try? FileManager.default.removeItem(at: frames) }
        #expect(try ReelProcessFree.files(frames) == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])

        let gif = try RenderTests.render(slowest, layout: Self.sliding, outputs: [.gif])
        defer { try? FileManager.default.removeItem(at: gif) }
        let bytes = [UInt8](try Data(contentsOf: gif.appendingPathComponent("animation.gif")))
        // Each Graphic Control Extension (21 F9 04) holds its frame's delay, little-endian, at +4:
        // 100 s is 10,000 hundredths.
        let delays = bytes.indices.dropLast(6).filter {
            bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 && bytes[$0 + 2] == 4
        }
        .map { Int(bytes[$0 + 4]) | Int(bytes[$0 + 5]) << 8 }
        #expect(delays == [10_000, 10_000, 10_000])

        let vanishing = RenderTests.scene(frames: 3, to: 20) + "\nfps: 1e-300"
        #expect(throws: SceneError.self) {
            try RenderTests.render(vanishing, layout: Self.sliding, outputs: [.png])
        }
    }
}
