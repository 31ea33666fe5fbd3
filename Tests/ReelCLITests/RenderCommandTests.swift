import Foundation
import TestSupport
import Testing

@Suite("reel render (end to end)")
struct RenderCommandTests {
    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let result = try reel.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func demoWritesNumberedPNGFramesOfRealMotion() throws {
        let out = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try reel.run(["render", "--out", out.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let files = TestFolders.files(in: out)
        let frames = files.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }
        #expect(frames.count == 60)
        #expect(frames.first == "frame-0000.png")
        #expect(frames.last == "frame-0059.png")
        #expect(files.allSatisfy { !$0.hasPrefix(".") }, "no staging folder left behind: \(files)")
        #expect(result.stdout.contains("Rendered 60 frames"))
        #expect(result.stdout.contains("\n  frames: frame-0000.png … frame-0059.png\n"))
        #expect(result.stdout.contains(out.path) || result.stdout.contains(out.lastPathComponent))
        let first = try Data(contentsOf: out.appendingPathComponent("frame-0000.png"))
        let middle = try Data(contentsOf: out.appendingPathComponent("frame-0030.png"))
        #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(first != middle, "frames of a moving layout differ")
    }

    @Test func anEmptyOutIsRefusedAndNothingIsWritten() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try reel.run(["render", "--out", ""], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--out needs a folder (use --out . for the current folder)"))
        #expect(TestFolders.files(in: folder).isEmpty)
    }

    @Test func aSceneNameCannotWriteOutsideOut() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let work = folder.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let scene = try String(contentsOf: PackagePaths.scene("table.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "name: table", with: "name: ../../escaped")
        try scene.write(to: work.appendingPathComponent("escape.yaml"), atomically: true, encoding: .utf8)
        let result = try reel.run(["render", "escape.yaml", "--format", "png", "--quiet"], in: work)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(TestFolders.files(in: folder) == ["a"])
        #expect(TestFolders.files(in: work) == ["escape.yaml", "out"])
        #expect(TestFolders.files(in: work.appendingPathComponent("out")) == ["-..-escaped"])
    }

    @Test func svgFormatWritesSVGFrames() throws {
        let out = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try reel.run(["render", "--out", out.path, "--format", "svg", "--quiet"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        let frames = TestFolders.files(in: out)
        #expect(frames.count == 60)
        #expect(frames.allSatisfy { $0.hasSuffix(".svg") })
        let svg = try String(contentsOf: out.appendingPathComponent("frame-0000.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
    }

    @Test func outputIsByteIdenticalForOneAndTwoJobs() throws {
        let one = try TestFolders.temporary()
        let two = try TestFolders.temporary()
        defer {
            try? FileManager.default.removeItem(at: one)
            try? FileManager.default.removeItem(at: two)
        }
        let formats = ["--format", "png", "--format", "svg", "--format", "apng", "--quiet"]
        #expect(try reel.run(["render", "--out", one.path, "--jobs", "1"] + formats).status == 0)
        #expect(try reel.run(["render", "--out", two.path, "--jobs", "2"] + formats).status == 0)
        let names = TestFolders.files(in: one)
        #expect(names == (TestFolders.files(in: two)))
        #expect(names.count == 121)
        for name in names {
            let a = try Data(contentsOf: one.appendingPathComponent(name))
            let b = try Data(contentsOf: two.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between --jobs 1 and --jobs 2")
        }
    }

    @Test func missingSceneFileExitsTwoNamingTheFile() throws {
        let result = try reel.run(["render", "/nonexistent/scene.yaml", "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/scene.yaml"))
    }

    @Test func unwritableOutputFolderExitsTwoAndWritesNothing() throws {
        let result = try reel.run(["render", "--out", "/proc/reel-cannot-write-here", "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/proc/reel-cannot-write-here"))
    }

    @Test func badShardIsRejectedWithExitTwo() throws {
        let result = try reel.run(["render", "--shard", "3/2", "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--shard"))
    }

    @Test(arguments: ["0", "-3", "100000"])
    func jobsOutsideTheRangeAreRejectedWithExitTwo(jobs: String) throws {
        let out = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try reel.run(["render", "--out", out.path, "--jobs=\(jobs)", "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--jobs must be 1…256, got \(jobs)"), "\(result.stderr)")
        #expect(TestFolders.files(in: out).isEmpty)
    }

    @Test func shardsTogetherRenderEveryFrameOnce() throws {
        let out = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try reel.run(["render", "--out", out.path, "--shard", "1/3", "--quiet"]).status == 0)
        let first = TestFolders.files(in: out)
        #expect(first.count == 20)
        #expect(first.first == "frame-0000.png")
        #expect(first.contains("frame-0003.png"))
        #expect(!first.contains("frame-0001.png"))
        #expect(try reel.run(["render", "--out", out.path, "--shard", "2/3", "--quiet"]).status == 0)
        #expect(try reel.run(["render", "--out", out.path, "--shard", "3/3", "--quiet"]).status == 0)
        #expect(TestFolders.files(in: out).count == 60)
    }

    @Test func aOneFrameRenderNamesItsFrameOnce() throws {
        let folder = try TestFolders.temporary(prefix: "reel-one-frame")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("one.yaml")
        try Data(
            """
            name: one
            canvas: { width: 100, height: 200, scale: 1 }
            sampling:
              linear: { from: 0, to: 100, frames: 1 }
            panes:
              - { name: p, frame: { x: 0, y: 0, width: 100, height: 200 }, layout: flow, items: 5 }
            """.utf8
        ).write(to: scene)
        let out = folder.appendingPathComponent("out")
        let result = try reel.run(["render", scene.path, "--out", out.path, "--format", "png", "--format", "svg"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("Rendered 1 frame of 'one'"), "\(result.stdout)")
        #expect(result.stdout.contains("\n  frame: frame-0000.png, frame-0000.svg\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("frame-0000.png … frame-0000.png"))
    }
}
