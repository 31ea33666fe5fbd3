import Foundation
import TestSupport
import Testing

/// What a layout prints reaches `reel`'s standard error, marked as the layout's, and is there
/// with a failure. Every test runs the built `reel` on fixtures written with `import UIKit`.
@Suite(.serialized)
struct PreviewPrintsTests {
    private func preview(_ arguments: [String]) throws -> BuiltTool.Result {
        let folder = try TestFolders.temporary(prefix: "reel-preview-prints")
        return try PreviewTool.run(["preview"] + arguments + ["--out", folder.appendingPathComponent("out").path])
    }

    @Test func printsLogsAndStandardErrorReachReelMarked() throws {
        let result = try preview([
            PreviewTool.fixture("Prints"), "--layout", "PrintingLayout", "--offsets", "0", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("[PrintingLayout] PrintingLayout.prepare: 30 items\n"), "\(result.stderr)")
        #expect(result.stderr.contains("[PrintingLayout] PrintingLayout wrote to standard error\n"))
        #expect(result.stderr.contains("PrintingLayout logged\n"))
        let logLine = result.stderr.split(separator: "\n").first { $0.contains("PrintingLayout logged") }
        #expect(logLine?.hasPrefix("[PrintingLayout] ") == true)
        // Standard output stays reel's own: nothing of the layout's there.
        #expect(!result.stdout.contains("PrintingLayout.prepare"))
    }

    @Test func whatALayoutPrintedBeforeItTrappedIsShownWithTheFailure() throws {
        let result = try preview([
            PreviewTool.fixture("Prints"), "--layout", "TalkativeCrashLayout", "--offsets", "0,100", "--quiet",
        ])
        #expect(result.status == 2)
        // Both passes' prints, the second one's too although the process trapped right after it
        // (standard output is line-buffered in the child), before the failure, in order.
        let pass1 = try #require(result.stderr.range(of: "[TalkativeCrashLayout] TalkativeCrashLayout: pass 1\n"))
        let pass2 = try #require(result.stderr.range(of: "[TalkativeCrashLayout] TalkativeCrashLayout: pass 2\n"))
        let failure = try #require(
            result.stderr.range(of: "reel: error: TalkativeCrashLayout crashed at offset y = 100"))
        #expect(pass1.upperBound <= pass2.lowerBound && pass2.upperBound <= failure.lowerBound, "\(result.stderr)")
        // The runtime's own report of the trap is the failure message's, not forwarded.
        #expect(!result.stderr.contains("[TalkativeCrashLayout] Current stack trace"))
        #expect(result.stderr.contains("PrintingLayout.swift:23"))
    }
}
