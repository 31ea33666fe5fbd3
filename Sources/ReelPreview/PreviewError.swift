/// Why a preview (or a scene naming a Swift layout) could not run; every case is unusable
/// input for the `reel` tool (exit status 2) and names the user's files and lines.
public enum PreviewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A path given does not exist.
    case missingFile(String)
    /// The paths hold no Swift file.
    case noSwiftFiles([String])
    /// No class in the files descends from `UICollectionViewLayout`, and no function makes one.
    case noLayoutClass(files: [String])
    /// Several layout classes (or layout functions, `functions` true when there are some) and no
    /// `--layout` to choose: their names and places.
    case severalLayoutClasses([String], functions: Bool = false)
    /// `--layout` (or a scene's `class:`) names a class the files lack.
    case unknownClass(String, candidates: [String], suggestion: String?)
    /// The layout class has no initializer that takes no arguments and none were given: the
    /// class, where it is, its initializers (signature and place) and how to give arguments.
    case noArgumentlessInit(String, location: String, initializers: [String], hint: String)
    /// The delegate class is not in the files (or cannot be made with `init()`): the message.
    case badDelegate(String)
    /// Initializer arguments or a delegate given for a layout function: the message.
    case functionSetup(String)
    /// The adapter found Objective-C-only code it cannot rewrite (its compiler-style lines).
    case unadaptable(String)
    /// The compiler refused the files: its diagnostics, at the user's paths and lines.
    case compileFailed(String)
    /// `reel` cannot build previews here (no runtime library, no compiler): what to do.
    case unavailable(String)
    /// The layout's code crashed or was stopped: the full message.
    case layoutFailed(String)

    /// The message `reel` prints.
    public var description: String {
        switch self {
        case .missingFile(let path):
            return "no such file or folder: \(path)"
        case .noSwiftFiles(let paths):
            return "no Swift files in \(paths.joined(separator: ", "))"
        case .noLayoutClass(let files):
            return "no layout class in \(files.joined(separator: ", ")): reel preview needs a class that "
                + "inherits from UICollectionViewLayout, UICollectionViewFlowLayout or UICollectionViewCompositionalLayout, "
                + "or a function without arguments that returns one, such as a view controller's "
                + "createLayout() -> UICollectionViewLayout"
        case .severalLayoutClasses(let names, let functions):
            let kind = functions ? "layouts (classes and functions that make one)" : "layout classes"
            return "\(names.count) \(kind); choose one with --layout:\n"
                + names.map { "  \($0)" }.joined(separator: "\n")
        case .unknownClass(let name, let candidates, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            let list = candidates.isEmpty ? "none" : candidates.joined(separator: ", ")
            return "no layout class or function '\(name)' in the files; \(hint)layouts there: \(list)"
        case .noArgumentlessInit(let name, let location, let initializers, let hint):
            let list =
                initializers.isEmpty
                ? "" : "; its initializers:\n" + initializers.map { "  \($0)" }.joined(separator: "\n") + "\n"
            return "\(name) (\(location)) has no init() for the preview to make it with\(list.isEmpty ? "; " : list)"
                + hint
        case .badDelegate(let message), .functionSetup(let message):
            return message
        case .unadaptable(let lines):
            return "the UIKit adapter cannot rewrite this code for Linux:\n\(lines)"
        case .compileFailed(let diagnostics):
            return "the layout does not compile:\n\(diagnostics)"
        case .unavailable(let message), .layoutFailed(let message):
            return message
        }
    }
}
