import CollectionLayout
import Foundation
import Layouts
import TestSupport
import Testing

@testable import Reel

/// An output folder holds one render's outputs: a render replaces the previous one's files as a
/// whole or changes nothing, renders into one folder take turns, and nothing a killed render
/// left behind stays.
@Suite("Output folders are never mixed")
struct OutputFolderTests {
    let layout = RenderTests.descriptor { _ in
        [RenderTests.cell(0, CGRect(x: 10, y: 10, width: 30, height: 30))]
    }

    func render(frames: Int, into folder: URL, outputs: Set<OutputKind> = [.png], shard: Shard? = nil) throws {
        let scene = try Scene.parse(RenderTests.scene(frames: frames, to: 50), file: "test.yaml", layouts: [layout])
        let options = RenderOptions(outputDirectory: folder, outputs: outputs, jobs: 2, shard: shard, progress: .quiet)
        _ = try RenderDriver(scene: scene, options: options, layouts: [layout]).run()
    }

    func frames(_ range: Range<Int>, _ suffix: String = "png") -> [String] {
        range.map { String(format: "frame-%04d.%@", $0, suffix) }
    }

    @Test func aShorterRenderRemovesTheLongerRendersExtraFramesButNoOtherFile() throws {
        let folder = try TestFolders.temporary()
        try render(frames: 6, into: folder, outputs: [.png, .apng])
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("mine".utf8).write(to: folder.appendingPathComponent("frame-12.png"))  // not reel's naming
        try render(frames: 2, into: folder)
        #expect(TestFolders.files(in: folder) == frames(0..<2) + ["frame-12.png", "notes.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }

    @Test func svgFramesReplacePNGFramesOfTheEarlierRender() throws {
        let folder = try TestFolders.temporary()
        try render(frames: 3, into: folder)
        try render(frames: 3, into: folder, outputs: [.svg])
        #expect(TestFolders.files(in: folder) == frames(0..<3, "svg"))
    }

    @Test func shardsKeepEachOthersFramesAndTheirOwnStaleOnesGo() throws {
        let folder = try TestFolders.temporary()
        try render(frames: 7, into: folder)
        try render(frames: 4, into: folder, shard: try Shard(parsing: "1/2"))
        // Shard 1/2 owns the even frames: 0 and 2 are rewritten, 4 and 6 (beyond 4 frames) go;
        // the odd frames belong to shard 2/2 and stay.
        #expect(
            TestFolders.files(in: folder) == [
                "frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0005.png",
            ])
    }

    @Test func concurrentRendersIntoOneFolderTakeTurns() throws {
        let folder = try TestFolders.temporary()
        let errors = ErrorBox()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            do { try render(frames: [9, 2, 5, 3][index], into: folder) } catch { errors.add(error) }
        }
        #expect(errors.all.isEmpty, "\(errors.all)")
        let names = TestFolders.files(in: folder)
        #expect([2, 3, 5, 9].map { frames(0..<$0) }.contains(names), "mixed folder: \(names)")
    }

    @Test func aFailedCommitPutsThePreviousFilesBack() throws {
        let folder = try TestFolders.temporary()
        try render(frames: 3, into: folder)
        let before = try TestFolders.files(in: folder).map {
            try Data(contentsOf: folder.appendingPathComponent($0))
        }
        let staging = try Staging(destination: folder)
        _ = try staging.write(Data("new".utf8), as: "frame-0000.png")
        // The second name was never staged, so moving it in fails after frame 0 was placed.
        #expect(throws: ReelError.self) { _ = try staging.commit(["frame-0000.png", "frame-0001.png"]) }
        #expect(TestFolders.files(in: folder) == frames(0..<3))
        let after = try TestFolders.files(in: folder).map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(after == before)
    }

    @Test func stagingFoldersOfKilledRendersAreRemovedByTheNextRender() throws {
        let folder = try TestFolders.temporary()
        for name in [".reel-staging-999999", ".reel-staging-999998-discarded"] {
            let abandoned = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
            try Data("half a frame".utf8).write(to: abandoned.appendingPathComponent("frame-0000.png"))
        }
        try render(frames: 1, into: folder)
        #expect(TestFolders.files(in: folder) == ["frame-0000.png"])
    }

    @Test func defaultFolderNamesCannotLeaveOut() {
        #expect(OutputNaming.defaultFolder(forScene: "parabolic") == "out/parabolic")
        #expect(OutputNaming.defaultFolder(forScene: "../../escaped") == "out/-..-escaped")
        #expect(OutputNaming.defaultFolder(forScene: "/etc") == "out/-etc")
        #expect(OutputNaming.defaultFolder(forScene: "..") == "out/scene")
        #expect(OutputNaming.defaultFolder(forScene: "my scene") == "out/my-scene")
    }

    /// Streamed outputs (the APNG, the flipbook) that fail on a full disk name the file the render
    /// was writing, in the output folder, not the staging folder or a bare "animation".
    @Test func streamedOutputsNameTheirFileWhenTheDiskIsFull() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let apng = APNGFile(handle: full, path: "/out/animation.apng", frameCount: 0, fps: 30)
        #expect {
            try apng.finish()
        } throws: { error in
            "\(error)" == "cannot write '/out/animation.apng': no space left on device"
        }
    }

    @Test func reelOwnsOnlyItsOwnFileNames() {
        #expect(OutputNaming.frameIndex(of: "frame-0042.png") == 42)
        #expect(OutputNaming.frameIndex(of: "frame-12345.svg") == 12345)
        #expect(OutputNaming.frameIndex(of: "frame-12.png") == nil)
        #expect(OutputNaming.frameIndex(of: "frame-00a1.png") == nil)
        #expect(OutputNaming.frameIndex(of: "frame-0001.jpg") == nil)
    }
}

/// Errors collected from several threads.
private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []
    func add(_ error: any Error) { lock.withLock { errors.append(error) } }
    var all: [any Error] { lock.withLock { errors } }
}
