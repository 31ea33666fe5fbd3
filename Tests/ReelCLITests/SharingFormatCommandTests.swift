import Foundation
import TestSupport
import Testing

/// `--format gif`, `webp` and `mp4`, checked by decoders that are not LayoutReel's:
/// `Tests/Scripts/gif_frames.py` (stdlib Python), gifsicle, libwebp's webpmux and dwebp
/// (through `Tests/Scripts/webp_frames.py`) and, when installed, ffprobe.
@Suite("reel render --format gif, webp, mp4 (end to end)")
struct SharingFormatCommandTests {
    /// A 195 × 211-point scene (odd sides) at scale 1 and 30 fps, 12 frames of plain rectangles
    /// in ten colours: under 256 colours a frame, so GIF is lossless on it.
    static let lowColourScene = """
        name: sharing
        canvas: { width: 195, height: 211, scale: 1, background: "#FFFFFF" }
        fps: 30
        palette: ["#4E79A7", "#F28E2B", "#E15759", "#76B7B2", "#59A14F",
                  "#EDC948", "#B07AA1", "#FF9DA7", "#9C755F", "#BAB0AC"]
        sampling:
          linear: { from: start, to: end, frames: 12 }
        panes:
          - name: list
            layout: flow
            items: 14
            parameters:
              itemSize: { width: 150, height: 35 }
              minimumLineSpacing: 7
              sectionInset: { top: 5, left: 22, bottom: 5, right: 22 }
        styles:
          cell: { shape: rectangle, fill: palette, label: "" }
        """

    static func writeScene(_ text: String = lowColourScene, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("sharing.yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func script(_ name: String) -> String {
        PackagePaths.root.appendingPathComponent("Tests/Scripts/\(name)").path
    }

    static func onPath(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    static func words(_ line: Substring) -> [String] { line.split(separator: " ").map(String.init) }

    @Test func gifAndWebPDecodeToThePNGFramesPixelsWithTheirTiming() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.writeScene(in: folder)
        let out = folder.appendingPathComponent("out")
        let result = try reel.run([
            "render", scene.path, "--out", out.path, "--format", "png", "--format", "gif", "--format", "webp",
            "--quiet",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(TestFolders.files(in: out).filter { !$0.hasPrefix("frame-") } == ["animation.gif", "animation.webp"])

        // The PNG frames' pixels, by an independent PNG reader: FILE TYPE DEPTH W H COLOURS SHA256.
        let frames = (0..<12).map { out.appendingPathComponent(String(format: "frame-%04d.png", $0)).path }
        let png = try Self.run(["python3", Self.script("png_pixels.py")] + frames)
        #expect(png.status == 0)
        let pngLines = png.output.split(separator: "\n").map(Self.words)
        #expect(pngLines.count == 12)
        #expect(
            pngLines.allSatisfy { Int($0[5])! <= 255 }, "every frame has at most 255 colours: \(pngLines.map { $0[5] })"
        )
        let pngHashes = pngLines.map { $0[6] }
        #expect(Set(pngHashes).count > 6, "the frames move")

        let gifPath = out.appendingPathComponent("animation.gif").path
        let gif = try Self.run(["python3", Self.script("gif_frames.py"), gifPath])
        #expect(gif.status == 0)
        let gifLines = gif.output.split(separator: "\n").map(Self.words)
        #expect(Array(gifLines[0].prefix(5)) == ["GIF", "195", "211", "12", "0"])
        #expect(gifLines.dropFirst().map { $0[2] } == ["3", "4", "3", "3", "4", "3", "3", "4", "3", "3", "4", "3"])
        #expect(gifLines.dropFirst().map { $0.last! } == pngHashes, "GIF frames equal the PNG frames")
        #expect(gifLines.dropFirst(2).allSatisfy { $0[7] == "1" }, "later frames are drawn over the previous one")
        #expect(
            gifLines.dropFirst(2).contains { Int($0[5])! * Int($0[6])! < 195 * 211 },
            "frames store only what changed")

        let gifsicle = try Self.run(["gifsicle", "--info", gifPath])
        #expect(gifsicle.status == 0)
        #expect(gifsicle.output.contains("12 images"))
        #expect(gifsicle.output.contains("logical screen 195x211"))
        #expect(gifsicle.output.contains("loop forever"))

        let webp = try Self.run([
            "python3", Self.script("webp_frames.py"), out.appendingPathComponent("animation.webp").path,
        ])
        #expect(webp.status == 0)
        let webpLines = webp.output.split(separator: "\n").map(Self.words)
        #expect(webpLines.first == ["WEBP", "195", "211", "12", "0"])
        #expect(webpLines.dropFirst().map { $0.last! } == pngHashes, "WebP frames equal the PNG frames")
        #expect(webpLines.dropFirst().allSatisfy { $0[9] == "lossless" })
        let durations = webpLines.dropFirst().map { Int($0[2])! }
        #expect(durations.reduce(0, +) == 400, "12 frames at 30 fps last 400 ms: \(durations)")
    }

    @Test func sharingFormatsAreByteIdenticalAcrossRunsAndJobs() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.writeScene(in: folder)
        var formats = ["--format", "gif", "--format", "webp"]
        if Self.onPath("ffmpeg") { formats += ["--format", "mp4"] }
        var outputs: [[Data]] = []
        for (name, jobs) in [("a", "1"), ("b", "4"), ("c", "4")] {
            let out = folder.appendingPathComponent(name)
            let result = try reel.run(["render", scene.path, "--out", out.path, "--jobs", jobs, "--quiet"] + formats)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            outputs.append(try TestFolders.files(in: out).map { try Data(contentsOf: out.appendingPathComponent($0)) })
        }
        #expect(outputs[0].count == formats.count / 2)
        #expect(outputs[0] == outputs[1], "--jobs 1 and --jobs 4 write the same bytes")
        #expect(outputs[1] == outputs[2], "two runs write the same bytes")
    }

