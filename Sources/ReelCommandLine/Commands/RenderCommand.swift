import ArgumentParser
import Foundation
import Reel
import ReelWatch

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene's frames (the built-in demo when no scene is given).",
        discussion: """
            Frames are written as DIR/frame-0000.png (or .svg), numbered in offset order. \
            Other outputs: animation.apng, animation.gif, animation.webp, animation.mp4 (made by an \
            installed ffmpeg; REEL_FFMPEG names another), contact-sheet.png, flipbook.html, frames.json. \
            Files appear only when the whole render succeeded, and then replace the previous \
            render's files of these names as a whole (with --shard, only that shard's frames); \
            other files in the folder are never touched. Renders into one folder take turns.
            """
    )

    @Argument(
        help: "A scene file (YAML or JSON). Omit it to render the built-in demo.",
        completion: .file(extensions: ["yaml", "yml", "json"]))
    var scene: String?

    @OptionGroup var output: OutputOptions<RenderCommand>

    @Option(parsing: .unconditional, help: "Parallel rendering jobs, 1…256. Default: the number of cores.")
    var jobs: Int?

    @Option(
        parsing: .unconditional,
        help: "Render only shard K of N: frames K-1, K-1+N, K-1+2N, … (0-based), for splitting a sweep across machines."
    )
    var shard: String?

    @Option(
        help:
            "PNG compression: fast (quickest, larger files), balanced (default: smaller than cairo's writer on most frames, many times faster), small (smallest, slower)."
    )
    var pngCompression: PNGCompression = .balanced

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var variantOptions: VariantOptions

    @OptionGroup var live: WatchOptions<RenderCommand>

    var out: String? { output.out }
    var quiet: Bool { live.quiet }
    var watch: Bool { live.watch }
    var port: UInt16? { live.port }

    func validate() throws {
        if let out, out.isEmpty {
            throw ValidationError("--out needs a folder (use --out . for the current folder)")
        }
        if let jobs, !(1...RenderOptions.maximumJobs).contains(jobs) {
            throw ValidationError(
                "--jobs must be 1…\(RenderOptions.maximumJobs), got \(jobs) "
                    + "(each job keeps a frame surface and encoder buffers, about 15 MB at 780 × 1688)")
        }
        if watch, scene == nil { throw ValidationError("--watch needs a scene file to watch") }
        if watch, shard != nil {
            throw ValidationError("--watch renders every frame; it cannot be combined with --shard")
        }
        if port != nil, !watch { throw ValidationError("--port serves the --watch page; add --watch") }
    }

    func run() throws {
        if watch, let scene { return try runWatching(sceneFile: URL(fileURLWithPath: scene)) }
        let scene = try variantOptions.applied(to: try SceneSource.load(scene))
        let outputs = try output.outputs()
        let directory = URL(fileURLWithPath: out ?? OutputNaming.defaultFolder(forScene: scene.name))
        let options = try drawing.applied(
            to: RenderOptions(
                outputDirectory: directory, outputs: outputs,
                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                shard: try shard.map(Shard.init(parsing:)), progress: quiet ? .quiet : .automatic,
                pngCompression: pngCompression))
        let summary = try RenderDriver(
            scene: scene, options: options, layouts: CommandLayouts.current, swiftLayouts: CommandLayouts.swiftLayouts
        ).run()
        guard !quiet else { return }
        let shardNote = options.shard.map { " (shard \($0): \(summary.renderedFrames) of them)" } ?? ""
        print(
            "Rendered \(summary.frames) frame\(summary.frames == 1 ? "" : "s")\(shardNote) of '\(scene.name)' into \(directory.relativePath)/: "
                + "\(summary.files.count) file\(summary.files.count == 1 ? "" : "s") in \(String(format: "%.2f", summary.seconds)) s"
        )
        if let line = FrameFilesLine.text(for: summary.files) { print(line) }
        for file in summary.files where !file.lastPathComponent.hasPrefix("frame-") {
            print("  \(file.lastPathComponent)")
        }
    }
}

extension RenderCommand: OutputOptionsHelp {
    static let outDefault = "out/<scene name>"
    static let formatDefault = "the scene's outputs"
    static let watchHelp =
        "Render again whenever the scene changes and show the newest frames on a page served on 127.0.0.1 (until Ctrl-C)."
}

extension RenderCommand {
    /// `--watch`: render, serve the page, render again on every change, until a signal.
    func runWatching(sceneFile: URL) throws {
        // The first render must succeed: a scene that never rendered has nothing to show.
        let first = try variantOptions.applied(to: try SceneSource.load(sceneFile.path))
        let variants = try variantOptions.parsed()
        let directory = URL(fileURLWithPath: out ?? OutputNaming.defaultFolder(forScene: first.name))
        let outputs = try output.outputs()
        let options = try drawing.applied(
            to: RenderOptions(
                outputDirectory: directory, outputs: outputs,
                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                progress: .quiet, pngCompression: pngCompression))
        let layouts = CommandLayouts.current
        let swiftLayouts = CommandLayouts.swiftLayouts
        let quiet = quiet
        let session = try WatchSession(
            paths: [sceneFile], ignoring: [directory], port: port ?? 0, title: first.name,
            describe: { ReelCommand.message(for: $0) },
            log: { line in
                if line.hasPrefix("error: ") {
                    FileHandle.standardError.write(Data("reel: \(line)\n".utf8))
                } else if !quiet {
                    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
                }
            },
            render: { live in
                try SceneWatch.render(
                    sceneFile: sceneFile, options: options, layouts: layouts, swiftLayouts: swiftLayouts, live: live,
                    variants: variants)
            })
        Interruption.onInterrupt { session.stop() }
        FileHandle.standardOutput.write(
            Data(
                "Watching \(sceneFile.relativePath); the flipbook is at \(session.server.address) (Ctrl-C stops)\n"
                    .utf8))
        FileHandle.standardOutput.write(Data("  files: \(directory.relativePath)/\n".utf8))
        session.run()
    }
}

extension OutputKind {
    /// Parses a `--format` value, suggesting the closest name on a typo.
    static func parse(_ text: String) throws -> OutputKind {
        if let kind = OutputKind(rawValue: text) { return kind }
        let aliases = ["contact-sheet": OutputKind.contactSheet, "contactsheet": .contactSheet, "html": .flipbook]
        if let kind = aliases[text.lowercased()] { return kind }
        let names = OutputKind.allCases.map(\.rawValue)
        throw ValidationError(
            "unknown format '\(text)'; use one of \(names.joined(separator: ", "))")
    }
}

extension PNGCompression: ExpressibleByArgument {}
