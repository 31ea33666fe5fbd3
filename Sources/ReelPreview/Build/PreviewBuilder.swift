import Foundation
import Reel
import UIKitAdapter

/// A compiled preview child: the executable and what its sources declare.
public struct PreviewBuild: Sendable {
    /// The child executable in the cache.
    public var executable: URL
    /// The layout classes it serves, by name.
    public var classes: [String]
    /// The declarations of the user's files.
    public var declarations: SwiftDeclarations
    /// Whether this call compiled it (false: it came from the cache).
    public var compiled: Bool
    /// Why a protocol-typed property the setups asked stand-ins for got none, one line each.
    public var standInNotes: [String] = []
}

/// The user's Swift files as the preview reads them: expanded from the paths given (folders to
/// their `.swift` files), read, and their declarations found.
public struct PreviewSources: Sendable {
    /// The files, as paths the user wrote (or found in the folders they gave), with their text.
    public var files: [SourceAdapter.File]
    /// Their declarations.
    public var declarations: SwiftDeclarations

    /// Reads `paths` (files or folders).
    ///
    /// - Throws: ``PreviewError/missingFile(_:)``, ``PreviewError/noSwiftFiles(_:)``.
    public init(paths: [String]) throws {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { throw PreviewError.missingFile(path) }
            if isFolder.boolValue {
                let enumerator = manager.enumerator(atPath: path)
                var inside: [String] = []
                while let relative = enumerator?.nextObject() as? String {
                    let parts = relative.split(separator: "/")
                    if parts.contains(where: { $0.hasPrefix(".") }) { continue }
                    if relative.hasSuffix(".swift") {
                        inside.append((path as NSString).appendingPathComponent(relative))
                    }
                }
                found += inside.sorted()
            } else {
                found.append(path)
            }
        }
        var seen: Set<String> = []
        found = found.filter { seen.insert(($0 as NSString).standardizingPath).inserted }
        guard !found.isEmpty else { throw PreviewError.noSwiftFiles(paths) }
        files = try found.map { path in
            do {
                return SourceAdapter.File(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
            } catch {
                throw PreviewError.missingFile("\(path) (cannot be read as UTF-8 text)")
            }
        }
        declarations = SwiftDeclarations(files: files.map { ($0.path, $0.text) })
    }

    /// The layout classes generated code can make, then the layout functions it can call
    /// (`GridViewController.createLayout`), then the screens (view controllers that build a
    /// collection view), by name: everything `--layout` may name.
    public var layoutClassNames: [String] {
        let classes = declarations.layoutClasses.filter { !$0.isGeneric && !$0.isHidden }.map(\.name)
        let functions = declarations.factories.map(\.name).filter { !classes.contains($0) }
        let screens = declarations.screens.map(\.name).filter { !classes.contains($0) }
        return classes + functions + screens
    }

    /// What a preview without `--layout` shows: every name of ``layoutClassNames`` but the
    /// layouts a screen of the files uses (they are shown through the screen, with its cells).
    public var defaultNames: [String] {
        let screens = declarations.screens.map(\.name)
        return layoutClassNames.filter { name in
            screens.contains(name) || !screens.contains { declarations.screen($0, uses: name) }
        }
    }

    /// Whether `name` is a screen: a view controller previewed with its cells.
    public func isScreen(_ name: String) -> Bool {
        declarations.screens.contains { $0.name == name }
    }

