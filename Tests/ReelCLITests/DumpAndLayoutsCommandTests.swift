import Foundation
import TestSupport
import Testing

@Suite("reel dump and reel layouts (end to end)")
struct DumpAndLayoutsCommandTests {
    static let fixtures = PackagePaths.scenes

    @Test func layoutsListsEveryBuiltInLayoutWithDefaults() throws {
        let result = try reel.run(["layouts"])
        #expect(result.status == 0)
        for name in [
            "table", "parabolic", "ultravisual", "pizzaHalves", "pizzaDrum", "flow", "pluginableFlow", "parallaxPages",
        ] {
            #expect(result.stdout.contains("\n\(name) — ") || result.stdout.hasPrefix("\(name) — "), "missing \(name)")
        }
        #expect(result.stdout.contains("startVelocity"))
        #expect(result.stdout.contains("default -1"))
    }

    @Test func layoutsSuggestsTheNameForATypo() throws {
        let result = try reel.run(["layouts", "parabolc"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'parabolic'?"))
    }

    @Test func dumpPrintsTheAttributesOfEveryFrame() throws {
        let scene = Self.fixtures.appendingPathComponent("pizzaHalves.yaml").path
        let result = try reel.run(["dump", scene])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == 90)
        let panes = try #require(frames[0]["panes"] as? [[String: Any]])
        #expect(panes.map { $0["name"] as? String } == ["left", "right"])
        // Reference §3.9: the first pizza centred at y = −298; row 0 at scale 1 and alpha 1.
        #expect((panes[0]["contentOffset"] as? [String: Double])?["y"] == -298)
        let row0 = try #require(
            (panes[0]["elements"] as? [[String: Any]])?.first {
                ($0["item"] as? Int) == 0 && ($0["category"] as? String) == "cell"
            })
        #expect(row0["alpha"] as? Double == 1)
        #expect((row0["transform"] as? [String: Double])?["a"] == 1)
    }

    @Test func dumpOfABadSceneNamesFileLineAndColumn() throws {
        let directory = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("bad.yaml")
        try """
        panes:
          - layout: parabolic
            parameters: { startVelocity: 1 }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try reel.run(["dump", scene.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.yaml:3:"))
        #expect(result.stderr.contains("startVelocity"))
        #expect(result.stdout.isEmpty)
    }

    @Test func renderOfABadSceneWritesNothing() throws {
        let directory = try TestFolders.temporary()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("typo.yaml")
        try """
        panes:
          - layout: parabolic
            parameters: { spacingDivisionCoeficient: 3 }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out")
        let result = try reel.run(["render", scene.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("typo.yaml:3:19"))
        #expect(result.stderr.contains("did you mean 'spacingDivisionCoefficient'?"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
