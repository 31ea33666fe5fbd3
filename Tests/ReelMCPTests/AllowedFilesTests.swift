import Foundation
import TestSupport
import Testing

@testable import ReelMCP

@Suite struct AllowedFilesTests {
    @Test func readsInsideTheRootAndRefusesEverythingElse() throws {
        let folder = try TestFolders.temporary(prefix: "reel-mcp-files")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("project", isDirectory: true)
        let outside = folder.appendingPathComponent("secret.txt")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data("layout".utf8).write(to: root.appendingPathComponent("Sources/Layout.swift"))
        try Data("secret".utf8).write(to: outside)
        // A link inside the root that points out of it, and a sibling folder whose name starts
        // with the root's.
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("escape.txt"), withDestinationURL: outside)
        let sibling = folder.appendingPathComponent("project-other", isDirectory: true)
        try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: sibling.appendingPathComponent("x.swift"))

        // Started from another folder: relative paths still start at the served folder.
        let files = try AllowedFiles(roots: [root.path], workingFolder: "/")
        #expect(files.base == files.roots[0])
        #expect(try files.readable("Sources/Layout.swift", what: "`paths`").hasSuffix("/project/Sources/Layout.swift"))
        #expect(try files.readable(root.path, what: "`paths`") == files.roots[0])

        for path in [
            outside.path, "../secret.txt", "Sources/../../secret.txt", "escape.txt", "../project-other/x.swift",
        ] {
            let error = #expect(throws: ToolError.self) { try files.readable(path, what: "`scene`") }
            let resolved = AllowedFiles.resolved(path, from: root.path)
            let shown = resolved == path ? path : "\(path) (\(resolved))"
            #expect(
                error?.description
                    == "`scene` \(shown) is outside the folders this server reads (\(files.roots[0])); start `reel mcp` with that folder to allow it"
            )
        }
        let missing = #expect(throws: ToolError.self) { try files.readable("Sources/None.swift", what: "`paths`") }
        #expect(missing?.description == "`paths` Sources/None.swift: no such file or folder")
        #expect(throws: ToolError.self) { try AllowedFiles(roots: ["/nonexistent-reel-root"]) }
    }
}

@Suite struct ToolArgumentsTests {
    @Test func namesTheArgumentThatIsWrong() throws {
        let unknown = #expect(throws: ToolError.self) {
            try ToolArguments(["scene": "a.yaml", "colour": "red"], tool: "render_scene", known: ["scene", "frames"])
        }
        #expect(unknown?.description == "render_scene has no argument `colour`; it takes `scene`, `frames`")

        let arguments = try ToolArguments(
            [
                "frames": [0, 2.0, 7], "offsets": [1.5, -20], "name": 3, "big": 1e300,
                "set": ["itemSize": [200, 300], "scrollDirection": "horizontal"],
            ],
            tool: "t", known: ["frames", "offsets", "name", "big", "set"])
        #expect(try arguments.integers("frames", in: 0...10) == [0, 2, 7])
        #expect(try arguments.numbers("offsets", limit: 1e7) == [1.5, -20])
        #expect(try arguments.settings("set") == ["itemSize=[200, 300]", "scrollDirection=horizontal"])
        #expect(throws: ToolError.self) { try arguments.string("name") }
        let range = #expect(throws: ToolError.self) { try arguments.integers("frames", in: 0...5) }
        #expect(range?.description == "`frames[2]` must be 0…5, got 7")
        let huge = #expect(throws: ToolError.self) {
            try ToolArguments(["offsets": [1e300]], tool: "t", known: ["offsets"]).numbers("offsets", limit: 1e7)
        }
        #expect(huge?.description.hasPrefix("`offsets` takes finite numbers within ±1e+07") == true)
        #expect(throws: ToolError.self) { try arguments.integer("big", in: 0...10) }
    }
}

@Suite struct DumpFilterTests {
    @Test func keepsWholeFrameLinesAndTheDumpsOwnBytes() throws {
        let reel = BuiltTool("reel")
        let dump = try reel.run(["dump", PackagePaths.scene("golden-table.yaml").path])
        #expect(dump.status == 0)
        let kept = try DumpFilter.keeping([1, 4], of: Data(dump.stdout.utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(kept.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.map { $0["index"] as? Int } == [1, 4])
        // The kept frames are the dump's own bytes: frame 4's line, without its separator.
        let frameLine = try #require(dump.stdout.split(separator: "\n").first { $0.hasPrefix("{\"index\":4,") })
        #expect(kept.contains(String(frameLine.dropLast())))
        #expect(
            kept.hasPrefix(
                "{\"scene\":\"golden-table\",\"canvas\":{\"width\":180,\"height\":300,\"scale\":1},\"frames\":[{\"index\":1,"
            ))
        let missing = #expect(throws: ToolError.self) { try DumpFilter.keeping([9], of: Data(dump.stdout.utf8)) }
        #expect(missing?.description == "the scene has no frame 9 (frames 0…5)")
    }
}