    /// The class to preview: `requested`, or the only layout class.
    ///
    /// - Throws: ``PreviewError`` when there is none, several, or no class `requested`.
    public func layoutClass(_ requested: String?) throws -> String {
        // A file too deeply nested to parse has no declarations to offer: say why first.
        if let error = files.lazy.compactMap(SourceNesting.error(in:)).first {
            throw PreviewError.unadaptable(error.description)
        }
        let names = layoutClassNames
        // `--layout GridViewController.createLayout()` names the function as it is called.
        let requested = requested.map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 }
        if let requested {
            guard names.contains(requested) else {
                throw PreviewError.unknownClass(
                    requested, candidates: names, suggestion: Self.closest(to: requested, among: names))
            }
            return requested
        }
        guard !names.isEmpty else { throw PreviewError.noLayoutClass(files: files.map(\.path)) }
        let shown = defaultNames
        guard shown.count == 1 else {
            let names = shown
            let listed = names.map { name in
                let function = declarations.factories.contains { $0.name == name } ? "()" : ""
                return "\(name)\(function) (\(declarations.location(of: name) ?? ""))"
            }
            throw PreviewError.severalLayoutClasses(
                listed, functions: names.contains { name in declarations.factories.contains { $0.name == name } })
        }
        return shown[0]
    }

    /// Checks that `setup` can be compiled: the class has `init()` or arguments are given, and
    /// the delegate is a class of the files with `init()`.
    ///
    /// - Parameters:
    ///   - initHint: how to give arguments, given the example (`give them with --init '…'`).
    /// - Throws: ``PreviewError/noArgumentlessInit(_:location:initializers:hint:)`` or
    ///   ``PreviewError/badDelegate(_:)``.
    public func check(_ setup: LayoutSetup, initHint: (String) -> String) throws {
        let declarations = self.declarations
        if let screen = declarations.screens.first(where: { $0.name == setup.className }),
            !declarations.isLayout(screen.name)
        {
            // A screen is made with init() and gives its own delegate and data source.
            if setup.initArguments != nil || setup.delegateClass != nil {
                let given = setup.initArguments != nil ? setup.initOrigin.description : setup.delegateOrigin.description
                throw PreviewError.functionSetup(
                    "\(screen.name) (\(screen.location)) is a screen: a view controller made with init() whose "
                        + "collection view brings its own layout, data source and delegate; \(given) is for layout classes"
                )
            }
            return
        }
        if let factory = declarations.factories.first(where: { $0.name == setup.className }) {
            // A layout function is called as written: nothing to make it with, nothing to set.
            if setup.initArguments != nil {
                throw PreviewError.functionSetup(
                    "\(factory.name)() (\(factory.location)) is a function that makes the layout; "
                        + "initializer arguments (\(setup.initOrigin.description)) are for layout classes")
            }
            if setup.delegateClass != nil {
                throw PreviewError.functionSetup(
                    "\(factory.name)() (\(factory.location)) is a function that makes the layout; a delegate "
                        + "(\(setup.delegateOrigin.description)) is given to a layout class's delegate property")
            }
            return
        }
        if setup.initArguments == nil, !declarations.hasArgumentlessInit(setup.className) {
            let declaration = declarations.classes.first { $0.name == setup.className && !$0.isHidden }
            let initializers = declaration?.initializers ?? []
            let usable = initializers.first { $0.isCallable && !$0.isFailable && !$0.signature.contains("coder") }
            let compositional =
                initializers.isEmpty
                && SwiftDeclarations.compositionalLayoutBases.contains(declaration?.superclass ?? "")
            let hint =
                usable.map { initHint($0.argumentTemplate) }
                ?? (compositional
                    ? "UICollectionViewCompositionalLayout has no init(): make the sections in one, "
                        + "`convenience init() { self.init(sectionProvider: { sectionIndex, environment in … }) }`"
                    : "none of them can be called to make one here (failable, private, or init(coder:) for storyboards); "
                        + "add an init() or an initializer that takes values")
            throw PreviewError.noArgumentlessInit(
                setup.className, location: declaration?.location ?? "",
                initializers: initializers.map {
                    "\($0.signature)   (\($0.location))"
                }, hint: hint)
        }
        guard let delegate = setup.delegateClass else { return }
        let candidates = declarations.classes.filter { !$0.isHidden && !$0.isGeneric }.map(\.name)
        guard candidates.contains(delegate) else {
            let hint =
                (Self.closest(to: delegate, among: candidates) ?? Self.closest(to: delegate, among: ["generated"]))
                .map { "did you mean '\($0)'? " } ?? ""
            throw PreviewError.badDelegate(
                "no class '\(delegate)' in \(files.map(\.path).joined(separator: ", ")) for the delegate; \(hint)"
                    + "classes there: \(candidates.isEmpty ? "none" : candidates.joined(separator: ", "))")
        }
        guard declarations.hasArgumentlessInit(delegate) else {
            let place = declarations.classes.first { $0.name == delegate }?.location ?? ""
            throw PreviewError.badDelegate(
                "the delegate class \(delegate) (\(place)) has no init() for the preview to make it with; "
                    + "give it one (an app's delegate is usually its view controller: a small class with init() "
                    + "that answers the same methods will do)")
        }
    }

    static func closest(to word: String, among names: [String]) -> String? {
        func distance(_ a: String, _ b: String) -> Int {
            let a = Array(a.lowercased())
            let b = Array(b.lowercased())
            var row = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var previous = row[0]
                row[0] = i
                for j in stride(from: 1, through: b.count, by: 1) {
                    let current = row[j]
                    row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                    previous = current
                }
            }
            return row[b.count]
        }
        guard let best = names.min(by: { distance(word, $0) < distance(word, $1) }) else { return nil }
        return distance(word, best) <= max(2, word.count / 3) ? best : nil
    }
}

