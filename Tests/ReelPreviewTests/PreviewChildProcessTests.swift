import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a preview child starts ends with the preview: a grandchild that ignores SIGTERM (and
/// leads a process group of its own, as Foundation's `Process` makes it) is gone once `reel`
/// has finished.
@Suite struct PreviewChildProcessTests {
    @Test func aProcessTheLayoutStartedEndsWithThePreview() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-spawn")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("shell.pid")
        let result = try PreviewTool.reel.run(
            [
                "preview", PreviewTool.fixture("Spawning"), "--out", folder.appendingPathComponent("out").path,
                "--frames", "2", "--format", "png",
            ], in: PackagePaths.root,
            environment: ["REEL_CACHE_DIR": PreviewTool.cache.path, "REEL_TEST_PID_FILE": pidFile.path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let shell = try #require(Int32(text))
        // Gone, not merely a zombie waiting for a parent: kill(pid, 0) fails once it is reaped.
        var gone = false
        for _ in 0..<100 {
            if kill(shell, 0) != 0 || Self.isZombie(shell) {
                gone = true
                break
            }
            usleep(20_000)
        }
        if !gone { kill(shell, SIGKILL) }
        #expect(gone, "the shell \(shell) the layout started outlived the preview")
    }

    private static func isZombie(_ process: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }
}
