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
///
/// What cannot be adapted — string-keyed KVO, `perform(#selector(…))`, `responds(to:)` on an
/// optional requirement, settable optional properties — is collected and thrown as one
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
        let tree = Parser.parse(source: source)
        let scan = FileScan()
        scan.walk(tree)
        let pass = AdapterPass(
            fileName: fileName, tree: tree, scan: scan,
            extraRequirements: options.optionalRequirements.map(MemberName.init(parsing:)))
        pass.walk(tree)
        pass.finish()
        guard pass.unadaptable.isEmpty else {
            throw SourceAdapterError(
                constructs: pass.unadaptable.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        let (body, columnEdits) = pass.edits.apply(to: source)
        let directivePath = stringLiteral(fileName)
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
        let rewrites = pass.rewrites.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return AdaptedSource(
            text: text, rewrites: rewrites,
            sourceMap: SourceMap(file: String(directivePath.dropFirst().dropLast()), edits: columnEdits))
    }

    /// The optional requirements a file's protocols declare, spelled as
    /// ``Options/optionalRequirements`` takes them.
    ///
    /// Adapting several files that share delegate protocols: list every file's requirements
    /// first, then adapt each file with all of them.
    public static func optionalRequirements(in source: String) -> [String] {
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