/// Adapts the user's files (``SourceAdapter``), writes them with a generated `main.swift` into
/// a cache folder named by their hash, and compiles them with `swiftc` against the preview
/// runtime. The same sources with the same runtime are compiled once.
public struct PreviewBuilder: Sendable {
    /// The compiler and runtime.
    public var toolchain: PreviewToolchain
    /// Where builds are kept.
    public var cache: PreviewCache
    /// Told before a compile starts (for a "building…" line).
    public var willCompile: @Sendable (String) -> Void = { _ in }

    /// A builder with `toolchain` and `cache`.
    public init(toolchain: PreviewToolchain, cache: PreviewCache) {
        self.toolchain = toolchain
        self.cache = cache
    }

    /// The module name the user's files compile into.
    static let moduleName = "ReelPreviewLayouts"
    /// The child executable's name in a build's folder.
    static let executableName = "preview-child"

    /// Builds (or finds in the cache) the child serving the layout classes of `sources` that it
    /// can make: those with a setup in `setups` (their initializer's arguments and delegate)
    /// and those with `init()`.
    ///
    /// - Throws: ``PreviewError/unadaptable(_:)``, ``PreviewError/compileFailed(_:)`` with the
    ///   compiler's messages at the user's paths and lines (and at the scene key or option that
    ///   gave an initializer's arguments or a delegate).
    ///
    /// `cells` are the cell classes scenes name: each is registered and configured by the
    /// generated code (the compiler's messages about a `configure` are placed in the scene).
    public func build(
        _ sources: PreviewSources, setups: [LayoutSetup] = [], cells: [CellClassReference] = []
    ) throws -> PreviewBuild {
        let adapted: [AdaptedSource]
        do {
            adapted = try SourceAdapter.adapt(files: sources.files)
        } catch let error as SourceAdapterError {
            throw PreviewError.unadaptable(error.description)
        }
        let classes = sources.layoutClassNames.filter { name in
            setups.contains { $0.className == name } || sources.declarations.hasArgumentlessInit(name)
        }
        let generated = DriverSource(
            classes: classes, declarations: sources.declarations, setups: setups, cells: cells)
        let driver = generated.text
        // Each file's adapted text, with the shims of the layout functions it declares after it.
        let texts = adapted.enumerated().map { index, source in
            sources.declarations.factories.filter { factory in
                classes.contains(factory.name) && factory.file == sources.files[index].path
            }.reduce(source.text) { $0 + LayoutFactoryShim.text($1) }
        }
        let arguments = compilerArguments()
        let key = PreviewCache.key([toolchain.identity] + arguments + texts + [driver])
        let folder = cache.folder(forKey: key)
        let executable = folder.appendingPathComponent(Self.executableName)
        let manager = FileManager.default
        let runtime = toolchain.identity
        switch PreviewCacheEntry.state(of: folder, runtime: runtime, executable: Self.executableName) {
        case .valid:
            try? manager.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
            return PreviewBuild(
                executable: executable, classes: classes, declarations: sources.declarations, compiled: false,
                standInNotes: generated.standInNotes)
        case .missing:
            break
        case .damaged(let why):
            // Built again below; what cannot be removed is refused, naming the folder.
            do {
                try manager.removeItem(at: folder)
            } catch {
                throw PreviewError.unavailable(
                    "the cached preview build \(folder.path) is damaged (\(why)) and cannot be removed "
                        + "(\(error.localizedDescription)); delete it, or the whole cache folder \(cache.root.path)")
            }
        }
        try toolchain.checkBuiltTogether()
        let subjects =
            classes + cells.map(\.className).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        willCompile(subjects.joined(separator: ", "))
        let staging = cache.previews.appendingPathComponent(".tmp-\(key)-\(getpid())")
        try? manager.removeItem(at: staging)
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw PreviewError.unavailable(
                "cannot create the preview cache folder \(staging.path) (\(error.localizedDescription)); "
                    + "set REEL_CACHE_DIR or --cache to a writable folder")
        }
        defer { try? manager.removeItem(at: staging) }
        var sourcePaths: [String] = []
        for (index, text) in texts.enumerated() {
            let name = String(format: "%02d-", index) + (sources.files[index].path as NSString).lastPathComponent
            let url = staging.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            sourcePaths.append(url.path)
        }
        let mainURL = staging.appendingPathComponent("main.swift")
        try Data(driver.utf8).write(to: mainURL)
        let output = staging.appendingPathComponent(Self.executableName)
        let result = try Self.run(
            toolchain.swiftc, arguments + ["-o", output.path] + sourcePaths + [mainURL.path])
        guard result.status == 0 else {
            // A stand-in that does not compile is the preview's fault, not the user's: build
            // again without stand-ins and say so.
            if let lines = generated.standInLines,
                let line = Self.firstErrorLine(in: result.output, path: mainURL.path), lines.contains(line)
            {
                var plain = try build(
                    sources,
                    setups: setups.map { setup in
                        var setup = setup
                        setup.standIns = false
                        return setup
                    }, cells: cells)
                plain.standInNotes.append(
                    "the stand-ins reel wrote did not compile (\(Self.errorText(in: result.output, path: mainURL.path))); "
                        + "previewing without them (please report it)")
                return plain
            }
            var text = result.output
            for source in adapted { text = source.sourceMap.remapDiagnostics(text) }
            text = generated.remap(text, path: mainURL.path)
            text = text.replacingOccurrences(
                of: mainURL.path, with: "<main.swift reel generates for \(subjects.joined(separator: ", "))>")
            text = text.replacingOccurrences(of: staging.path + "/", with: "")
            throw PreviewError.compileFailed(Self.trimmed(text))
        }
        // The manifest last: a folder without one is a build cut short.
        do {
            try PreviewCacheEntry.seal(staging, runtime: runtime)
        } catch {
            throw PreviewError.unavailable(
                "cannot write the preview build's manifest in \(staging.path) (\(error.localizedDescription)); "
                    + "set REEL_CACHE_DIR or --cache to a writable folder")
        }
        try? manager.removeItem(at: folder)
        do {
            try manager.moveItem(at: staging, to: folder)
        } catch {
            // Another reel built the same sources meanwhile: use its build.
            guard PreviewCacheEntry.state(of: folder, runtime: runtime, executable: Self.executableName) == .valid
            else { throw error }
        }
        cache.prune()
        return PreviewBuild(
            executable: executable, classes: classes, declarations: sources.declarations, compiled: true,
            standInNotes: generated.standInNotes)
    }

    /// The line of the first error the compiler placed in the file at `path`, or nil.
    static func firstErrorLine(in output: String, path: String) -> Int? {
        for line in output.split(separator: "\n") where line.hasPrefix(path + ":") && line.contains(": error: ") {
            return Int(line.dropFirst(path.count + 1).prefix { $0.isNumber })
        }
        return nil
    }

    /// The message of the first error the compiler placed in the file at `path`.
    static func errorText(in output: String, path: String) -> String {
        guard
            let first = output.split(separator: "\n").first(where: {
                $0.hasPrefix(path + ":") && $0.contains(": error: ")
            }),
            let range = first.range(of: ": error: ")
        else { return "?" }
        return String(first[range.upperBound...])
    }

    /// `swiftc`'s arguments before the output and the files.
    func compilerArguments() -> [String] {
        let library = toolchain.libraryDirectory.path
        return [
            // Line tables: a trap's backtrace names the user's lines (``CrashDescriber``).
            "-module-name", Self.moduleName, "-swift-version", "5", "-Onone", "-gline-tables-only",
            "-diagnostic-style", "llvm",
            // A library's own warnings (deprecated API, `open` in extensions) would bury the error
            // that stopped the build; a preview shows errors only.
            "-suppress-warnings",
            "-I", toolchain.modulesDirectory.path, "-L", library, "-lLayoutReelPreview",
            "-Xlinker", "-rpath", "-Xlinker", library,
        ]
    }

    /// The compiler's errors without its notes about the build itself, at most 60 lines.
    static func trimmed(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("error: link command failed") && !$0.hasPrefix("<unknown>:0: note:") }
        let kept = lines.prefix(60).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return lines.count > 60 ? kept + "\n… (\(lines.count - 60) more lines)" : kept
    }

    /// Runs `tool` and returns its status and combined output.
    static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw PreviewError.unavailable("cannot run \(tool.path): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
