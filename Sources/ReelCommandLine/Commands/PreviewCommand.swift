import ArgumentParser
import Foundation
import Reel
import ReelPreview
import ReelWatch

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Build a UIKit layout from its Swift files, unchanged, and render it across a scroll.",
        discussion: """
            The files (import UIKit, as written for iOS) go through the UIKit adapter and are \
            compiled with swiftc against LayoutReel's preview runtime into a build cache outside \
            your tree: $REEL_CACHE_DIR, else $XDG_CACHE_HOME/layoutreel, else \
            ~/.cache/layoutreel (builds under preview/; delete the folder to clear it, or pass \
            --cache). The same files are compiled once. The layout runs in a child process: a \
            crash, a hang (--time-limit) or a runaway allocation (--memory-limit) is reported \
            with the frame, the offset and your file and line, exit status 2, and nothing is \
            written. The frames are drawn as `reel render` draws them; the default outputs are \
            the flipbook and contact sheet in out/preview/CLASS/.
            """
    )

    @Argument(
        help: "Swift files or folders (folders give every .swift file inside).",
        completion: .file(extensions: ["swift"]))
    var paths: [String]

    @Option(
        help:
            "The layout to preview when the files have several: a UICollectionViewLayout subclass, or a function that makes one (GridViewController.createLayout). Without it, each is previewed in turn, into a folder of its own."
    )
    var layout: String?

    @Option(
        name: .customLong("init"),
        help: ArgumentHelp(
            "The arguments to make the layout with, for a class without init(): Swift the compiler checks, such as 'itemSize: CGSize(width: 200, height: 300)'.",
            valueName: "arguments"))
    var initArguments: String?

    @Option(
        help: ArgumentHelp(
            "A class of the files, made with init(), to give the layout: assigned to every property of the layout whose protocol type it adopts (delegate, dataSource, any name), and to the collection view's delegate and data source when it is one. Without it (or with 'generated'), stand-ins are made up for what the layout leaves nil.",
            valueName: "class"))
    var delegate: String?

    @Flag(
        name: .customLong("no-stand-ins"),
        help:
            "Make up no stand-in for a delegate or data source the layout leaves nil (by default reel preview writes one that conforms and answers plausible sizes and counts, and says so)."
    )
    var noStandIns = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Set a settable property of the layout before it lays out, as a scene's parameters do: scrollDirection=horizontal, itemSize=[200,300], minimumLineSpacing=12, sectionInset={top: 8}. Repeat for several.",
            valueName: "name=value"))
    var settings: [String] = []

    @Option(
        help:
            "Items per section, comma-separated (30 is one section of 30). Default 30, or 120 when 30 all fit in the view and nothing would scroll."
    )
    var items: String?

    @Option(help: "The collection view's size in points, WxH. Default 390x844.")
    var size: String?

    @Option(parsing: .unconditional, help: "Pixels per point. Default 2.")
    var scale: Double?

    @Option(
        parsing: .unconditional, help: "The offset the sweep starts at, in points. Default: the start of the content.")
    var from: Double?

    @Option(parsing: .unconditional, help: "The offset the sweep ends at, in points. Default: the end of the content.")
    var to: Double?

    @Option(parsing: .unconditional, help: "Exact offsets along the axis, comma-separated, instead of a sweep.")
    var offsets: String?

    @Option(help: "The scroll axis: x or y. Default: the layout's.")
    var axis: String?

    @Option(parsing: .unconditional, help: "Frames of the sweep. Default 60.")
    var frames: Int?

    @OptionGroup var output: OutputOptions<PreviewCommand>

    @Option(
        help: "The build cache folder. Default: $REEL_CACHE_DIR, $XDG_CACHE_HOME/layoutreel or ~/.cache/layoutreel.")
    var cache: String?

    @Option(
        parsing: .unconditional,
        help: "Seconds the layout may take to build or to lay out one frame before it is stopped. Default 20.")
    var timeLimit: Double?

    @Option(parsing: .unconditional, help: "Megabytes of address space the layout's process may use. Default 4096.")
    var memoryLimit: Int?

    @Flag(
        help:
            "Accept a preview whose frames show no element (exit 0); without it such a preview is reported with its likely causes and exits 1."
    )
    var allowEmpty = false

    @Flag(
        help:
            "List the class's settable properties with their defaults (what --set and a scene's parameters set), and render nothing."
    )
    var parameters = false

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var variantOptions: VariantOptions

    @OptionGroup var live: WatchOptions<PreviewCommand>

    var out: String? { output.out }
    var quiet: Bool { live.quiet }
    var watch: Bool { live.watch }
    var port: UInt16? { live.port }

    func run() throws {
        let options = try previewOptions()
        if port != nil, !watch { throw ValidationError("--port serves the --watch page; add --watch") }
        if watch, parameters {
            throw ValidationError("--parameters renders nothing; it cannot be combined with --watch")
        }
        if watch { return try runWatching(options) }
        if parameters {
            print(try PreviewSession.parameters(options))
            return
        }
        let classes = try PreviewSession.layoutClasses(options)
        guard classes.count > 1 else {
            let result = try PreviewSession.run(options)
            if !quiet { printSummary(of: result) }
            if let finding = result.emptyFinding, !allowEmpty {
                FileHandle.standardError.write(Data("reel: finding: \(finding)\n".utf8))
                throw ExitCode(1)
            }
            return
        }
        try previewEach(classes, options)
    }

    /// Several layouts and no `--layout`: each previewed in turn, into `out/preview/CLASS/` (or
    /// `OUT/CLASS/`); a failure is reported and the others still run. Exit 2 when one failed, 1
    /// when one showed nothing (unless `--allow-empty`).
    private func previewEach(_ classes: [String], _ options: PreviewOptions) throws {
        FileHandle.standardError.write(
            Data(
                "reel: \(classes.count) layouts in the files (\(classes.joined(separator: ", "))): previewing each; --layout CLASS previews one\n"
                    .utf8))
        var failed = false
        var empty = false
        for name in classes {
            var one = options
            one.layoutClass = name
            one.outputDirectory = options.outputDirectory?.appendingPathComponent(name, isDirectory: true)
            do {
                let result = try PreviewSession.run(one)
                if !quiet { printSummary(of: result) }
                if let finding = result.emptyFinding, !allowEmpty {
                    FileHandle.standardError.write(Data("reel: finding: \(finding)\n".utf8))
                    empty = true
                }
            } catch {
                let text = ResourceBudgets.clipped(
                    ReelCommand.message(for: error), to: ResourceBudgets.current.messageLength)
                FileHandle.standardError.write(Data("reel: error: \(name): \(text)\n".utf8))
                failed = true
            }
        }
        if failed { throw ExitCode(2) }
        if empty { throw ExitCode(1) }
    }

    private func printSummary(of result: PreviewResult) {
        let directory = result.directory.relativePath
        print(
            "Previewed \(result.className): \(result.summary.frames) frame\(result.summary.frames == 1 ? "" : "s") into \(directory)/ in "
                + String(format: "%.2f", result.summary.seconds) + " s")
        for file in result.summary.files where !file.lastPathComponent.hasPrefix("frame-") {
            print("  \(directory)/\(file.lastPathComponent)")
        }
        if let line = FrameFilesLine.text(for: result.summary.files) { print(line) }
    }

    func previewOptions() throws -> PreviewOptions {
        var options = PreviewOptions(paths: paths)
        options.layoutClass = layout
        if let initArguments {
            guard !initArguments.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ValidationError(
                    "--init needs the initializer's arguments, such as 'itemSize: CGSize(width: 200, height: 300)'")
            }
            options.initArguments = initArguments
        }
        // `--delegate generated` asks for the stand-ins, as a scene's `delegate: generated` does.
        options.delegateClass = delegate == "generated" ? nil : delegate
        options.standIns = !noStandIns
        if delegate == "generated", noStandIns {
            throw ValidationError("--delegate generated asks for stand-ins and --no-stand-ins for none; give one")
        }
        options.allowsEmpty = allowEmpty
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard parts.count == 2, !name.isEmpty else {
                throw ValidationError("--set expects NAME=VALUE, such as scrollDirection=horizontal, got '\(setting)'")
            }
            guard options.parameters[name] == nil else {
                throw ValidationError("--set gives '\(name)' twice; give each property once")
            }
            options.parameters[name] = try FlagValue.parameterValue(String(parts[1]), flag: "--set \(name)")
        }
        if let items {
            let counts = items.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                throw ValidationError("--items expects counts per section such as 30 or 10,5, got '\(items)'")
            }
            let total = counts.compactMap { $0 }.reduce(0) { $0.addingReportingOverflow($1).partialValue }
            let budgets = ResourceBudgets.current
            guard counts.compactMap({ $0 }).allSatisfy({ $0 <= budgets.items }), total <= budgets.items else {
                throw ValidationError(
                    "--items: "
                        + budgets.overBudget(\.items, needed: "'\(items)' asks for \(NumberText.grouped(total)) items"))
            }
            options.itemCounts = counts.compactMap { $0 }
            options.itemCountsGiven = true
        }
        if let size {
            let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2 else {
                throw ValidationError("--size expects WxH in points, such as 390x844, got '\(size)'")
            }
            options.size = CGSize(
                width: try FlagRange.side.check("--size's width", parts[0]),
                height: try FlagRange.side.check("--size's height", parts[1]))
        }
        if let scale {
            options.scale = try FlagRange.scale.check("--scale", scale)
        }
        if let offsets {
            guard from == nil, to == nil else {
                throw ValidationError("give either --offsets or --from/--to, not both")
            }
            let values = offsets.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else {
                throw ValidationError(
                    "--offsets expects numbers separated by commas, such as 0,120,340, got '\(offsets)'")
            }
            options.offsets = try values.compactMap { $0 }.map { try FlagRange.offset.check("--offsets", $0) }
        }
        options.from = try from.map { try FlagRange.offset.check("--from", $0) }
        options.to = try to.map { try FlagRange.offset.check("--to", $0) }
        if let axis {
            guard let parsed = ScrollAxis(rawValue: axis) else {
                throw ValidationError("--axis must be x or y, got '\(axis)'")
            }
            options.axis = parsed
        }
        if let frames {
            guard frames >= 1 else { throw ValidationError("--frames must be at least 1, got \(frames)") }
            options.frames = frames
        }
        if let outputs = try output.outputs() { options.outputs = outputs }
        options.variants = try variantOptions.parsed()
        if let out {
            guard !out.isEmpty else {
                throw ValidationError("--out needs a folder (use --out . for the current folder)")
            }
            options.outputDirectory = URL(fileURLWithPath: out)
        }
        options.progress = quiet ? .quiet : .automatic
        options.draw = try drawing.drawMode()
        options.appearance = try drawing.appearanceValue()
        var settings = PreviewSettings(announcesBuilds: !quiet)
        if let cache { settings.cacheRoot = URL(fileURLWithPath: cache) }
        if let timeLimit {
            settings.timeLimit = try FlagRange.seconds.check("--time-limit", timeLimit)
        }
        if let memoryLimit {
            _ = try FlagRange.megabytes.check("--memory-limit", Double(memoryLimit))
            settings.memoryLimitMB = memoryLimit
        }
        options.settings = settings
        return options
    }
}

