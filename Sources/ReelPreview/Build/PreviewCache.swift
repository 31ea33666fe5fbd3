import Foundation

/// The build cache: one folder per build, named by a hash of everything that goes into it, under
/// `$REEL_CACHE_DIR`, else `$XDG_CACHE_HOME/layoutreel`, else `~/.cache/layoutreel`
/// (`…/preview/<hash>/`). Never inside the user's tree. Deleting the folder is always safe; the
/// newest ``keep`` builds are kept, older ones removed after each new build.
public struct PreviewCache: Sendable, Hashable {
    /// The cache's root (`…/layoutreel`).
    public var root: URL
    /// How many builds to keep.
    public var keep = 8

    /// A cache at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The default root: `$REEL_CACHE_DIR`, `$XDG_CACHE_HOME/layoutreel` or `~/.cache/layoutreel`.
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let given = environment["REEL_CACHE_DIR"], !given.isEmpty { return URL(fileURLWithPath: given) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("layoutreel")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/layoutreel")
    }

    /// The folder of previews' builds.
    public var previews: URL { root.appendingPathComponent("preview") }

    /// The folder of the build whose inputs hash to `key`.
    public func folder(forKey key: String) -> URL { previews.appendingPathComponent(key) }

    /// A 64-bit FNV-1a hash of `parts`, as 16 hex digits: the cache key.
    public static func key(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Removes all but the newest ``keep`` builds (and temporary folders older than an hour).
    public func prune() {
        let manager = FileManager.default
        guard
            let entries = try? manager.contentsOfDirectory(
                at: previews, includingPropertiesForKeys: [.contentModificationDateKey])
        else { return }
        func date(_ url: URL) -> Date {
            (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
        }
        let builds = entries.filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { date($0) > date($1) }
        for old in builds.dropFirst(keep) { try? manager.removeItem(at: old) }
        for temporary in entries where temporary.lastPathComponent.hasPrefix(".tmp-") {
            if Date().timeIntervalSince(date(temporary)) > 3600 { try? manager.removeItem(at: temporary) }
        }
    }
}
