import Foundation
import MCP

/// `verify_goldens`: `reel verify` of a scene against its golden set; the failing frames'
/// expected | diff | actual strips come back as images.
struct VerifyGoldensTool: ReelTool {
    private static let known = ["scene", "golden"]

    var definition: Tool {
        Tool(
            name: "verify_goldens",
            description: """
                Check every frame of a scene against its golden set (`reel verify`): passes, or lists the \
                frames that differ with their attribute changes, and returns up to 4 expected | diff | \
                actual strips as images. Never records or changes goldens.
                """,
            inputSchema: objectSchema(
                [
                    "scene": property("string", "The scene file."),
                    "golden": property("string", "The golden set's folder."),
                ], required: ["scene", "golden"]),
            annotations: .init(title: "Verify goldens", readOnlyHint: true, openWorldHint: false))
    }

    func call(_ arguments: [String: Value]?, context: ToolContext) async throws -> CallTool.Result {
        let arguments = try ToolArguments(arguments, tool: "verify_goldens", known: Self.known)
        let scene = try SceneFiles.checked(try arguments.requiredString("scene"), context: context)
        let golden = try context.files.readable(try arguments.requiredString("golden"), what: "`golden`")
        return try await context.withCallFolder { folder in
            let failures = folder.appendingPathComponent("failures", isDirectory: true)
            let outcome = try await context.reel.run(
                ["verify", scene, "--golden", golden, "--record", "never", "--failures", failures.path], in: folder)
            var content = [
                textContent(
                    ToolContext.report(outcome, command: "reel verify", done: "Every frame matches its golden."))
            ]
            let strips = OutputImages.files(in: failures, suffix: ".strip.png")
            for strip in strips.prefix(4) {
                if let image = pngContent(strip) {
                    content += [textContent("\(strip.lastPathComponent) (expected | diff | actual):"), image]
                }
            }
            if strips.count > 4 { content.append(textContent("… and \(strips.count - 4) more differing frames.")) }
            return CallTool.Result(content: content, isError: outcome.status == 2)
        }
    }
}
