import SwiftParser
import SwiftSyntax

/// Rewrites the Objective-C-only Swift that Linux refuses into plain Swift with the same
/// behaviour, reporting every rewrite with the user's file, line and column.
///
/// What is rewritten (see `docs/source-adapter.md` for the details and the limits):
/// - `@objc`, `@objc(name)`, `@objcMembers`, `dynamic`, `@IBOutlet`, `@IBAction`,
///   `@IBSegueAction`, `@IBInspectable`, `@IBDesignable`, `@GKInspectable`, `@NSManaged`: removed.
/// - `@objc protocol P` becomes `protocol P: AnyObject`; each `optional` requirement becomes a
///   `throws` requirement (`get throws` for a property) whose default implementation, in an
///   extension on the protocol's closing line, throws. A conformer's non-throwing method satisfies
///   the requirement, so conformers in other files compile unchanged.
/// - Call sites `x?.f?(…)` and `x?.f!(…)` become `(try? x?.f(…))` and `(try! x?.f(…))`, and reads
///   `x?.property` of an optional property `(try? x?.property)`: nil (or a trap) exactly when the
///   conformer does not implement the requirement, as on Apple platforms.
/// - `#selector(Type.method(_:))` becomes `Selector("method:")`, `#keyPath(T.a.b)` becomes `"a.b"`.
/// - A file that uses UIKit names (`UI…`, `CA…`, `NSCollectionLayout…`) without `import UIKit`
///   gets `import UIKit; ` before its first import — or, among files adapted together, before its
///   first declaration when it has no import (a framework's files see UIKit through the
///   framework's umbrella module on iOS).
/// - `override` members inside an extension of a class declared in the adapted files move into
///   the class's body, with `#sourceLocation` directives that keep their lines (Linux Swift lets
///   an extension override only `@objc` members); the `fileprivate`/`private` declarations of
///   its own file that a member moved into another file names become `internal`.
/// - An override of an event handler (`hitTest(_:with:)`, `touchesBegan(_:with:)`, …) in an
///   extension of a class the files do not declare is dropped: headless views get no events.
/// - `#if os(…)` and `#if targetEnvironment(…)` conditions become the `true`/`false` an iOS
///   device build gives them.
///
/// What cannot be adapted — `perform(#selector(…))`, `responds(to:)` on an optional requirement,
/// settable optional properties, other overrides in an extension of a class the adapted files do
/// not declare — is collected and thrown as one
/// ``SourceAdapterError`` naming each construct's file, line and column.
public struct SourceAdapter {
    /// What the adapter knows beyond the file it adapts.
    public struct Options: Sendable, Hashable {
        /// Optional requirements declared in other files, spelled `name(label:label:)` for methods
        /// and `name` for properties (``SourceAdapter/optionalRequirements(in:)`` lists a file's).
        ///
        /// A call `x?.f?(…)` with an argument label is always a method call and is adapted; an
        /// unlabelled one is adapted only when its name is the file's own or listed here, since
        /// `x?.handler?(value)` may as well call an optional closure.
        public var optionalRequirements: [String]

        /// Options with the optional requirements of other files.
        public init(optionalRequirements: [String] = []) {
            self.optionalRequirements = optionalRequirements
        }
    }

    /// Adapts one file.
    ///
    /// - Parameters:
    ///   - source: the file's text, exactly as the user wrote it.
    ///   - fileName: the user's path, used in the `#sourceLocation` directive, the rewrites and
    ///     the errors.
    ///   - options: optional requirements declared in the other files being adapted.
    /// - Returns: the adapted text (which starts with `#sourceLocation(file: fileName, line: 1)`),
    ///   the rewrites made, and the map of changed columns.
    /// - Throws: ``SourceAdapterError`` listing every construct that cannot be adapted.
    public static func adapt(source: String, fileName: String, options: Options = Options()) throws -> AdaptedSource {
        let adapted = try adaptTogether([File(path: fileName, text: source)], options: options)
        return adapted[0]
    }

    /// Adapts `files` with `options`: every file's pass, then the moves of overrides out of
    /// extensions (which may cross files), then each file's text.
    static func adaptTogether(_ files: [File], options: Options) throws -> [AdaptedSource] {
        let results = adaptEach(files, options: options)
        let constructs = results.flatMap { result -> [UnadaptableConstruct] in
            if case .failure(let error) = result { return error.constructs }
            return []
        }
        guard constructs.isEmpty else { throw SourceAdapterError(constructs: constructs) }
        return results.compactMap { try? $0.get() }
    }

