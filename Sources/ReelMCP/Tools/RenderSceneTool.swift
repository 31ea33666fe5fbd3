import Foundation
import MCP

/// `render_scene`: `reel render` of a scene file — its contact sheet, and any frames asked for
/// as images.
struct RenderSceneTool: ReelTool {
    private static let known = ["scene", "frames", "variants", "draw", "appearance"]

    var definition: Tool {
        Tool(
            name: "render_scene",
            description: """
                Render a LayoutReel scene file (YAML or JSON, docs/scene-format.md) as `reel render` does. \
                Returns the contact sheet of all frames as an image, the frames listed in `frames` \
                (0-based, at most 8) as images, and what reel said.
                """,
            inputSchema: objectSchema(
                [
                    "scene": property("string", "The scene file."),
                    "frames": property(
                        "array", "0-based frame numbers to return as images, at most 8.", items: "integer"),
                ].merging(SharedArguments.schema) { $1 }, required: ["scene"]),
            annotations: .init(title: "Render a scene", readOnlyHint: true, openWorldHint: false))
    }

    func call(_ arguments: [String: Value]?, context: ToolContext) async throws -> CallTool.Result {
        let arguments = try ToolArguments(arguments, tool: "render_scene", known: Self.known)
        let scene = try SceneFiles.checked(try arguments.requiredString("scene"), context: context)
        let frames = try arguments.integers("frames", in: 0...999_999) ?? []
        guard frames.count <= 8 else { throw ToolError("`frames` takes at most 8 frame numbers") }
        return try await context.withCallFolder { folder in
            var command = ["render", scene, "--out", folder.path, "--format", "contactSheet", "--quiet"]
            command += try SharedArguments.flags(arguments)
            if !frames.isEmpty { command += ["--format", "png"] }
            let outcome = try await context.reel.run(command, in: folder)
            var content = [
                textContent(
                    ToolContext.report(
                        outcome, command: "reel render",
                        done:
                            "Rendered \((scene as NSString).lastPathComponent): the contact sheet of every frame follows."
                    ))
            ]
            content += OutputImages.find(in: folder, sheets: true)
            var missing: [Int] = []
            for frame in frames {
                let file = folder.appendingPathComponent(String(format: "frame-%04d.png", frame))
                if let image = pngContent(file) {
                    content += [textContent("Frame \(frame):"), image]
                } else if outcome.status == 0 {
                    missing.append(frame)
                }
            }
            if !missing.isEmpty {
                let count = OutputImages.files(in: folder, suffix: ".png").filter {
                    $0.lastPathComponent.hasPrefix("frame-")
                }.count
                throw ToolError(
                    "the scene has no frame \(missing.map(String.init).joined(separator: ", ")) (frames 0…\(max(count - 1, 0)))"
                )
            }
            return CallTool.Result(content: content, isError: outcome.status == 2)
        }
    }
}
