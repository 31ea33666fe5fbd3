/// Why `reel init` wrote nothing.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The folder already holds files; `reel init` never mixes its files with others.
    case notEmpty(String, entries: [String])
    /// The path is a file, not a folder.
    case notAFolder(String)
    /// A file could not be written (everything written was removed again).
    case cannotWrite(String, String)

    /// The message `reel` prints.
    public var description: String {
        switch self {
        case .notEmpty(let path, let entries):
            let shown = entries.prefix(3).joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
            return "\(path) is not empty (\(shown)); give a new or empty folder"
        case .notAFolder(let path):
            return "\(path) is a file; give a new or empty folder"
        case .cannotWrite(let path, let detail):
            return "cannot write the package into \(path): \(detail)"
        }
    }
}
