import Foundation
import Layouts
import Reel

/// What a preview wrote.
public struct PreviewResult: Sendable {
    /// The class previewed.
    public var className: String
    /// The folder the files went to.
    public var directory: URL
    /// The render's frame count, files and time.
    public var summary: RenderSummary
    /// When no frame shows an element: what the preview found, with the likely causes it can
    /// see; nil when some frame shows something.
    public var emptyFinding: String?
    /// The one-pane scene the preview rendered, and the host that runs its layout: what the
    /// live page of `reel preview --watch` scrolls.
    public var scene: Scene? = nil
    /// The host that ran ``scene``'s Swift layout.
    public var swiftLayouts: (any SwiftLayoutHost)? = nil
    /// ``scene`` before its `--variants` were applied (nil without them): what the live page's
    /// variant controls apply theirs to.
    public var base: Scene? = nil
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
        let result = try runOnce(options)
        // The default items all fit in the view: nothing scrolled, so the layout's motion (a
        // springy list, a sticky header) never showed. Show it with more.
        guard !options.itemCountsGiven, options.offsets == nil, options.from == nil, options.to == nil,
            result.emptyFinding == nil, fits(result.summary.largestContentSize, in: options)
        else { return result }
        var more = options
        more.itemCounts = options.itemCounts.map { $0 * moreItems }
        if options.progress != .quiet {
            let counts = options.itemCounts.map(String.init).joined(separator: ",")
            let line =
                "reel: the \(counts) items fit in the view, so nothing scrolls; previewing \(moreItems)× as many "
                + "(--items N sets the count)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        return try runOnce(more, notes: false)
    }

    /// The host that runs the preview's child, its notes silenced when `notes` is false.
    static func host(_ options: PreviewOptions, notes: Bool) -> PreviewLayoutHost {
        var host = PreviewLayoutHost(settings: options.settings)
        if !notes { host.note = { _ in } }
        return host
    }

    /// How many times the default items a preview shows when they all fit in the view.
    public static let moreItems = 4

    /// Whether content of `size` fits in the view of `options`: along the axis `--axis` names,
    /// or both ways when the layout's own scroll direction is used.
    static func fits(_ size: CGSize, in options: PreviewOptions) -> Bool {
        let width = size.width <= options.size.width
        let height = size.height <= options.size.height
        switch options.axis {
        case .x?: return width
        case .y?: return height
        case nil: return width && height
        }
    }

    /// The scene of `options` without its variants.
    static func unvaried(_ options: PreviewOptions, className: String) -> Scene {
        var plain = options
        plain.variants = []
        return plain.scene(className: className)
    }

    /// One render of `options`; `notes`: whether the host's notes (the stand-ins it made) are
    /// written (not again for a second render of the same files).
    static func runOnce(_ options: PreviewOptions, notes: Bool = true) throws -> PreviewResult {
        let sources = try PreviewSources(paths: options.paths)
        let className = try sources.layoutClass(options.layoutClass)
        let options = withStandInInitArguments(options, className: className, sources: sources)
        try sources.check(options.setup(className)) { "give the arguments with --init '\($0)'" }
        try checkSettings(options.parameters, of: className, in: sources)
        if notes, options.progress != .quiet, sources.isScreen(className),
            options.itemCountsGiven || options.variants.contains(where: { $0.itemCounts != nil })
        {
            // A screen's collection view asks its own data source how many items there are.
            FileHandle.standardError.write(
                Data(
                    "reel: \(className) is a screen: its data source gives the item counts, so --items and items= variants change nothing\n"
                        .utf8))
        }
        let scene = options.scene(className: className)
        let directory =
            options.outputDirectory
            ?? URL(fileURLWithPath: "out/preview").appendingPathComponent(className, isDirectory: true)
        var renderOptions = RenderOptions(
            outputDirectory: directory, outputs: options.outputs, jobs: options.jobs, progress: options.progress)
        renderOptions.frameObserver = options.frameObserver
        // The folders the render would create, deepest first: removed again when it fails.
        var created: [URL] = []
        var folder = directory.standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.path), folder.pathComponents.count > 1 {
            created.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        do {
            let host = host(options, notes: notes)
            let summary = try RenderDriver(scene: scene, options: renderOptions, swiftLayouts: host).run()
            let finding =
                summary.shownElements == 0
                ? emptyFinding(summary, options: options, className: className, sources: sources) : nil
            var quiet = host
            quiet.note = { _ in }
            return PreviewResult(
                className: className, directory: directory, summary: summary, emptyFinding: finding, scene: scene,
                swiftLayouts: quiet, base: options.variants.isEmpty ? nil : unvaried(options, className: className))
        } catch let error as SceneError {
            for url in created { rmdir(url.path) }
            guard
                let message = commandLineMessage(
                    error.message, className: className, delegateClass: options.delegateClass,
                    declarations: sources.declarations)
            else { throw error }
            var rewritten = error
            rewritten.message = message
            throw rewritten
        } catch PreviewError.layoutFailed(let text) {
            for url in created { rmdir(url.path) }
            // The child reports the scene's error as text, "CLASS: message".
            let prefix = "\(className): "
            guard text.hasPrefix(prefix),
                let message = commandLineMessage(
                    String(text.dropFirst(prefix.count)), className: className, delegateClass: options.delegateClass,
                    declarations: sources.declarations)
            else { throw PreviewError.layoutFailed(text) }
            throw PreviewError.layoutFailed(prefix + message)
        } catch {
            for url in created { rmdir(url.path) }
            throw error
        }
    }

