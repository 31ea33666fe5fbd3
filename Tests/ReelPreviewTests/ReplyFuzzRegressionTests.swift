import Foundation
import Reel
import ReelPreviewWire
import TestSupport
import Testing

@testable import ReelPreview

/// The parent's reader of a child's replies on any bytes: every input in Fixtures/fuzz/reply/
/// (the `reel-fuzz-reply` target's regression folder) is read without a trap, quickly; lines
/// that are not replies become failure replies that say so.
@Suite struct ReplyFuzzRegressionTests {
    static let inputs: [URL] = {
        let folder = PackagePaths.root.appendingPathComponent("Fixtures/fuzz/reply")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func theRegressionFolderHoldsInputs() {
        #expect(Self.inputs.count >= 6)
    }

    @Test(arguments: inputs)
    func replay(input: URL) throws {
        let bytes = Array(try Data(contentsOf: input))
        let started = Date()
        let outcome = ReplyFuzzing.run(bytes)
        #expect(Date().timeIntervalSince(started) < 10)
        guard case .read(let kinds, let tooLong) = outcome else { return }
        #expect(!tooLong)
        let name = input.lastPathComponent
        if name.hasPrefix("unreadable-") {
            #expect(!kinds.isEmpty && kinds.allSatisfy { $0 == "unreadable" }, "\(name): \(kinds)")
        } else {
            #expect(kinds == ["failure"], "\(name): \(kinds)")
        }
    }

    @Test func aFrameReplyIsReadInAnyChunksAndStrayLayersAreIgnored() throws {
        let state = FrameState(
            index: 3, time: 0.1,
            panes: [
                PaneFrame(
                    name: "pane", contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 390, height: 900),
                    boundsSize: CGSize(width: 390, height: 844), contentInset: .zero, elements: [])
            ])
        var line = try JSONEncoder().encode(PreviewReply.frame(state, layers: FrameLayers(state)))
        line.append(0x0A)
        // Chunks of 1, 7 and 200 bytes (the first byte picks the size; on a line of its own, it
        // is an unreadable reply).
        for first in [UInt8(1), 7, 200] {
            #expect(
                ReplyFuzzing.run([first, 0x0A] + Array(line)) == .read(kinds: ["unreadable", "frame"], tooLong: false))
        }
        // Layers naming a pane and an element that do not exist are left out, not a trap.
        var object = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
        var frame = try #require(object["frame"] as? [String: Any])
        frame["layers"] = ["entries": [["pane": 99, "element": -1, "layers": []]]]
        object["frame"] = frame
        let stray = try JSONSerialization.data(withJSONObject: object) + Data([0x0A])
        #expect(ReplyFuzzing.run(Array(stray)) == .read(kinds: ["frame"], tooLong: false))
    }

    @Test func aLongLineInSmallChunksIsReadInLinearTime() {
        // 1 MB without a newline, read a byte at a time, then a newline: each byte is looked at
        // once (searching the whole buffer on every read took the fuzzer's 10-second limit on
        // 45 KB, and would take hours on this).
        let bytes = [UInt8(1)] + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20) + [0x0A]
        let started = Date()
        #expect(ReplyFuzzing.run(bytes) == .read(kinds: ["unreadable"], tooLong: false))
        #expect(Date().timeIntervalSince(started) < 5)
        // Many short lines are each handed out once, the buffer compacted as it goes.
        let lines = [UInt8(3)] + Array(repeating: Array("{}\n".utf8), count: 100_000).flatMap { $0 }
        #expect(ReplyFuzzing.run(lines) == .read(kinds: Array(repeating: "unreadable", count: 100_000), tooLong: false))
    }

    @Test func aLineOverTheLimitIsRefusedNotHeld() {
        var reader = ReplyReader()
        reader.append([UInt8](repeating: 0x20, count: ReplyReader.maximumLineBytes + 1))
        #expect(reader.next() == .tooLong)
    }
}