    /// Each file's adapted text, or its unadaptable constructs (in source order).
    static func adaptEach(_ files: [File], options: Options) -> [Result<AdaptedSource, SourceAdapterError>] {
        let tooDeep = files.map { file in SourceNesting.error(in: file)?.constructs.first }
        guard tooDeep.allSatisfy({ $0 == nil }) else {
            // The files that nest too deeply are refused; the others are adapted without them.
            let parsable = files.indices.filter { tooDeep[$0] == nil }
            var adapted = adaptEach(parsable.map { files[$0] }, options: options)[...]
            return files.indices.map { index in
                if let construct = tooDeep[index] { return .failure(SourceAdapterError(constructs: [construct])) }
                return adapted.popFirst() ?? .failure(SourceAdapterError(constructs: []))
            }
        }
        let extra = (options.optionalRequirements + uikitOptionalRequirements).map(MemberName.init(parsing:))
        let trees = files.map { Parser.parse(source: $0.text) }
        var passes: [FilePass] = zip(files, trees).map { file, tree in
            let scan = FileScan()
            scan.walk(tree)
            let pass = AdapterPass(fileName: file.path, tree: tree, scan: scan, extraRequirements: extra)
            pass.walk(tree)
            pass.finish()
            let overrides = OverrideScan(converter: pass.converter)
            overrides.walk(tree)
            let filePrivates = FilePrivateScan()
            filePrivates.walk(tree)
            var filePass = FilePass(
                file: file, pass: pass, overrides: overrides, filePrivates: filePrivates, edits: pass.edits)
            if let (edit, rewrite) = ImplicitImport.edit(
                for: tree, fileName: file.path, converter: pass.converter, amongOthers: files.count > 1)
            {
                filePass.edits.append(edit)
                filePass.extraRewrites.append(rewrite)
            }
            return filePass
        }
        var unadaptable = passes.map { $0.pass.unadaptable }
        var hoistRewrites = Array(repeating: [Rewrite](), count: files.count)
        var movedColumns = Array(repeating: [Int: [SourceMap.Edit]](), count: files.count)
        OverrideHoist.apply(
            to: &passes, unadaptable: &unadaptable, rewrites: &hoistRewrites, columns: &movedColumns)
        return passes.indices.map { index in
            guard unadaptable[index].isEmpty else {
                return .failure(
                    SourceAdapterError(
                        constructs: unadaptable[index].sorted { ($0.line, $0.column) < ($1.line, $1.column) }))
            }
            return .success(
                assemble(passes[index], rewrites: hoistRewrites[index], movedColumns: movedColumns[index]))
        }
    }

    /// The adapted text of one file from its edits.
    private static func assemble(
        _ filePass: FilePass, rewrites extraRewrites: [Rewrite], movedColumns: [Int: [SourceMap.Edit]]
    ) -> AdaptedSource {
        let pass = filePass.pass
        var (body, columnEdits) = filePass.edits.apply(to: filePass.file.text)
        for (line, edits) in movedColumns {
            columnEdits[line, default: []] += edits
            columnEdits[line]?.sort { $0.column < $1.column }
        }
        let directivePath = stringLiteral(filePass.file.path)
        var text = "#sourceLocation(file: \(directivePath), line: 1)\n" + body
        var trailer = pass.trailer
        if pass.usesNotImplementedError {
            trailer.append(
                "/// Thrown by the default implementations the UIKit adapter gave optional requirements.\n"
                    + "fileprivate struct \(AdapterPass.notImplementedType): Error {}")
        }
        if !trailer.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            text += "#sourceLocation()\n// Added by LayoutReel's UIKit adapter (reel-adapt).\n"
            text += trailer.joined(separator: "\n") + "\n"
        }
        let rewrites = (pass.rewrites + filePass.extraRewrites + extraRewrites).sorted {
            ($0.line, $0.column) < ($1.line, $1.column)
        }
        return AdaptedSource(
            text: text, rewrites: rewrites,
            sourceMap: SourceMap(file: String(directivePath.dropFirst().dropLast()), edits: columnEdits))
    }

    /// The optional requirements of UIKit's own protocols that take no argument label, so that a
    /// call `delegate?.scrollViewDidScroll?(scrollView)` is known to be a method call (a labelled
    /// one always is): `UIScrollViewDelegate`'s. The UIKit module declares them with default
    /// implementations that do nothing, so the adapted `(try? delegate?.scrollViewDidScroll(view))`
    /// does nothing for a delegate that does not implement it, as the optional call does on iOS.
    static let uikitOptionalRequirements = [
        "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewWillBeginDecelerating(_:)",
        "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)", "scrollViewDidZoom(_:)",
        "scrollViewDidScrollToTop(_:)", "scrollViewShouldScrollToTop(_:)",
        "scrollViewDidChangeAdjustedContentInset(_:)",
    ]

    /// The optional requirements a file's protocols declare, spelled as
    /// ``Options/optionalRequirements`` takes them.
    ///
    /// Adapting several files that share delegate protocols: list every file's requirements
    /// first, then adapt each file with all of them.
    public static func optionalRequirements(in source: String) -> [String] {
        guard SourceNesting.firstTooDeep(in: source) == nil else { return [] }
        let scan = FileScan()
        scan.walk(Parser.parse(source: source))
        return scan.optionalRequirements.map(\.description)
    }

    /// The string literal that names `path` in a `#sourceLocation` directive.
    ///
    /// The compiler reports the literal's text as written, without resolving escapes, and refuses
    /// raw strings there; so `"`, `\` and line breaks, which no literal can carry faithfully,
    /// become `_`.
    static func stringLiteral(_ path: String) -> String {
        let unsafe: Set<Character> = ["\"", "\\", "\n", "\r", "\r\n"]
        return "\"" + String(path.map { unsafe.contains($0) ? "_" : $0 }) + "\""
    }
}