    /// The layouts `options` previews: the one `--layout` names, or every layout of the files
    /// when there are several and none is named (each previewed in turn, into a folder of its
    /// own).
    ///
    /// - Throws: ``PreviewError`` for files that cannot be read, no layout, or an unknown name.
    public static func layoutClasses(_ options: PreviewOptions) throws -> [String] {
        let sources = try PreviewSources(paths: options.paths)
        guard options.layoutClass == nil, sources.defaultNames.count > 1 else {
            return [try sources.layoutClass(options.layoutClass)]
        }
        // The checks a single class gets (a file too deeply nested to parse is refused).
        _ = try sources.layoutClass(sources.defaultNames[0])
        return sources.defaultNames
    }

    /// `options` with initializer arguments of stand-ins when the class has no `init()`, none
    /// were given, and an initializer takes only protocols of the files
    /// (`ADMozaikLayout(delegate: ReelStandIn_ADMozaikLayoutDelegate.kept())`); said on standard error.
    static func withStandInInitArguments(
        _ options: PreviewOptions, className: String, sources: PreviewSources
    ) -> PreviewOptions {
        guard options.standIns, options.initArguments == nil,
            !sources.declarations.factories.contains(where: { $0.name == className }),
            !sources.declarations.hasArgumentlessInit(className),
            let arguments = StandInSource.initArguments(for: className, declarations: sources.declarations)
        else { return options }
        var options = options
        options.initArguments = arguments
        if options.progress != .quiet {
            let protocols = StandInSource.initStandIns(in: arguments).joined(separator: ", ")
            FileHandle.standardError.write(
                Data(
                    "reel: \(className) has no init(): making it with stand-ins (\(protocols)), \(className)(\(arguments)); give real arguments with --init\n"
                        .utf8))
        }
        return options
    }

    /// "no frame … shows an element", with the causes the preview can see: no items, a content
    /// size that stayed zero, a delegate property left nil, or a layout that returned nothing.
    static func emptyFinding(
        _ summary: RenderSummary, options: PreviewOptions, className: String, sources: PreviewSources
    ) -> String {
        var causes: [String] = []
        if options.itemCounts.allSatisfy({ $0 == 0 }) {
            causes.append(
                "there are no items (--items gives \(options.itemCounts.map(String.init).joined(separator: ",")))")
        }
        if let hint = PreviewLayoutHost.delegateHint([options.setup(className)], sources.declarations) {
            causes.append(String(hint.dropFirst("note: ".count)))
        }
        let size = summary.largestContentSize
        if size.width <= 0 || size.height <= 0 {
            causes.append(
                "the layout's content size stayed \(Self.points(size.width)) × \(Self.points(size.height)) "
                    + "(collectionViewContentSize), as when it has no data or sizes to lay out")
        }
        if causes.isEmpty {
            causes.append(
                "the layout returned no attributes for what the collection view shows "
                    + "(layoutAttributesForElements(in:)); check what it reads from its collection view, delegate or data source"
            )
        }
        let frames = summary.renderedFrames == 1 ? "the frame is" : "all \(summary.renderedFrames) frames are"
        return "no frame of the \(className) preview shows an element: \(frames) blank. Likely cause"
            + (causes.count == 1 ? ": " : "s: ") + causes.joined(separator: "; ")
            + ". The frames were written; --allow-empty accepts an empty preview (exit 0)"
    }

    private static func points(_ value: CGFloat) -> String { NumberText.short(Double(value)) }

    /// A layout's complaint about its parameters in the preview's own one-pane scene, said as
    /// the command line wrote it: `--set scrollDirection: must be one of …` rather than
    /// "parameter 'scrollDirection' of layout … in pane 'pane'", a pane the user never wrote;
    /// nil when `message` is about something else.
    static func commandLineMessage(
        _ message: String, className: String, delegateClass: String? = nil, declarations: SwiftDeclarations? = nil
    ) -> String? {
        let layoutSubject = "layout '\(className)' in pane 'pane': "
        if message.hasPrefix("parameter '"), let end = message.range(of: "' of " + layoutSubject) {
            let name = message[message.index(message.startIndex, offsetBy: "parameter '".count)..<end.lowerBound]
            // The delegate's refusal is about --delegate, not a property --set set.
            if name == "delegate", let delegateClass {
                let hint = declarations.flatMap { adopterHint(className, besides: delegateClass, in: $0) } ?? ""
                return "--delegate \(delegateClass): " + message[end.upperBound...] + hint
            }
            return "--set \(name): " + message[end.upperBound...]
        }
        if message.hasPrefix(layoutSubject) { return String(message.dropFirst(layoutSubject.count)) }
        return nil
    }

