import Foundation
import TestSupport
import Testing

@testable import ReelPreview

/// A preview child's standard streams are the user's to misuse: a 50 MB flood is kept only at
/// its end, with a note of what was left out, and a child that closes, redirects or reads its
/// standard streams still answers (the requests and replies travel on descriptors of their own).
@Suite(.serialized) struct PreviewChildStreamTests {
    /// Runs `reel preview Fixtures/preview/Streams --layout LAYOUT` with `arguments`, into a new
    /// folder; returns the result and the files written.
    func preview(_ layout: String, _ arguments: [String] = []) throws -> (result: BuiltTool.Result, files: [String]) {
        let folder = try TestFolders.temporary(prefix: "reel-preview-streams")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let result = try PreviewTool.run(
            ["preview", PreviewTool.fixture("Streams"), "--layout", layout, "--out", out.path, "--format", "png"]
                + arguments)
        return (result, TestFolders.files(in: out))
    }

    @Test func aFiftyMegabyteFloodOnStandardOutputDoesNotStopThePreview() throws {
        let (result, files) = try preview("FloodingLayout", ["--frames", "2"])
        #expect(result.status == 0, "\(result.stderr.prefix(2000))")
        #expect(files == ["frame-0000.png", "frame-0001.png"])
        // The flood is the child's: none of it reaches reel's standard output, and its standard
        // error shows the first lines of it, cut to 300 characters and marked, 16 KB at most,
        // then a note (what a layout prints is forwarded, within bounds).
        #expect(!result.stdout.contains("xxxx"))
        let cut = "[FloodingLayout] " + String(repeating: "x", count: 300) + "… (723 more characters)"
        let forwarded = result.stderr.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("[FloodingLayout] ")
        }
        #expect(forwarded.first == cut, "\(result.stderr.prefix(600))")
        #expect(result.stderr.contains("[FloodingLayout] (the layout wrote more; what follows is not shown)\n"))
        #expect(result.stderr.utf8.count < 20_000)
        #expect(!result.stderr.contains("flood done"))
    }

    @Test func aFloodBeforeAnExitIsReportedByItsLastLinesAndANote() throws {
        let (result, files) = try preview("FloodThenExitLayout", ["--offsets", "0,340"])
        #expect(result.status == 2)
        #expect(files.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "reel: error: FloodThenExitLayout crashed at offset y = 340 (frame 1): the child process ended with exit status 3 "
                    + "(the layout's code ended the process: exit(3)):"
            ),
            "\(result.stderr.prefix(2000))")
        // The 50 MB line, kept as 65,500 of its last 65,536 bytes, is shown cut to 300 characters.
        #expect(lines.contains(String(repeating: "y", count: 300) + "… (65,200 more characters)"))
        #expect(lines.contains("the layout gave up after the flood"))
        #expect(lines.last == "[52,363,300 earlier bytes of the child's output were left out]")
        // While it ran, the flood's one line was forwarded cut, then the last line; the whole
        // of reel's standard error stays small.
        #expect(
            lines.contains(
                "[FloodThenExitLayout] " + String(repeating: "y", count: 300) + "… (52,428,500 more characters)"))
        #expect(lines.contains("[FloodThenExitLayout] the layout gave up after the flood"))
        #expect(result.stderr.utf8.count < 4_000)
    }

    @Test func theCollectorKeepsTheLastBytesAndCountsTheRest() {
        let collector = StderrCollector()
        for _ in 0..<50 { collector.take(Data(repeating: UInt8(ascii: "z"), count: 1 << 20)) }
        collector.take(Data("\nlast line\n".utf8))
        let text = collector.text()
        #expect(text.hasPrefix("[52,363,275 earlier bytes of the child's output were left out]\n"))
        #expect(text.hasSuffix("z\nlast line\n"))
        #expect(
            text.utf8.count == 65_536 + "[52,363,275 earlier bytes of the child's output were left out]\n".utf8.count)
    }

    @Test(arguments: ["ClosingLayout", "SilencedLayout", "ReadingLayout"])
    func aChildThatClosesRedirectsOrReadsItsStandardStreamsStillAnswers(layout: String) throws {
        let (result, files) = try preview(layout, ["--frames", "3"])
        #expect(result.status == 0, "\(layout): \(result.stderr.prefix(2000))")
        #expect(files == ["frame-0000.png", "frame-0001.png", "frame-0002.png"], "\(layout)")
    }
}
