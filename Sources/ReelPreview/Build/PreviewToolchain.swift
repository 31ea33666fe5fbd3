import Foundation

/// Where the compiler and LayoutReel's preview runtime are: `swiftc` from `$SWIFTC` or the
/// `PATH`, and the `LayoutReelPreview` library with its modules beside the running `reel`
/// (`.build/<configuration>/libLayoutReelPreview.so` and `Modules/`), or in
/// `$REEL_PREVIEW_RUNTIME`.
public struct PreviewToolchain: Sendable, Hashable {
    /// The Swift compiler.
    public var swiftc: URL
    /// The folder holding `libLayoutReelPreview.so`.
    public var libraryDirectory: URL
    /// The folder holding the `.swiftmodule`s the user's files import (UIKit, …).
    public var modulesDirectory: URL

    /// The library's file name.
    public static let libraryName = "libLayoutReelPreview.so"

    /// Finds the compiler and the runtime. When the runtime beside `reel` is missing or
    /// half-built and `reel` sits in a SwiftPM build folder, builds it first
    /// (``PreviewRuntimeBuild``), saying so when `announce` is true.
    ///
    /// - Throws: ``PreviewError/unavailable(_:)`` saying what is missing and how to build it.
    public static func locateBuildingIfNeeded(
        environment: [String: String] = ProcessInfo.processInfo.environment, announce: Bool = true,
        executableFolder: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()
    ) throws -> PreviewToolchain {
        do {
            let toolchain = try locate(environment: environment, executableFolder: executableFolder)
            try toolchain.checkBuiltTogether()
            return toolchain
        } catch let error as PreviewError {
            guard environment["REEL_PREVIEW_RUNTIME"] == nil,
                let build = PreviewRuntimeBuild(executableFolder: executableFolder)
            else { throw error }
            try build.run(environment: environment, announce: announce)
            return try locate(environment: environment, executableFolder: executableFolder)
        }
    }

    /// Finds the compiler and the runtime.
    ///
    /// - Throws: ``PreviewError/unavailable(_:)`` saying what is missing and how to build it.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableFolder: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()
    ) throws -> PreviewToolchain {
        let folder = environment["REEL_PREVIEW_RUNTIME"].map { URL(fileURLWithPath: $0) } ?? executableFolder
        let library = folder.appendingPathComponent(libraryName)
        let modules = [folder.appendingPathComponent("Modules"), folder].first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("ReelPreviewRuntime.swiftmodule").path)
        }
        guard FileManager.default.fileExists(atPath: library.path), let modules else {
            throw PreviewError.unavailable(
                "the preview runtime is not built: \(library.path) (and its ReelPreviewRuntime.swiftmodule) "
                    + "is missing. Build it beside reel with `swift build --product LayoutReelPreview` "
                    + "(with the same -c configuration as reel), or set REEL_PREVIEW_RUNTIME to the folder that has it")
        }
        guard let swiftc = findCompiler(environment) else {
            throw PreviewError.unavailable(
                "no Swift compiler: reel preview runs `swiftc`; put the Swift toolchain on PATH or set SWIFTC")
        }
        return PreviewToolchain(swiftc: swiftc, libraryDirectory: folder, modulesDirectory: modules)
    }

    private static func findCompiler(_ environment: [String: String]) -> URL? {
        if let given = environment["SWIFTC"], !given.isEmpty { return URL(fileURLWithPath: given) }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        return folders.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    /// The modules a child's files and its generated `main.swift` compile against (and those
    /// they import), which must be built with the library.
    static let runtimeModules = [
        "ReelPreviewRuntime", "UIKit", "CoreGraphics", "QuartzCore", "HeadlessUI", "CollectionLayout", "Geometry",
        "UIKitLayouts", "Layouts",
    ]

    /// What identifies this runtime build in cache keys and build manifests: the library's path,
    /// size and time, and the size and time of each module of ``runtimeModules``, so that a
    /// library or a module built again gives new keys.
    public var identity: String {
        let library = libraryDirectory.appendingPathComponent(Self.libraryName)
        let modules = Self.runtimeModules.map { "\($0):" + Self.stamp(module($0)) }
        return (["\(library.path)|" + Self.stamp(library)] + modules + [swiftc.path]).joined(separator: "|")
    }

    /// The `.swiftmodule` of the runtime module `name`.
    func module(_ name: String) -> URL {
        modulesDirectory.appendingPathComponent("\(name).swiftmodule")
    }

    /// `size|time` of the file at `url` (`0|0` when there is none).
    private static func stamp(_ url: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)|\(time)"
    }

    /// Checks that the library and its modules were built together: a module written after
    /// the library (more than a second after) is from a build that has not linked the library
    /// yet — a child compiled against it would run against an older library.
    ///
    /// - Throws: ``PreviewError/unavailable(_:)`` naming the module, the library and how to
    ///   finish the build.
    public func checkBuiltTogether() throws {
        let manager = FileManager.default
        let library = libraryDirectory.appendingPathComponent(Self.libraryName)
        guard let built = (try? manager.attributesOfItem(atPath: library.path))?[.modificationDate] as? Date else {
            return
        }
        for name in Self.runtimeModules {
            let url = module(name)
            guard let written = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date,
                written.timeIntervalSince(built) > 1
            else { continue }
            throw PreviewError.unavailable(
                "the preview runtime is half-built: \(url.path) is newer than \(library.path), so the library "
                    + "is not the one its modules describe. Finish building it with `swift build --product "
                    + "LayoutReelPreview` (with the same -c configuration as reel)")
        }
    }
}
