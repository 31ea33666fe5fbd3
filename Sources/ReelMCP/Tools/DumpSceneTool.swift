import Foundation
import MCP

/// `dump_scene`: `reel dump` — every frame's layout attributes as JSON.
struct DumpSceneTool: ReelTool {
    private static let known = ["scene", "frames"]

    var definition: Tool {
        Tool(
            name: "dump_scene",
            description: """
                The layout attributes of a scene's frames as JSON (`reel dump`, docs/dump-format.md): per \
                frame and pane the content offset and size and every element's index path, frame, \
                transform, alpha and zIndex. `frames` (0-based) keeps only those frames.
                """,
            inputSchema: objectSchema(
                [
                    "scene": property("string", "The scene file."),
                    "frames": property("array", "0-based frame numbers to keep.", items: "integer"),
                ], required: ["scene"]),
            annotations: .init(title: "Dump layout attributes", readOnlyHint: true, openWorldHint: false))
    }

    func call(_ arguments: [String: Value]?, context: ToolContext) async throws -> CallTool.Result {
        let arguments = try ToolArguments(arguments, tool: "dump_scene", known: Self.known)
        let scene = try SceneFiles.checked(try arguments.requiredString("scene"), context: context)
        let frames = try arguments.integers("frames", in: 0...999_999)
        return try await context.withCallFolder { folder in
            let file = folder.appendingPathComponent("dump.json")
            let outcome = try await context.reel.run(["dump", scene, "--out", file.path], in: folder)
            guard outcome.status == 0, let data = try? Data(contentsOf: file) else {
                return CallTool.Result(
                    content: [textContent(ToolContext.report(outcome, command: "reel dump"))], isError: true)
            }
            let json = try DumpFilter.keeping(frames, of: data)
            guard json.utf8.count <= 4 << 20 else {
                throw ToolError(
                    "the dump is \(json.utf8.count / 1024) KB; ask for fewer `frames` (at most 4 MB is returned)")
            }
            return CallTool.Result(content: [textContent(json)], isError: false)
        }
    }
}

/// Keeps some frames of a dump. The dump writes one frame per line (the first line begins with
/// the scene's header and `"frames":[`, each line but the last ends with `,`, the last with `]}`),
/// so frames are kept as whole lines and their JSON stays the dump's, byte for byte.
enum DumpFilter {
    /// The dump `data` with only the frames whose `index` is in `frames` (all when nil).
    static func keeping(_ frames: [Int]?, of data: Data) throws -> String {
        let text = String(decoding: data, as: UTF8.self)
        guard let frames else { return text }
        let marker = "\"frames\":["
        var lines = text.split(separator: "\n").map(String.init)
        guard let first = lines.first, let headerEnd = first.range(of: marker)?.upperBound else {
            throw ToolError("the dump has no frames")
        }
        let header = String(first[..<headerEnd])
        lines[0] = String(first[headerEnd...])
        var frameTexts: [Int: String] = [:]
        for (number, line) in lines.enumerated() {
            var frame = Substring(line)
            if number == lines.count - 1 {
                guard frame.hasSuffix("]}") else { throw ToolError("the dump ends unexpectedly") }
                frame = frame.dropLast(2)
            } else if frame.hasSuffix(",") {
                frame = frame.dropLast()
            }
            guard let index = frameIndex(frame) else { throw ToolError("the dump's line \(number + 1) is not a frame") }
            frameTexts[index] = String(frame)
        }
        let missing = Set(frames).subtracting(frameTexts.keys).sorted()
        if !missing.isEmpty {
            throw ToolError(
                "the scene has no frame \(missing.map(String.init).joined(separator: ", ")) (frames 0…\(max(frameTexts.count - 1, 0)))"
            )
        }
        let kept = frameTexts.keys.sorted().filter(Set(frames).contains).compactMap { frameTexts[$0] }
        return header + kept.joined(separator: ",\n") + "]}\n"
    }

    /// The frame number of a line that holds one frame.
    private static func frameIndex(_ frame: Substring) -> Int? {
        guard frame.hasPrefix("{\"index\":") else { return nil }
        return Int(frame.dropFirst("{\"index\":".count).prefix { $0.isNumber })
    }
}
