import Foundation
import MCP
import SystemPackage
import TestSupport
import Testing

/// `reel mcp` driven by the MCP SDK's own client over the process's standard input and output,
/// as an agent's client drives it: initialize, list the tools, call them, receive images.
@Suite(.serialized) struct MCPSessionTests {
    /// A running `reel mcp ROOT` and a client connected to it.
    final class Session {
        let process = Process()
        let client = Client(name: "layoutreel-tests", version: "1.0")
        private let input = Pipe()
        private let output = Pipe()

        init(root: URL, startedIn folder: URL? = nil, environment: [String: String] = [:]) async throws {
            process.executableURL = BuiltTool("reel").executable
            process.arguments = ["mcp", root.path]
            process.currentDirectoryURL = folder ?? root
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let transport = StdioTransport(
                input: FileDescriptor(rawValue: output.fileHandleForReading.fileDescriptor),
                output: FileDescriptor(rawValue: input.fileHandleForWriting.fileDescriptor))
            _ = try await client.connect(transport: transport)
        }

        /// Closes the client's end; the server exits.
        func close() async -> Int32 {
            await client.disconnect()
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    @Test func listsItsToolsAndReturnsTheFrameReelRenders() async throws {
        let session = try await Session(root: PackagePaths.root)
        let tools = try await session.client.listTools().tools
        #expect(
            tools.map(\.name) == ["preview_layout", "render_scene", "dump_scene", "verify_goldens", "list_layouts"])
        #expect(tools.allSatisfy { $0.annotations.readOnlyHint == true })

        let scene = "Fixtures/scenes/golden-table.yaml"
        let (content, isError) = try await session.client.callTool(
            name: "render_scene", arguments: ["scene": .string(scene), "frames": [2]])
        #expect(isError == false)
        let images = content.compactMap { item -> Data? in
            guard case .image(let data, let mimeType, _, _) = item, mimeType == "image/png" else { return nil }
            return Data(base64Encoded: data)
        }
        #expect(images.count == 2)  // the contact sheet and frame 2
        // Frame 2 is byte for byte the file `reel render` writes for it.
        let folder = try TestFolders.temporary(prefix: "reel-mcp-render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try BuiltTool("reel").run(
            ["render", scene, "--out", folder.path, "--format", "png", "--quiet"], in: PackagePaths.root)
        #expect(render.status == 0)
        let frame = try Data(contentsOf: folder.appendingPathComponent("frame-0002.png"))
        #expect(images.last == frame)
        // 180 × 300 at scale 1: the PNG header's width and height.
        #expect(images.last.map { Array($0[16..<24]) } == [0, 0, 0, 180, 0, 0, 1, 44])
        #expect(await session.close() == 0)
    }

    @Test func verifiesGoldensAndRefusesFilesOutsideItsFolder() async throws {
        let session = try await Session(root: PackagePaths.root)
        let verified = try await session.client.callTool(
            name: "verify_goldens",
            arguments: ["scene": "Fixtures/scenes/golden-table.yaml", "golden": "Fixtures/golden/table"])
        #expect(verified.isError == false)
        #expect(texts(verified.content).first?.hasPrefix("Every frame matches its golden.") == true)

        let dump = try await session.client.callTool(
            name: "dump_scene", arguments: ["scene": "Fixtures/scenes/golden-table.yaml", "frames": [0]])
        #expect(dump.isError == false)
        let json = try #require(texts(dump.content).first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.count == 1)
        #expect(
            (frames[0]["panes"] as? [[String: Any]])?.first?["contentOffset"] as? [String: Double] == [
                "x": 0, "y": -30,
            ])

        let outside = try await session.client.callTool(name: "dump_scene", arguments: ["scene": "/etc/hostname"])
        #expect(outside.isError == true)
        #expect(
            texts(outside.content)
                == [
                    "`scene` /etc/hostname is outside the folders this server reads (\(PackagePaths.root.resolvingSymlinksInPath().path)); start `reel mcp` with that folder to allow it"
                ])
        let unknown = try await session.client.callTool(name: "render_scene", arguments: ["scene": 3])
        #expect(unknown.isError == true)
        #expect(texts(unknown.content) == ["`scene` must be a string"])
        #expect(await session.close() == 0)
    }

    @Test func relativePathsStartAtTheServedFolderWhereverTheClientStartedIt() async throws {
        let session = try await Session(root: PackagePaths.root, startedIn: URL(fileURLWithPath: "/"))
        let dump = try await session.client.callTool(
            name: "dump_scene", arguments: ["scene": "Fixtures/scenes/golden-table.yaml", "frames": [1]])
        #expect(dump.isError == false, "\(texts(dump.content))")
        let missing = try await session.client.callTool(
            name: "render_scene", arguments: ["scene": "Fixtures/scenes/golden-table.yaml", "frames": [40]])
        #expect(missing.isError == true)
        #expect(texts(missing.content) == ["the scene has no frame 40 (frames 0…5)"])
        let none = try await session.client.callTool(name: "list_layouts", arguments: ["x": 1])
        #expect(texts(none.content) == ["list_layouts takes no arguments; got `x`"])
        #expect(await session.close() == 0)
    }

    @Test func refusesASceneThatNamesSwiftFilesOutsideItsFolder() async throws {
        let folder = try TestFolders.temporary(prefix: "reel-mcp-scene")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("served", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("import UIKit\nclass Outside: UICollectionViewFlowLayout {}\n".utf8).write(
            to: folder.appendingPathComponent("Outside.swift"))
        try Data("panes:\n  - layout: { swift: ../Outside.swift, class: Outside }\n".utf8).write(
            to: root.appendingPathComponent("scene.yaml"))
        let session = try await Session(root: root)
        let result = try await session.client.callTool(name: "render_scene", arguments: ["scene": "scene.yaml"])
        #expect(result.isError == true)
        let outside = folder.appendingPathComponent("Outside.swift").resolvingSymlinksInPath().path
        #expect(
            texts(result.content)
                == [
                    "the scene's Swift path \(outside) is outside the folders this server reads (\(root.resolvingSymlinksInPath().path)); start `reel mcp` with that folder to allow it"
                ])
        #expect(await session.close() == 0)
    }

    @Test func previewsALayoutFileAtOffsets() async throws {
        let session = try await Session(
            root: PackagePaths.root,
            environment: [
                "REEL_CACHE_DIR": PackagePaths.root.appendingPathComponent(".build/reel-preview-test-cache").path
            ])
        let (content, isError) = try await session.client.callTool(
            name: "preview_layout",
            arguments: ["paths": ["Fixtures/preview/CoverFlow"], "layout": "CoverFlowLayout", "offsets": [0, 616]])
        #expect(isError == false, "\(texts(content))")
        let images = content.compactMap { item -> Data? in
            guard case .image(let data, _, _, _) = item else { return nil }
            return Data(base64Encoded: data)
        }
        #expect(images.count == 2)
        // The preview's default view, 390 × 844 points at 2 pixels a point.
        #expect(images.map { Array($0[16..<24]) } == Array(repeating: [0, 0, 3, 12, 0, 0, 6, 152], count: 2))
        #expect(images[0] != images[1])
        #expect(texts(content).contains("frame-0000.png:"))
        #expect(await session.close() == 0)
    }

    private func texts(_ content: [Tool.Content]) -> [String] {
        content.compactMap { if case .text(let text, _, _) = $0 { return text } else { return nil } }
    }
}
