import Foundation
import TestSupport
import Testing

@testable import Canvas
@testable import ImageCodecs
@testable import Reel

/// Frames of every fixture scene, encoded as `reel render` encodes them (``PNGEncoder/balanced``:
/// palette images where a frame has at most 256 colours), decode to exactly the rendered pixels —
/// read back by Canvas's own decoder and by an independent one (`Tests/Scripts/png_pixels.py`,
/// Python's zlib and the PNG specification only; `make test` installs `python3-minimal`).
@Suite("Palette PNG: fixture frames decode to their pixels")
struct PaletteFixtureFrameTests {
    /// Every fixture scene but the 10,000-frame copy of the bench scene.
    static let scenes: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.scenes.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") && $0 != "bench-10000.yaml" }.sorted()
    }()

    /// The independent decoder's line for each file: colour type, bit depth, size, colour count
    /// and the SHA-256 of the straight RGBA pixels.
    static func independentlyDecoded(_ files: [URL]) throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", PackagePaths.root.appendingPathComponent("Tests/Scripts/png_pixels.py").path]
            + files.map(\.path)
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "png_pixels.py failed (is python3 installed? make bootstrap)")
        var lines: [String: [String]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if let path = fields.first { lines[path] = Array(fields.dropFirst()) }
        }
        return lines
    }

    @Test(arguments: scenes)
    func framesDecodeToTheRenderedPixels(file: String) throws {
        let scene = try Scene.load(contentsOf: PackagePaths.scene(file))
        let runtime = try SceneRuntime(scene: scene)
        let renderer = FrameRenderer(scene: scene)
        let count = runtime.samples.count
        // The first and last frames and a few between (layouts are stateful: every frame runs).
        let chosen = Set(stride(from: 0, to: count, by: max(1, count / 4))).union([count - 1])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-palette-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [URL: (hash: String, pixels: RGBA8Image, png: Data)] = [:]
        for sample in runtime.samples {
            let state = try runtime.frame(for: sample)
            guard chosen.contains(sample.index) else { continue }
            let surface = try renderer.image(renderer.displayList(for: state))
            let pixels = try surface.pixels()
            let png = try surface.pngData(encoder: renderer.encoder)
            #expect(try PNGDecoder().decode(png) == pixels, "\(file) frame \(sample.index): Canvas's decoder")
            #expect(try surface.pngData(encoder: renderer.encoder) == png, "\(file) frame \(sample.index): bytes")
            let url = folder.appendingPathComponent("frame-\(sample.index).png")
            try png.write(to: url)
            expected[url] = (SHA256.hex(of: pixels.bytes), pixels, png)
        }
        let decoded = try Self.independentlyDecoded(Array(expected.keys))
        for (url, frame) in expected {
            let fields = decoded[url.path] ?? []
            #expect(fields.last == frame.hash, "\(file) \(url.lastPathComponent): independent decoder")
            // Palette exactly when the frame has at most 256 colours.
            let colours = Int(fields.count == 6 ? fields[4] : "") ?? -1
            #expect((fields.first == "3") == (colours <= 256), "\(file) \(url.lastPathComponent): \(fields)")
        }
    }
}
