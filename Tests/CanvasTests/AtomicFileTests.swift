import Canvas
import Foundation
import Testing

@Suite("Atomic files")
struct AtomicFileTests {
    @Test func writeReplacesTheFileAndLeavesNoTemporary() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.txt")
        try AtomicFile.write(Data("first".utf8), to: url)
        try AtomicFile.write(Data("second".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
    }

    @Test func failedRenameRemovesTheTemporaryFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let occupied = directory.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: occupied.appendingPathComponent("x").path, contents: Data())
        let error = canvasError {
            try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: occupied.path, isDirectory: false))
        }
        #expect(error?.path == occupied.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
    }

    @Test func plainWriteCreatesAndTruncates() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        try PlainFile.write(Data("a longer first version".utf8), to: url)
        try PlainFile.write(Data("second".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
        try PlainFile.write(Data(), to: url)
        #expect(try Data(contentsOf: url).isEmpty)
    }

    @Test func plainWriteIntoAMissingFolderNamesThePathAndReason() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/frame-0000.png")
        let error = canvasError { try PlainFile.write(Data("x".utf8), to: missing) }
        #expect(error?.path == missing.path)
        #expect(error?.reason == "No such file or directory")
        #expect(error?.code == .io(ENOENT))
    }
}
