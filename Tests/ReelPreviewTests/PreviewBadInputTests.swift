import Foundation
import TestSupport
import Testing

/// Each way a preview can fail: a clear message naming the user's file (and line, frame and
/// offset when there is one), exit status 2, and no output folder.
@Suite(.serialized)
struct PreviewBadInputTests {
    /// Runs `reel preview ARGS` in an empty folder; returns the result and whether that folder
    /// is still empty afterwards.
    func preview(_ arguments: [String]) throws -> (result: BuiltTool.Result, wroteNothing: Bool) {
        let folder = try TestFolders.temporary(prefix: "reel-preview-bad")
        let absolute = arguments.map { argument in
            argument.hasPrefix("Fixtures/") ? PackagePaths.root.appendingPathComponent(argument).path : argument
        }
        let result = try PreviewTool.run(["preview"] + absolute, in: folder)
        return (result, TestFolders.files(in: folder).isEmpty)
    }

    func path(_ fixture: String) -> String {
        PackagePaths.root.appendingPathComponent(PreviewTool.fixture(fixture)).path
    }

    @Test func missingFileIsNamed() throws {
        let (result, wroteNothing) = try preview([PreviewTool.fixture("NoSuchLayout.swift")])
        #expect(result.status == 2)
        #expect(result.stderr == "reel: error: no such file or folder: \(path("NoSuchLayout.swift"))\n")
        #expect(wroteNothing)
    }

    @Test func filesWithoutALayoutClassSaySo() throws {
        let (result, wroteNothing) = try preview([PreviewTool.fixture("NoLayout")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no layout class in \(path("NoLayout/Cell.swift"))"))
        #expect(
            result.stderr.contains(
                "inherits from UICollectionViewLayout, UICollectionViewFlowLayout or UICollectionViewCompositionalLayout"
            ))
        #expect(wroteNothing)
    }

    @Test func severalLayoutClassesAreListedWithTheirPlaces() throws {
        // Where one class is needed (--parameters, --watch), several are listed to choose from.
        let (result, wroteNothing) = try preview([PreviewTool.fixture("Faults"), "--parameters"])
        #expect(result.status == 2)
        let file = path("Faults/FaultyLayouts.swift")
        #expect(result.stderr.contains("3 layout classes; choose one with --layout:"))
        #expect(result.stderr.contains("  CrashingLayout (\(file):7:1)"))
        #expect(result.stderr.contains("  LoopingLayout (\(file):28:1)"))
        #expect(result.stderr.contains("  GreedyLayout (\(file):39:1)"))
        #expect(wroteNothing)
    }

    @Test func unknownLayoutOptionSuggestsAClass() throws {
        let (result, _) = try preview([PreviewTool.fixture("Faults"), "--layout", "CrashLayout"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "no layout class or function 'CrashLayout' in the files; did you mean 'CrashingLayout'?"))
    }

    @Test func aMissingRuntimeSaysHowToBuildIt() throws {
        let folder = try TestFolders.temporary(prefix: "reel-preview-runtime")
        let result = try PreviewTool.reel.run(
            ["preview", path("Faults"), "--layout", "CrashingLayout"], in: folder,
            environment: ["REEL_PREVIEW_RUNTIME": "/nonexistent", "REEL_CACHE_DIR": PreviewTool.cache.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the preview runtime is not built: /nonexistent/libLayoutReelPreview.so"))
        #expect(result.stderr.contains("swift build --product LayoutReelPreview"))
        #expect(TestFolders.files(in: folder).isEmpty)
    }

    @Test func compileErrorsPointAtTheUsersFileAndLine() throws {
        let (result, wroteNothing) = try preview([PreviewTool.fixture("Broken")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the layout does not compile:"))
        #expect(
            result.stderr.contains("\(path("Broken/BrokenLayout.swift")):8:43: error: cannot find 'spacng' in scope"),
            "\(result.stderr)")
        #expect(!result.stderr.contains(PreviewTool.cache.path))
        #expect(wroteNothing)
    }

    @Test func aTrapBecomesAMessageWithFrameOffsetAndLine() throws {
        let (result, wroteNothing) = try preview([
            PreviewTool.fixture("Faults"), "--layout", "CrashingLayout", "--offsets", "0,120,340",
        ])
        #expect(result.status == 2)
        // The last line (a first build says "compiling" before it).
        #expect(
            result.stderr.split(separator: "\n").last.map(String.init)
                == "reel: error: CrashingLayout crashed at offset y = 340 (frame 2): Fatal error: Unexpectedly "
                + "found nil while unwrapping an Optional value … \(path("Faults/FaultyLayouts.swift")):20")
        #expect(wroteNothing)
    }

    @Test func aHangIsStoppedAtTheTimeLimit() throws {
        let started = Date()
        let (result, wroteNothing) = try preview([
            PreviewTool.fixture("Faults"), "--layout", "LoopingLayout", "--offsets", "0,340", "--time-limit", "2",
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "LoopingLayout did not finish at offset y = 340 (frame 1) within 2 s and was stopped: an endless loop?")
        )
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(wroteNothing)
    }

    @Test func aRunawayAllocationEndsTheChildNotReel() throws {
        let (result, wroteNothing) = try preview([
            PreviewTool.fixture("Faults"), "--layout", "GreedyLayout", "--offsets", "0,340", "--memory-limit", "512",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("GreedyLayout crashed at offset y = 340 (frame 1): "), "\(result.stderr)")
        #expect(result.stderr.contains("allocate"))
        #expect(wroteNothing)
    }
}