extension PreviewCommand: OutputOptionsHelp {
    static let outDefault = "out/preview/CLASS"
    static let formatDefault = "flipbook and contactSheet"
    static let watchHelp =
        "Build and render again whenever a Swift file changes, and serve the newest frames on a live flipbook page on 127.0.0.1 (Ctrl-C stops); the first frames show while the rest are drawn, and without --format only the PNG frames are written. A compile error or a crash is shown over the last good frames."
}

extension PreviewCommand {
    /// `--watch`: build and render, serve the page, and again after every save, until a signal.
    /// The frames are also written as PNG (the page shows them); a failed build or a crash keeps
    /// the last good frames on the page with the message over them.
    func runWatching(_ base: PreviewOptions) throws {
        var options = base
        // The page is the flipbook: without --format, a save writes the PNG frames it shows and
        // nothing else, so the page updates sooner.
        if try output.outputs() == nil { options.outputs = [] }
        options.outputs.insert(.png)
        options.progress = .quiet
        let paths = options.paths.map { URL(fileURLWithPath: $0) }
        // The outputs and the build cache may sit inside a watched folder: never a reason to rebuild.
        let ignoring = [
            options.outputDirectory ?? URL(fileURLWithPath: "out/preview", isDirectory: true),
            options.settings.cacheRoot,
        ]
        let quiet = quiet
        let session = try WatchSession(
            paths: paths, ignoring: ignoring, port: port ?? 0, title: "reel preview",
            describe: { ReelCommand.message(for: $0) },
            log: { line in
                if line.hasPrefix("error: ") {
                    FileHandle.standardError.write(Data("reel: \(line)\n".utf8))
                } else if !quiet {
                    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
                }
            },
            render: { live in
                var options = options
                options.frameObserver = { live.take(index: $0.index, of: $0.count, png: $0.png) }
                let result = try PreviewSession.run(options)
                if let finding = result.emptyFinding, !options.allowsEmpty {
                    throw PreviewError.layoutFailed(finding)
                }
                let frames = result.summary.files.filter {
                    $0.lastPathComponent.hasPrefix("frame-") && $0.pathExtension == "png"
                }
                return RenderedOutputs(
                    frames: frames, title: result.className,
                    summary:
                        "previewed \(result.className): \(result.summary.frames) frame\(result.summary.frames == 1 ? "" : "s") into "
                        + "\(result.directory.relativePath)/ in " + String(format: "%.2f", result.summary.seconds)
                        + " s",
                    live: result.scene.map {
                        LiveSource(
                            scene: $0, base: result.base, variants: options.variants,
                            swiftLayouts: result.swiftLayouts)
                    })
            })
        Interruption.onInterrupt { session.stop() }
        FileHandle.standardOutput.write(
            Data(
                "Watching \(options.paths.joined(separator: ", ")); the flipbook is at \(session.server.address) (Ctrl-C stops)\n"
                    .utf8))
        session.run()
    }
}
