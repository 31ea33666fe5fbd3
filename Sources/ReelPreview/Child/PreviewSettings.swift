import Foundation

/// How previews run the user's code: the cache, the time and memory limits, and whether to
/// say when a compile starts.
public struct PreviewSettings: Sendable, Hashable {
    /// The build cache's root.
    public var cacheRoot: URL
    /// The most seconds one step of the user's layout may take (building it, or one frame).
    public var timeLimit: Double
    /// The child's address-space limit in megabytes.
    public var memoryLimitMB: Int
    /// Whether to write "building …" to standard error before compiling.
    public var announcesBuilds: Bool

    /// The default time limit per step, in seconds.
    public static let defaultTimeLimit = 20.0
    /// The default memory limit, in megabytes.
    public static let defaultMemoryLimitMB = 4096

    /// Settings with the defaults: the default cache, 20 s, 4096 MB, announcing builds.
    public init(
        cacheRoot: URL = PreviewCache.defaultRoot(), timeLimit: Double = defaultTimeLimit,
        memoryLimitMB: Int = defaultMemoryLimitMB, announcesBuilds: Bool = true
    ) {
        self.cacheRoot = cacheRoot
        self.timeLimit = timeLimit
        self.memoryLimitMB = memoryLimitMB
        self.announcesBuilds = announcesBuilds
    }
}
