import Foundation
import TestSupport
import Testing

@testable import ReelPreview

/// Every way a preview child dies is named for what it is, with the user's file and line where
/// there is one. One layout per kind in Fixtures/preview/Deaths, each dying once it has
/// scrolled past 300 points (frame 1 of `--offsets 0,400`).
@Suite(.serialized)
struct PreviewDeathTests {
    static let file = PreviewTool.fixture("Deaths/DyingLayouts.swift")

    /// `reel preview` of `layout`: its exit status and its error line (`reel: error: …`).
    private func death(_ layout: String) throws -> (status: Int32, error: String, wroteNothing: Bool) {
        let folder = try TestFolders.temporary(prefix: "reel-preview-deaths")
        let out = folder.appendingPathComponent("out")
        let result = try PreviewTool.run([
            "preview", PreviewTool.fixture("Deaths"), "--layout", layout, "--offsets", "0,400", "--quiet",
            "--out", out.path,
        ])
        let error = result.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[") }
            .joined(separator: "\n")
        return (result.status, error, TestFolders.files(in: folder).isEmpty)
    }

    @Test(arguments: [
        ("AssertingLayout", "Assertion failed: the collection view must not scroll … \(file):20"),
        ("AssertionFailureLayout", "Fatal error: unreachable state reached (assertionFailure) … \(file):24"),
        ("PreconditionLayout", "Precondition failed: Vertical scrolling is not supported … \(file):28"),
        ("PreconditionFailureLayout", "Fatal error: no such section (preconditionFailure) … \(file):32"),
        ("FatalErrorLayout", "Fatal error: the layout gave up (fatalError) … \(file):36"),
        (
            "OverflowLayout",
            "it trapped at \(file):42 (signal 4 (SIGILL): an arithmetic overflow, a failed precondition or another "
                + "runtime check)"
        ),
        (
            "BadPointerLayout",
            "the child process ended with signal 11 (SIGSEGV) in \(file):50: a bad memory access — an unsafe "
                + "pointer, an unowned reference to a freed object, or a stack overflow from endless recursion"
        ),
        (
            "AbortingLayout",
            "the child process ended with signal 6 (SIGABRT): it aborted — abort(), or a check of the C library or "
                + "the runtime"
        ),
        ("ExitingLayout", "the child process ended with exit status 7 (the layout's code ended the process: exit(7))"),
        ("RecursingLayout", "the child process ended with signal 11 (SIGSEGV) in \(file):65: a bad memory access"),
    ])
    func eachDeathIsNamed(layout: String, reason: String) throws {
        let (status, error, wroteNothing) = try death(layout)
        #expect(status == 2)
        #expect(error.contains("reel: error: \(layout) crashed at offset y = 400 (frame 1): \(reason)"), "\(error)")
        // Only a real allocation failure says "out of memory".
        #expect(!error.contains("out of memory"))
        #expect(wroteNothing)
    }

    @Test func onlyARealAllocationFailureIsCalledOne() {
        #expect(CrashDescriber.isAllocationFailure("Fatal error: failed to allocate 67108896 bytes"))
        #expect(CrashDescriber.isAllocationFailure("mmap: Cannot allocate memory"))
        #expect(!CrashDescriber.isAllocationFailure("3 libLayoutReelPreview.so Layout.__allocating_init() + 12"))
        #expect(!CrashDescriber.isAllocationFailure("Assertion failed: reallocation of the cache"))
    }
}
