import Foundation
import PackagePlugin

/// Runs `reel-adapt` over the Swift files a target keeps unchanged from an iOS app, so they
/// compile on Linux: every `*.swift` under the target's `UIKitSources/` folder (which the target
/// excludes from its own sources, or declares as resources) and every `*.swift` resource.
///
/// Each file becomes `<path with _ for />.adapted.swift` in the plugin's work folder, compiled
/// into the target; compiler messages name the original file and line (`#sourceLocation`). The
/// other files are passed as `--context`, so optional requirements declared in one file are
/// known at the call sites of another. A construct that cannot be adapted fails the build with
/// its file, line and column.
@main
struct UIKitAdapterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = Self.uikitSources(of: module)
        guard !inputs.isEmpty else { return [] }
        let tool = try context.tool(named: "reel-adapt")
        let outputFolder = context.pluginWorkDirectoryURL.appendingPathComponent("Adapted")
        return inputs.map { input in
            let relative = Self.relativePath(of: input, in: Self.directory(of: module))
            let output = outputFolder.appendingPathComponent(
                relative.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".swift", with: "")
                    + ".adapted.swift")
            var arguments = [input.path, "-o", output.path]
            for other in inputs where other != input {
                arguments += ["--context", other.path]
            }
            return .buildCommand(
                displayName: "Adapting \(input.lastPathComponent) for Linux", executable: tool.url,
                arguments: arguments,
                inputFiles: inputs, outputFiles: [output])
        }
    }

    /// The target's Swift files under `UIKitSources/` and its Swift resources, sorted.
    static func uikitSources(of module: SourceModuleTarget) -> [URL] {
        var found = Set<URL>()
        for file in module.sourceFiles where file.url.pathExtension == "swift" && file.type == .resource {
            found.insert(file.url.standardizedFileURL)
        }
        let folder = Self.directory(of: module).appendingPathComponent("UIKitSources")
        if let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                found.insert(url.standardizedFileURL)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The target's folder. (`SourceModuleTarget.directoryURL` needs tools version 6.1; this
    /// package is 6.0, where only the `Path` form exists.)
    static func directory(of module: SourceModuleTarget) -> URL {
        URL(fileURLWithPath: String(describing: module.directory))
    }

    /// `url`'s path inside `folder` (or its file name when it lies elsewhere).
    static func relativePath(of url: URL, in folder: URL) -> String {
        let base = folder.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
    }
}
