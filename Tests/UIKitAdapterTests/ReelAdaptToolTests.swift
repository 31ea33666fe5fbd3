import Foundation
import TestSupport
import Testing

/// `reel-adapt`, run as the build-tool plugin and `reel preview` run it.
@Suite struct ReelAdaptToolTests {
    let tool = BuiltTool("reel-adapt")

    @Test func writesTheAdaptedFileAndReportsEveryRewrite() throws {
        let folder = try TestFolders.temporary(prefix: "reel-adapt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("PinterestLayout.swift")
        try PinterestLayoutSource.text.write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out.swift")
        let result = try tool.run([input.path, "-o", output.path, "--report"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.hasPrefix("#sourceLocation(file: \"\(input.path)\", line: 1)\nimport UIKit\n"))
        let report = result.stdout.split(separator: "\n")
        #expect(report.count == 11)
        #expect(report.first == "\(input.path):3:1: @objc → removed")
        #expect(
            report.last?.hasPrefix("\(input.path):31:23: delegate?.cellPadding → `(try? delegate?.cellPadding)`")
                == true)
    }

    @Test func sourcePathAndContextFilesShapeTheOutput() throws {
        let folder = try TestFolders.temporary(prefix: "reel-adapt-context")
        defer { try? FileManager.default.removeItem(at: folder) }
        let protocolFile = folder.appendingPathComponent("Delegate.swift")
        try "@objc protocol Delegate { @objc optional func spacing(_ s: Int) -> CGFloat }".write(
            to: protocolFile, atomically: true, encoding: .utf8)
        let input = folder.appendingPathComponent("Layout.swift")
        try "let s = delegate?.spacing?(0) ?? 4\n".write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Layout.adapted.swift")
        let result = try tool.run([
            input.path, "-o", output.path, "--context", protocolFile.path, "--source-path", "Sources/App/Layout.swift",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(
            try String(contentsOf: output, encoding: .utf8)
                == "#sourceLocation(file: \"Sources/App/Layout.swift\", line: 1)\nlet s = (try? delegate?.spacing(0)) ?? 4\n"
        )
    }

    @Test func unadaptableInputExitsTwoWithFileLineColumnAndWritesNothing() throws {
        let folder = try TestFolders.temporary(prefix: "reel-adapt-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Perform.swift")
        try "final class L {\n    func f() { perform(#selector(g), with: nil, afterDelay: 0) }\n    func g() {}\n}\n"
            .write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out.swift")
        let result = try tool.run([input.path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(input.path):2:16: error: cannot adapt `perform(#selector(g), with:"))
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let missing = try tool.run([folder.appendingPathComponent("nope.swift").path, "-o", output.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
