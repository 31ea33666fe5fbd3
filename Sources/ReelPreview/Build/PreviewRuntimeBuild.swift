import Foundation

/// Builds the preview runtime (`LayoutReelPreview`) when `reel` finds it missing or half-built
/// beside itself, so that `reel preview` works from any `swift build` or `swift run reel` — debug
/// or release, in this package or in a package that depends on LayoutReel — with nothing else
/// to run.
///
/// It applies when the running `reel` sits in a SwiftPM build folder
/// (`<package>/.build/<triple>/<configuration>/reel`): the runtime is built in the package that
/// built `reel`, with the same configuration and build folder, `swift build --product
/// LayoutReelPreview -c <configuration> --build-path <folder>`. A `reel` installed elsewhere
/// keeps the message that says how to build it (or `REEL_PREVIEW_RUNTIME`).
struct PreviewRuntimeBuild {
    /// The package folder (its `Package.swift`).
    var package: URL
    /// The build folder (`.build`).
    var buildPath: URL
    /// `debug` or `release`.
    var configuration: String

    /// The build for the `reel` whose folder is `executableFolder`, or nil when it is not in a
    /// SwiftPM build folder of a package.
    init?(executableFolder: URL) {
        let configuration = executableFolder.lastPathComponent
        guard configuration == "debug" || configuration == "release" else { return nil }
        // `<build>/<triple>/<configuration>` (or `<build>/<configuration>`, SwiftPM's link).
        var build = executableFolder.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: build.appendingPathComponent("checkouts").path),
            build.lastPathComponent.contains("-")
        {
            build = build.deletingLastPathComponent()
        }
        var folder = build.deletingLastPathComponent()
        var package: URL?
        for _ in 0..<4 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                package = folder
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        guard let package else { return nil }
        self.package = package
        self.buildPath = build
        self.configuration = configuration
    }

    /// The command it runs (after the `swift` executable).
    var arguments: [String] {
        ["build", "--product", "LayoutReelPreview", "-c", configuration, "--build-path", buildPath.path]
    }

    /// Runs the build with `swift` (`$REEL_SWIFT`, else `swift` on the `PATH`), saying so on
    /// standard error first.
    ///
    /// - Throws: ``PreviewError/unavailable(_:)`` with the build's last lines when it fails.
    func run(environment: [String: String] = ProcessInfo.processInfo.environment, announce: Bool) throws {
        let swift = environment["REEL_SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
        let command = ([swift] + arguments).joined(separator: " ")
        if announce {
            FileHandle.standardError.write(
                Data("reel: building the preview runtime once, in \(package.path): \(command)\n".utf8))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift] + arguments
        process.currentDirectoryURL = package
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw PreviewError.unavailable(
                "cannot run `\(command)` to build the preview runtime: \(error.localizedDescription)")
        }
        // Read as it comes (the build may print a lot), keeping the last lines for a failure.
        var tail = Data()
        while true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            tail.append(chunk)
            if tail.count > 16_384 { tail = Data(tail.suffix(16_384)) }
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let lines = String(decoding: tail, as: UTF8.self).split(separator: "\n").suffix(12).joined(separator: "\n")
            throw PreviewError.unavailable(
                "building the preview runtime failed (`\(command)` in \(package.path), exit status "
                    + "\(process.terminationStatus)):\n\(lines)")
        }
    }
}
