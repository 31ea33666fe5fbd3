import Foundation
import Layouts
import MCP

/// `reel mcp`: a Model Context Protocol server on standard input and output whose tools preview
/// a layout file, render and dump a scene, verify goldens and return frames as images, so a
/// coding agent editing a layout can look at what it did (docs/mcp.md).
///
/// Each call runs the serving `reel` executable in a process of its own, its outputs in a scratch
/// folder that is removed when the call ends; the agent gets text and PNG images. The server
/// reads only files inside `roots`.
public struct ReelMCPServer: Sendable {
    private let context: ToolContext

    /// A server that reads files under `roots` (paths as typed, relative to the working folder;
    /// each must exist), runs `executable` for each call (stopped after `timeLimit` seconds), and
    /// parses scenes with `layouts`.
    public init(roots: [String], executable: URL, layouts: [LayoutDescriptor], timeLimit: Double = 600) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-mcp-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        let files = try AllowedFiles(roots: roots.isEmpty ? ["."] : roots)
        context = ToolContext(
            files: files, reel: ReelProcess(executable: executable, timeLimit: timeLimit, folder: files.base),
            layouts: layouts, scratch: scratch)
    }

    /// The folders this server reads, resolved.
    public var roots: [String] { context.files.roots }

    /// The tools' names, in the order `tools/list` gives them.
    public static var toolNames: [String] { ToolRegistry.all.map(\.definition.name) }

    /// Serves on standard input and output until the client closes its end.
    public func run() async throws {
        let server = Server(
            name: "layoutreel", version: "0.1.0", title: "LayoutReel",
            instructions: """
                Tools to look at UIKit collection-view layouts: preview_layout draws a layout's Swift files \
                across a scroll; render_scene, dump_scene and verify_goldens work on LayoutReel scene files. \
                Images come back as PNG. Only files under \(roots.joined(separator: ", ")) can be read; \
                relative paths start at \(context.files.base).
                """,
            capabilities: .init(tools: .init(listChanged: false)))
        let context = self.context
        let tools = ToolRegistry.all
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = tools.first(where: { $0.definition.name == parameters.name }) else {
                return CallTool.Result(
                    content: [
                        textContent(
                            "no tool \(parameters.name); the tools are \(tools.map(\.definition.name).joined(separator: ", "))"
                        )
                    ], isError: true)
            }
            do {
                return try await tool.call(parameters.arguments, context: context)
            } catch let error as ToolError {
                return CallTool.Result(content: [textContent(error.description)], isError: true)
            } catch {
                return CallTool.Result(content: [textContent("\(parameters.name) failed: \(error)")], isError: true)
            }
        }
        try FileManager.default.createDirectory(at: context.scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: context.scratch) }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
