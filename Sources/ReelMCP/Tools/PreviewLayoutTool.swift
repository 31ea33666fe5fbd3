import Foundation
import MCP

/// `preview_layout`: `reel preview` of Swift layout files — the contact sheet of the sweep, and
/// the frames at given offsets — so an agent editing a layout sees what it did.
struct PreviewLayoutTool: ReelTool {
    private static let known = [
        "paths", "layout", "delegate", "set", "items", "size", "frames", "offsets", "axis", "variants", "draw",
        "appearance",
    ]

    var definition: Tool {
        Tool(
            name: "preview_layout",
            description: """
                Build a UIKit collection-view layout from its Swift files (unchanged, `import UIKit`) and \
                draw it across a scroll, as `reel preview` does. Returns the contact sheet of the sweep as \
                an image (with `offsets`: each of those frames as an image instead) and what reel said \
                (stand-ins it made for nil delegates, findings such as an empty frame). Paths must be \
                inside the folders the server was started with.
                """,
            inputSchema: objectSchema(
                [
                    "paths": property("array", "Swift files or folders of the layout.", items: "string"),
                    "layout": property(
                        "string",
                        "The layout class (or a function making one, such as GridViewController.createLayout) when the files have several."
                    ),
                    "delegate": property("string", "A class of the files to give the layout as delegate/data source."),
                    "set": property(
                        "object",
                        "Layout properties to set, e.g. {\"scrollDirection\": \"horizontal\", \"itemSize\": [200, 300]}."
                    ),
                    "items": property("string", "Items per section, comma-separated (\"30\" or \"10,5\")."),
                    "size": property("string", "The collection view's size in points, WxH. Default 390x844."),
                    "frames": property("integer", "Frames of the sweep, 1…120. Default 12."),
                    "offsets": property(
                        "array",
                        "Exact offsets (points along the scroll axis) to draw, at most 8; each is returned as an image.",
                        items: "number"),
                    "axis": property("string", "The scroll axis, x or y. Default: the layout's."),
                ].merging(SharedArguments.schema) { $1 }, required: ["paths"]),
            annotations: .init(title: "Preview a layout", readOnlyHint: true, openWorldHint: false))
    }

    func call(_ arguments: [String: Value]?, context: ToolContext) async throws -> CallTool.Result {
        let arguments = try ToolArguments(arguments, tool: "preview_layout", known: Self.known)
        guard let paths = try arguments.strings("paths"), !paths.isEmpty else {
            throw ToolError("preview_layout needs `paths`: the layout's Swift files or folders")
        }
        var command = ["preview"] + (try paths.map { try context.files.readable($0, what: "`paths`") })
        if let layout = try arguments.string("layout") { command += ["--layout", layout] }
        if let delegate = try arguments.string("delegate") { command += ["--delegate", delegate] }
        for setting in try arguments.settings("set") ?? [] { command += ["--set", setting] }
        if let items = try arguments.string("items") { command += ["--items", items] }
        if let size = try arguments.string("size") { command += ["--size", size] }
        if let axis = try arguments.string("axis") { command += ["--axis", axis] }
        command += try SharedArguments.flags(arguments)
        let offsets = try arguments.numbers("offsets", limit: 10_000_000)
        if let offsets {
            guard (1...8).contains(offsets.count) else { throw ToolError("`offsets` takes 1 to 8 offsets") }
            command += ["--offsets", offsets.map { String($0) }.joined(separator: ",")]
        } else {
            command += ["--frames", String(try arguments.integer("frames", in: 1...120) ?? 12)]
        }
        return try await context.withCallFolder { folder in
            let outcome = try await context.reel.run(
                command + ["--out", folder.path, "--format", offsets == nil ? "contactSheet" : "png", "--quiet"],
                in: folder)
            var content = [
                textContent(
                    ToolContext.report(
                        outcome, command: "reel preview",
                        done: offsets == nil
                            ? "Previewed: the contact sheet of the sweep follows."
                            : "Previewed: the frames at the offsets follow."))
            ]
            content += OutputImages.find(in: folder, sheets: offsets == nil)
            return CallTool.Result(content: content, isError: outcome.status == 2)
        }
    }
}
