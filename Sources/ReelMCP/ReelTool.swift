import MCP

/// One tool of `reel mcp`: its description for the agent and what a call does.
protocol ReelTool: Sendable {
    /// The name, description and JSON schema of the arguments, as `tools/list` shows them.
    var definition: Tool { get }
    /// Does one call. A ``ToolError`` becomes the call's error result.
    func call(_ arguments: [String: Value]?, context: ToolContext) async throws -> CallTool.Result
}

/// Every tool `reel mcp` offers, in the order `tools/list` lists them. A new tool is a file in
/// `Tools/` and a line here.
enum ToolRegistry {
    static let all: [any ReelTool] = [
        PreviewLayoutTool(), RenderSceneTool(), DumpSceneTool(), VerifyGoldensTool(), ListLayoutsTool(),
    ]
}

/// A JSON schema object with `properties` and the `required` names.
func objectSchema(_ properties: [String: Value], required: [String] = []) -> Value {
    var schema: [String: Value] = [
        "type": "object", "properties": .object(properties), "additionalProperties": false,
    ]
    if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
    return .object(schema)
}

/// A schema property of `type` with a description.
func property(_ type: String, _ description: String, items: String? = nil) -> Value {
    var object: [String: Value] = ["type": .string(type), "description": .string(description)]
    if let items { object["items"] = ["type": .string(items)] }
    return .object(object)
}