    /// "; TagWidths adopts TagCloudSizing (TagCloudLayout.sizing): --delegate TagWidths" — the
    /// classes of the files, other than `given`, that adopt the protocol of one of the layout's
    /// delegate or data source properties and can be made with `init()`; nil when there is none.
    static func adopterHint(_ className: String, besides given: String, in declarations: SwiftDeclarations) -> String? {
        let found = adopters(className, besides: given, in: declarations).map {
            "\($0.adopter) adopts \($0.protocolName) (\(className).\($0.property)): --delegate \($0.adopter)"
        }
        return found.isEmpty ? nil : "; " + found.joined(separator: "; ")
    }

    /// The classes of the files, other than `given`, made with `init()`, that adopt the protocol
    /// of one of the delegate or data source properties of `className`.
    static func adopters(
        _ className: String, besides given: String, in declarations: SwiftDeclarations
    ) -> [(adopter: String, protocolName: String, property: String)] {
        let catalog = declarations.types
        var found: [(adopter: String, protocolName: String, property: String)] = []
        for property in declarations.objectProperties(of: className) {
            guard var type = catalog.propertyTypes[className]?[property] else { continue }
            while type.hasSuffix("?") || type.hasSuffix("!") { type = String(type.dropLast()) }
            type = lastComponent(type.hasPrefix("any ") ? String(type.dropFirst(4)) : type)
            for adopter in catalog.adopters(of: type) where adopter != given {
                guard declarations.classes.contains(where: { $0.name == adopter && !$0.isHidden && !$0.isGeneric }),
                    declarations.hasArgumentlessInit(adopter)
                else { continue }
                found.append((adopter, type, property))
            }
        }
        return found
    }

    /// Refuses a `--set` name the class has no settable property of, with the closest name.
    static func checkSettings(_ parameters: [String: ParameterValue], of className: String, in sources: PreviewSources)
        throws
    {
        guard !parameters.isEmpty else { return }
        if sources.declarations.factories.contains(where: { $0.name == className }) {
            throw PreviewError.layoutFailed(
                "--set sets properties of a layout class; \(className)() is a function that makes the layout, "
                    + "so there is nothing to set on it")
        }
        let properties = sources.declarations.properties(of: className)
        let objects = sources.declarations.objectProperties(of: className)
        for name in parameters.keys.sorted() where objects.contains(name) {
            let fitting = adopters(className, besides: "", in: sources.declarations).filter { $0.property == name }
            let give =
                fitting.isEmpty
                ? "--delegate CLASS"
                : fitting.map { "--delegate \($0.adopter) (it adopts \($0.protocolName))" }.joined(separator: " or ")
            throw PreviewError.layoutFailed(
                "--set \(name): \(className).\(name) holds a delegate or data source object, which --set cannot make; "
                    + "give one with \(give), or leave it nil for a stand-in")
        }
        for name in parameters.keys.sorted() where !properties.contains(name) {
            let hint = PreviewSources.closest(to: name, among: properties).map { "did you mean '\($0)'? " } ?? ""
            throw PreviewError.layoutFailed(
                "--set \(name): \(className) has no settable property '\(name)'; \(hint)its properties: "
                    + (properties.isEmpty ? "none" : properties.joined(separator: ", ")))
        }
    }

    /// The settable properties of the class `options` names, with their types and the values a
    /// fresh instance has (the child makes one and reads them): what a scene's `parameters` set.
    ///
    /// - Throws: ``PreviewError`` as ``run(_:)`` does, before rendering anything.
    public static func parameters(_ options: PreviewOptions) throws -> String {
        let sources = try PreviewSources(paths: options.paths)
        let className = try sources.layoutClass(options.layoutClass)
        let options = withStandInInitArguments(options, className: className, sources: sources)
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
        var lines = ["\(className) (\(place)): the properties --set and a scene's parameters set, with their defaults"]
        let objects = Set(sources.declarations.objectProperties(of: className))
        for property in info.properties {
            let unsettable =
                objects.contains(property.name)
                ? " (a delegate or data source: give one with --delegate CLASS; left nil, reel preview makes a stand-in)"
                : " (scenes cannot set this type)"
            let value = property.defaultValue.map { " = \($0)" } ?? unsettable
            lines.append("  \(property.name): \(property.type)\(value)")
        }
        return lines.joined(separator: "\n")
    }
}
