import Foundation

/// The files an MCP session may read: everything under the folders (or files) `reel mcp` was
/// pointed at, after symbolic links are resolved, and nothing else.
///
/// A path an agent passes is resolved against the first root (``base``), its links followed,
/// and refused unless it lies inside one of the roots, so `../`, an absolute path elsewhere and a
/// link out of a root all fail with the same message.
struct AllowedFiles: Sendable {
    /// The roots, absolute and with their links resolved.
    let roots: [String]
    /// Where an agent's relative paths start: the first root (its folder, when it is a file),
    /// whatever folder the client started the server in.
    let base: String

    /// Roots from paths as the user typed them; each must exist.
    init(roots paths: [String], workingFolder: String = FileManager.default.currentDirectoryPath) throws {
        var roots: [String] = []
        for path in paths {
            let resolved = Self.resolved(path, from: workingFolder)
            guard FileManager.default.fileExists(atPath: resolved) else {
                throw ToolError("\(path): no such file or folder to serve")
            }
            roots.append(resolved)
        }
        self.roots = roots
        var isFolder: ObjCBool = false
        let first = roots.first ?? workingFolder
        base =
            FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) && !isFolder.boolValue
            ? (first as NSString).deletingLastPathComponent : first
    }

    /// `path` resolved and checked: the absolute path with links resolved, when it exists and is
    /// inside a root. `what` names the argument in messages ("`scene`").
    func readable(_ path: String, what: String) throws -> String {
        guard !path.isEmpty else { throw ToolError("\(what) is empty; give a path") }
        guard !path.contains("\u{0}") else { throw ToolError("\(what) contains a NUL character") }
        let resolved = Self.resolved(path, from: base)
        guard contains(resolved) else {
            let shown = path == resolved ? path : "\(path) (\(resolved))"
            throw ToolError(
                "\(what) \(shown) is outside the folders this server reads (\(roots.joined(separator: ", "))); start `reel mcp` with that folder to allow it"
            )
        }
        guard FileManager.default.fileExists(atPath: resolved) else {
            throw ToolError("\(what) \(path): no such file or folder")
        }
        return resolved
    }

    /// Whether the resolved absolute `path` is a root or lies inside one.
    func contains(_ path: String) -> Bool {
        roots.contains { root in
            path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
    }

    /// `path` made absolute against `folder`, `.` and `..` removed and symbolic links resolved
    /// (as far as the path exists).
    static func resolved(_ path: String, from folder: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