    @Test(.enabled(if: onPath("ffmpeg") && onPath("ffprobe")))
    func mp4IsH264Yuv420pPaddedToEvenSidesWithEveryFrame() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.writeScene(in: folder)
        let out = folder.appendingPathComponent("out")
        let result = try reel.run(["render", scene.path, "--out", out.path, "--format", "mp4", "--quiet"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(TestFolders.files(in: out) == ["animation.mp4"], "ffmpeg's log stays out of the folder")
        let probe = try Self.run([
            "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
            "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames", "-of", "default=noprint_wrappers=1",
            out.appendingPathComponent("animation.mp4").path,
        ])
        #expect(probe.status == 0)
        let fields = Set(probe.output.split(separator: "\n").map(String.init))
        #expect(
            fields == [
                "codec_name=h264", "pix_fmt=yuv420p", "width=196", "height=212", "r_frame_rate=30/1",
                "nb_read_frames=12",
            ], "\(probe.output)")
    }

    @Test func mp4WithoutFFmpegSaysHowToInstallItAndWritesNothing() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.writeScene(in: folder)
        let out = folder.appendingPathComponent("out")
        let result = try reel.run(
            ["render", scene.path, "--out", out.path, "--format", "gif", "--format", "mp4", "--quiet"],
            environment: ["PATH": folder.appendingPathComponent("empty").path, "REEL_FFMPEG": ""])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format mp4 needs ffmpeg, which is not on PATH"), "\(result.stderr)")
        #expect(result.stderr.contains("sudo apt-get install ffmpeg"))
        #expect(!FileManager.default.fileExists(atPath: out.path), "not even the output folder is made")
    }

    @Test func aFailingFFmpegLeavesThePreviousRenderInPlace() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.writeScene(in: folder)
        let out = folder.appendingPathComponent("out")
        #expect(try reel.run(["render", scene.path, "--out", out.path, "--format", "gif", "--quiet"]).status == 0)
        let before = try Data(contentsOf: out.appendingPathComponent("animation.gif"))
        // `false` stands in for an ffmpeg that fails at once (one without libx264, say).
        let result = try reel.run(
            ["render", scene.path, "--out", out.path, "--format", "gif", "--format", "mp4", "--quiet"],
            environment: ["REEL_FFMPEG": "/bin/false"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("ffmpeg failed (exit status 1)"), "\(result.stderr)")
        #expect(TestFolders.files(in: out) == ["animation.gif"])
        #expect(try Data(contentsOf: out.appendingPathComponent("animation.gif")) == before)
    }

    @Test func aCanvasTooWideForWebPIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wide = Self.lowColourScene.replacingOccurrences(
            of: "canvas: { width: 195, height: 211, scale: 1", with: "canvas: { width: 8200, height: 20, scale: 2")
        let scene = try Self.writeScene(wide, in: folder)
        let out = folder.appendingPathComponent("out")
        let result = try reel.run(["render", scene.path, "--out", out.path, "--format", "webp", "--quiet"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--format webp: the canvas is 16400 × 40 pixels; a WebP is at most 16383 × 16383"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func sharingFormatsNeedEveryFrameSoAShardIsRefused() throws {
        let out = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try reel.run(["render", "--out", out.path, "--format", "gif", "--shard", "1/2", "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot also write gif"), "\(result.stderr)")
        #expect(TestFolders.files(in: out).isEmpty)
    }

    @Test func anUnwritableFolderIsRefusedForGIF() throws {
        let result = try reel.run(["render", "--out", "/proc/reel-cannot-write-gif", "--format", "gif", "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/proc/reel-cannot-write-gif"))
    }

    @Test func theParabolicGalleryAsWebPIsUnder55PercentOfTheAPNGAndAsGIFUnder80() throws {
        let out = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = PackagePaths.docsScenes.appendingPathComponent("gallery/parabolic.yaml").path
        let result = try reel.run([
            "render", scene, "--out", out.path, "--format", "apng", "--format", "gif", "--format", "webp", "--quiet",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        func size(_ name: String) throws -> Int {
            try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.size] as! Int
        }
        let (apng, gifBytes, webpBytes) = (
            try size("animation.apng"), try size("animation.gif"), try size("animation.webp")
        )
        // Issue 19's target was half the APNG for both. The WebP was 49 % of the APNG before the
        // pixel parser made the APNG 7 % smaller (166 080 → 154 754 B); it is 52.7 % of today's.
        // The GIF is 77.2 % (docs/performance.md: LZW on 40 frames of moving anti-aliased cards, a
        // median-cut palette of 255 colours).
        #expect(gifBytes * 100 < apng * 80, "GIF \(gifBytes) vs APNG \(apng)")
        #expect(webpBytes * 100 < apng * 55, "WebP \(webpBytes) vs APNG \(apng)")
        let gif = try Self.run(["gifsicle", "--info", out.appendingPathComponent("animation.gif").path])
        #expect(gif.output.contains("40 images"))
    }
}
