import Foundation
import MCP

/// `list_layouts`: the built-in layouts and their parameters (`reel layouts`).
struct ListLayoutsTool: ReelTool {
    var definition: Tool {
        Tool(
            name: "list_layouts",
            description:
                "The layouts built into this reel and their parameters (`reel layouts`), for a scene's `layout:`.",
            inputSchema: objectSchema([:]),
            annotations: .init(title: "List built-in layouts", readOnlyHint: true, openWorldHint: false))
    }

    func call(_ arguments: [String: Value]?, context: ToolContext) async throws -> CallTool.Result {
        _ = try ToolArguments(arguments, tool: "list_layouts", known: [])
        return try await context.withCallFolder { folder in
            let outcome = try await context.reel.run(["layouts"], in: folder)
            return CallTool.Result(
                content: [textContent(ToolContext.report(outcome, command: "reel layouts"))],
                isError: outcome.status != 0)
        }
    }
}
