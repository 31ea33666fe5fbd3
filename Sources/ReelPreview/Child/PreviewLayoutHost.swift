import Foundation
import Layouts
import Reel
import ReelPreviewServer

/// Runs scenes that name Swift layouts: reads the files every Swift pane names, checks the
/// class and parameter names against them (with "did you mean" at the scene's line), builds
/// them (``PreviewBuilder``, cached) and starts the scene in a child process.
///
/// The `reel` tool installs one as ``SwiftLayouts/host`` before it runs a command.
public struct PreviewLayoutHost: SwiftLayoutHost {
    /// The cache, limits and announcements.
    public var settings: PreviewSettings

    /// A host with `settings`.
    public init(settings: PreviewSettings = PreviewSettings()) {
        self.settings = settings
    }

    /// Builds the scene's Swift layouts (cached) and starts the child that runs them.
    public func frameSource(for scene: Scene) throws -> any SceneFrameSource {
        let swiftPanes = scene.panes.indices.filter { scene.panes[$0].swiftLayout != nil }
        var paths: [String] = []
        for index in swiftPanes {
            for path in scene.panes[index].swiftLayout?.paths ?? [] where !paths.contains(path) { paths.append(path) }
        }
        let file = scene.sourceFile ?? scene.name
        let sources: PreviewSources
        do {
            sources = try PreviewSources(paths: paths)
        } catch let error as PreviewError {
            let place = swiftPanes.first.flatMap { scene.layoutLocations[$0] }
            throw SceneError(at: place, file: file, message: error.description)
        }
        let declarations = sources.declarations
        for index in swiftPanes {
            let pane = scene.panes[index]
            let names = sources.layoutClassNames
            guard names.contains(pane.layout) else {
                let hint = PreviewSources.closest(to: pane.layout, among: names).map { "did you mean '\($0)'? " } ?? ""
                throw SceneError(
                    at: scene.layoutLocations[index], file: file,
                    message:
                        "no layout class '\(pane.layout)' in \(sources.files.map(\.path).joined(separator: ", ")); "
                        + "\(hint)layout classes there: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            let properties = declarations.properties(of: pane.layout)
            for name in pane.parameters.keys.sorted() where !properties.contains(name) {
                let hint = PreviewSources.closest(to: name, among: properties).map { "did you mean '\($0)'? " } ?? ""
                throw SceneError(
                    at: scene.location(ofParameter: name, inPane: index) ?? scene.layoutLocations[index], file: file,
                    message: "\(pane.layout) has no settable property '\(name)'; \(hint)its properties: "
                        + (properties.isEmpty ? "none" : properties.joined(separator: ", ")))
            }
        }
        let build = try builder().build(sources)
        let child = try ChildProcess(
            executable: build.executable, timeLimit: settings.timeLimit, memoryLimitMB: settings.memoryLimitMB)
        let subject = swiftPanes.map { scene.panes[$0].layout }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }.joined(separator: " / ")
        let describer = CrashDescriber(
            subject: subject, files: sources.files.map(\.path), pane: swiftPanes.first ?? 0,
            memoryLimitMB: settings.memoryLimitMB)
        return try ChildFrameSource(child: child, plan: ScenePlan(scene), describer: describer)
    }

    /// The builder for these settings.
    public func builder() throws -> PreviewBuilder {
        var builder = PreviewBuilder(
            toolchain: try PreviewToolchain.locate(), cache: PreviewCache(root: settings.cacheRoot))
        if settings.announcesBuilds {
            builder.willCompile = { classes in
                FileHandle.standardError.write(Data("reel: compiling \(classes) (cached after the first build)\n".utf8))
            }
        }
        return builder
    }

    /// The classes of `sources` with their properties' types and defaults, as a child reports
    /// them (it makes a fresh instance of each).
    public func describe(_ sources: PreviewSources) throws -> [PreviewClassInfo] {
        let build = try builder().build(sources)
        let child = try ChildProcess(
            executable: build.executable, timeLimit: settings.timeLimit, memoryLimitMB: settings.memoryLimitMB)
        let describer = CrashDescriber(
            subject: build.classes.joined(separator: " / "), files: sources.files.map(\.path), pane: 0,
            memoryLimitMB: settings.memoryLimitMB)
        do {
            switch try child.send(.describe) {
            case .classes(let classes): return classes
            case .failure(let message): throw PreviewError.layoutFailed(message)
            default: throw PreviewError.layoutFailed("the preview child answered out of turn")
            }
        } catch let failure as ChildProcess.Failure {
            throw describer.error(failure, at: nil)
        }
    }
}
