import Foundation
import Layouts
import Reel
import ReelPreviewWire

/// Runs scenes that name Swift layouts: reads the files every Swift pane names, checks the
/// class and parameter names against them (with "did you mean" at the scene's line), builds
/// them (``PreviewBuilder``, cached) and starts the scene in a child process.
///
/// The `reel` tool's commands pass one to the library call that runs a scene
/// (`RenderDriver(scene:options:layouts:swiftLayouts:)`, `SceneRuntime`, `Dump`, `GoldenSubject`).
public struct PreviewLayoutHost: SwiftLayoutHost {
    /// The cache, limits and announcements.
    public var settings: PreviewSettings
    /// Told what the preview made up or left out, one line each (`made a stand-in
    /// TagCellLayoutDelegate for `delegate` (…)`); by default written to standard error after
    /// `reel: `.
    public var note: @Sendable (String) -> Void

    /// A host with `settings`, whose notes go to standard error.
    public init(settings: PreviewSettings = PreviewSettings()) {
        self.settings = settings
        self.note = { FileHandle.standardError.write(Data("reel: \($0)\n".utf8)) }
    }

    /// Builds the scene's Swift layouts (cached) and starts the child that runs them.
    public func frameSource(for scene: Scene) throws -> any SceneFrameSource {
        let swiftPanes = scene.panes.indices.filter { scene.panes[$0].swiftLayout != nil }
        let cellPanes = scene.panes.indices.filter { scene.panes[$0].cellClass != nil }
        var paths: [String] = []
        for index in swiftPanes + cellPanes {
            let pane = scene.panes[index]
            for path in (pane.swiftLayout?.allPaths ?? []) + (pane.cellClass?.paths ?? []) where !paths.contains(path) {
                paths.append(path)
            }
        }
        let file = scene.sourceFile ?? scene.name
        let sources: PreviewSources
        do {
            sources = try PreviewSources(paths: paths)
        } catch let error as PreviewError {
            let place =
                swiftPanes.first.flatMap { scene.layoutLocations[$0] }
                ?? cellPanes.first.flatMap { scene.panes[$0].cellClass?.classLocation }
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
        let cells = try Self.cellClasses(of: scene, panes: cellPanes, sources: sources, file: file)
        let setups = try Self.setups(of: scene, panes: swiftPanes, sources: sources, file: file)
        let build = try builder().build(sources, setups: setups, cells: cells)
        for line in build.standInNotes { note(line) }
        let named = swiftPanes.map { scene.panes[$0].layout } + cells.map(\.className)
        let subject = named.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }.joined(separator: " / ")
        // What the layout prints reaches reel's standard error, marked (the repeat of a failed
        // step with backtraces does not print it again).
        let child = try ChildProcess(
            executable: build.executable, timeLimit: settings.timeLimit, memoryLimitMB: settings.memoryLimitMB,
            forwardingLabel: subject)
        let describer = CrashDescriber(
            subject: subject, files: sources.files.map(\.path), pane: swiftPanes.first ?? cellPanes.first ?? 0,
            memoryLimitMB: settings.memoryLimitMB, delegateHint: Self.delegateHint(setups, declarations))
        let source = try ChildFrameSource(
            child: child, plan: ScenePlan(scene), describer: describer,
            rerun: { [settings] in
                try ChildProcess(
                    executable: build.executable, timeLimit: settings.timeLimit,
                    memoryLimitMB: settings.memoryLimitMB, backtraces: true)
            })
        let giving =
            scene.sourceFile == nil ? "--delegate CLASS" : "`delegate: CLASS` in the scene's layout"
        for standIn in source.standIns {
            note("made a stand-in \(standIn); give a real one with \(giving)")
        }
        return source
    }

    /// "WaterfallLayout has a delegate property (delegate) and was given no delegate: …" for the
    /// first class of `setups` that has delegate properties (of any name) that neither a
    /// delegate nor a stand-in fills, or nil.
    static func delegateHint(_ setups: [LayoutSetup], _ declarations: SwiftDeclarations) -> String? {
        for setup in setups where setup.delegateClass == nil {
            var slots = declarations.objectProperties(of: setup.className)
            if setup.standIns {
                // Those a stand-in fills are not left nil.
                let filled = StandInSource(layoutClass: setup.className, declarations: declarations).standIns
                    .flatMap(\.targets)
                slots.removeAll { filled.contains(.property($0)) }
            }
            guard !slots.isEmpty else { continue }
            return "note: \(setup.className) has a delegate property (\(slots.joined(separator: ", "))) and was given "
                + "no delegate; give one with --delegate CLASS, or `delegate:` in a scene's layout (docs/preview.md)"
        }
        return nil
    }

    /// How each Swift pane's class is made (its `init:` and `delegate:`), checked: one setup per
    /// class, a class without `init()` only with `init:`, a delegate that is a class of the files.
    static func setups(of scene: Scene, panes: [Int], sources: PreviewSources, file: String) throws -> [LayoutSetup] {
        var setups: [LayoutSetup] = []
        for index in panes {
            guard let reference = scene.panes[index].swiftLayout else { continue }
            let setup = LayoutSetup(reference)
            let place = reference.initLocation ?? reference.delegate?.location ?? scene.layoutLocations[index]
            if let earlier = setups.first(where: { $0.className == setup.className }) {
                guard earlier.initArguments == setup.initArguments, earlier.delegateClass == setup.delegateClass,
                    earlier.standIns == setup.standIns
                else {
                    throw SceneError(
                        at: place, file: file,
                        message: "\(setup.className) is made with another init: or delegate: in an earlier pane; "
                            + "a scene makes each Swift layout class one way (copy the class under another name to compare two)"
                    )
                }
                continue
            }
            do {
                try sources.check(setup) { example in
                    scene.sourceFile == nil
                        ? "give the arguments with --init '\(example)'"
                        : "give the arguments in the scene: layout: { swift: …, class: \(setup.className), init: '\(example)' }"
                }
            } catch let error as PreviewError {
                let at: SourceLocation?
                if case .badDelegate = error {
                    at = reference.delegate?.location
                } else {
                    at = scene.layoutLocations[index]
                }
                guard scene.sourceFile != nil else { throw error }
                throw SceneError(at: at ?? scene.layoutLocations[index], file: file, message: error.description)
            }
            setups.append(setup)
        }
        return setups
    }

    /// The builder for these settings.
    public func builder() throws -> PreviewBuilder {
        var builder = PreviewBuilder(
            toolchain: try PreviewToolchain.locateBuildingIfNeeded(announce: settings.announcesBuilds),
            cache: PreviewCache(root: settings.cacheRoot))
        if settings.announcesBuilds {
            builder.willCompile = { classes in
                FileHandle.standardError.write(Data("reel: compiling \(classes) (cached after the first build)\n".utf8))
            }
        }
        return builder
    }

    /// The classes of `sources` with their properties' types and defaults, as a child reports
    /// them (it makes a fresh instance of each).
    public func describe(_ sources: PreviewSources, setups: [LayoutSetup] = []) throws -> [PreviewClassInfo] {
        let build = try builder().build(sources, setups: setups)
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
