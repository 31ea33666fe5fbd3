import Foundation
import Reel

/// What a preview wrote.
public struct PreviewResult: Sendable {
    /// The class previewed.
    public var className: String
    /// The folder the files went to.
    public var directory: URL
    /// The render's frame count, files and time.
    public var summary: RenderSummary
}

/// `reel preview` as one call: read the files, pick the class, build it (cached), run it in a
/// child process across the offsets and render the frames as `reel render` does. A watcher
/// calls ``run(_:)`` again after each save; on any error nothing is written.
public enum PreviewSession {
    /// Previews `options`.
    ///
    /// - Throws: ``PreviewError`` (missing file, no or several layout classes, a compile error at
    ///   the user's lines, a crash or hang in the layout), `SceneError` / ``ReelError`` from the
    ///   render; the output folder is then left as it was.
    public static func run(_ options: PreviewOptions) throws -> PreviewResult {
        let sources = try PreviewSources(paths: options.paths)
        let className = try sources.layoutClass(options.layoutClass)
        try sources.check(options.setup(className)) { "give the arguments with --init '\($0)'" }
        let scene = options.scene(className: className)
        let directory =
            options.outputDirectory
            ?? URL(fileURLWithPath: "out/preview").appendingPathComponent(className, isDirectory: true)
        let renderOptions = RenderOptions(
            outputDirectory: directory, outputs: options.outputs, jobs: options.jobs, progress: options.progress)
        // The folders the render would create, deepest first: removed again when it fails.
        var created: [URL] = []
        var folder = directory.standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.path), folder.pathComponents.count > 1 {
            created.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        do {
            let summary = try RenderDriver(
                scene: scene, options: renderOptions, swiftLayouts: PreviewLayoutHost(settings: options.settings)
            ).run()
            return PreviewResult(className: className, directory: directory, summary: summary)
        } catch {
            for url in created { rmdir(url.path) }
            throw error
        }
    }

    /// The settable properties of the class `options` names, with their types and the values a
    /// fresh instance has (the child makes one and reads them): what a scene's `parameters` set.
    ///
    /// - Throws: ``PreviewError`` as ``run(_:)`` does, before rendering anything.
    public static func parameters(_ options: PreviewOptions) throws -> String {
        let sources = try PreviewSources(paths: options.paths)
        let className = try sources.layoutClass(options.layoutClass)
        let setup = options.setup(className)
        try sources.check(setup) { "give the arguments with --init '\($0)'" }
        let classes = try PreviewLayoutHost(settings: options.settings).describe(sources, setups: [setup])
        guard let info = classes.first(where: { $0.name == className }) else {
            throw PreviewError.layoutFailed("the preview child does not know \(className)")
        }
        let place = sources.declarations.location(of: className) ?? ""
        if sources.declarations.factories.contains(where: { $0.name == className }) {
            return "\(className)() (\(place)) is a function that makes the layout: a scene's parameters have "
                + "nothing to set on it (they set the properties of a layout class)"
        }
        var lines = ["\(className) (\(place)): the properties a scene's parameters set, with their defaults"]
        for property in info.properties {
            let value = property.defaultValue.map { " = \($0)" } ?? " (scenes cannot set this type)"
            lines.append("  \(property.name): \(property.type)\(value)")
        }
        return lines.joined(separator: "\n")
    }
}
