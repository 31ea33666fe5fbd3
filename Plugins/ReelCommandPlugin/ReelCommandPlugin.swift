import Foundation
import PackagePlugin

/// `swift package reel ARGUMENTS`: builds the package's own `reel` — the executable target that
/// depends on LayoutReel's `ReelCommandLine` product and calls `ReelCommand.main(layouts:)` with
/// the package's layouts (`reel init` writes one) — and runs it with `ARGUMENTS` in the package's
/// folder, so `swift package reel render Scenes/cards.yaml` renders with the package's layouts.
///
/// `--tool NAME` picks the executable when the package has several. Writing renders or goldens
/// into the package needs `--allow-writing-to-package-directory` (or answering SwiftPM's prompt).
@main
struct ReelCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        var chosen: String?
        if let index = arguments.firstIndex(of: "--tool") {
            guard index + 1 < arguments.count else { throw PluginFailure("--tool needs an executable target's name") }
            chosen = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
        let tool = try Self.tool(in: context.package, named: chosen)
        let build = try packageManager.build(
            .product(tool), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded else {
            throw PluginFailure("building \(tool) failed:\n\(build.logText)")
        }
        guard let executable = build.builtArtifacts.first(where: { $0.kind == .executable })?.url else {
            throw PluginFailure("building \(tool) produced no executable")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure(
                "\(tool) \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
    }

    /// The executable product whose main target depends on `ReelCommandLine`: the only one, or
    /// the one called `name`.
    static func tool(in package: Package, named name: String?) throws -> String {
        let candidates = package.products(ofType: ExecutableProduct.self).filter { product in
            product.mainTarget.dependencies.contains { dependency in
                if case .product(let used) = dependency { return used.name == "ReelCommandLine" }
                return false
            }
        }.map(\.name).sorted()
        if let name {
            guard candidates.contains(name) else {
                throw PluginFailure(
                    "'\(name)' is not an executable that uses ReelCommandLine; candidates: "
                        + (candidates.isEmpty ? "none" : candidates.joined(separator: ", ")))
            }
            return name
        }
        switch candidates.count {
        case 1: return candidates[0]
        case 0:
            throw PluginFailure(
                "\(package.displayName) has no executable target that depends on ReelCommandLine; add one whose "
                    + "main.swift calls ReelCommand.main(layouts: [...]) with your layouts (see docs/teams.md; "
                    + "`reel init` writes one)")
        default:
            throw PluginFailure(
                "\(package.displayName) has several reel executables (\(candidates.joined(separator: ", "))); "
                    + "pick one with --tool NAME")
        }
    }
}

/// A failure the plugin reports to SwiftPM (which prints it and exits with status 1).
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
