import Canvas
import Foundation
import Layouts
import TestSupport
import Testing
import Yams

@testable import Reel

/// Every number of every fixture scene set to the edges of `Double` — 1e-300, -1e-300, 5e-324
/// (the smallest subnormal), 1e300 and -0 — keeps the contract: refused at its line and column
/// with the allowed range, or read, laid out and composited; the first edge of each number that is
/// read is also rendered for two frames in every whole-run format (at a quarter of the scale,
/// unless the canvas is what changed).
/// Never a trap, never a hang.
@Suite struct SceneNumberEdgeTests {
    static let edges = ["1e-300", "-1e-300", "5e-324", "1e300", "-0"]

    /// The paths of every numeric scalar under `node`.
    static func numericPaths(_ node: Node, _ prefix: [SceneMutationTests.Step] = []) -> [[SceneMutationTests.Step]] {
        switch node {
        case .mapping(let mapping):
            return mapping.flatMap { key, value in numericPaths(value, prefix + [.key(key.string ?? "?")]) }
        case .sequence(let sequence):
            return sequence.enumerated().flatMap { index, value in numericPaths(value, prefix + [.index(index)]) }
        case .scalar(let scalar):
            return Double(scalar.string) != nil ? [prefix] : []
        default:
            return []
        }
    }

    @Test(arguments: SceneMutationTests.fixtures)
    func everyNumberAtTheEdgesOfDoubleKeepsTheContract(fixture: URL) throws {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let root = try #require(try Yams.compose(yaml: text))
        var failures: [String] = []
        var rendered = 0
        for path in Self.numericPaths(root) {
            var renderedThisPath = false
            for edge in Self.edges {
                let mutated = try Yams.serialize(
                    node: SceneMutationTests.replacing(root, at: path[...], with: .scalar(.init(edge))))
                var parsed = false
                if let problem = SceneMutationTests.check(mutated, file: fixture.path, parsed: &parsed) {
                    failures.append("\(path) = \(edge): \(problem.prefix(300))")
                    continue
                }
                // One read edge per number is rendered (each render takes a while in debug).
                guard parsed, !renderedThisPath else { continue }
                renderedThisPath = true
                rendered += 1
                let keepsScale = path.first == .key("canvas")
                if let problem = Self.renderEveryFormat(mutated, file: fixture.path, keepsScale: keepsScale) {
                    failures.append("\(path) = \(edge), rendered: \(problem.prefix(300))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        // Some edges are read (a −0 offset, a vanishing spacing) and so reach every output.
        #expect(rendered > 0, "no mutation of \(fixture.lastPathComponent) was rendered")
    }

    /// Renders two frames of `text` in every format but MP4 (which needs ffmpeg), at a quarter of
    /// the canvas scale unless `keepsScale`; nil when the render succeeds or is refused naming the
    /// file, else why not.
    static func renderEveryFormat(_ text: String, file: String, keepsScale: Bool) -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-edges-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            var scene = try Scene.parse(text, file: file)
            // Two frames of the sweep, small: what is tested is how the numbers reach the outputs.
            scene.sampling = SamplingSpec(motion: .linear(from: .start, to: .end, spacing: .frames(2)))
            for index in scene.panes.indices { scene.panes[index].track = nil }
            // A quarter of the scale, whether or not the canvas is then whole pixels: every
            // whole-run output takes a canvas rounded to whole pixels.
            if !keepsScale { scene.canvas.scale /= 4 }
            let options = RenderOptions(
                outputDirectory: folder, outputs: Set(OutputKind.allCases).subtracting([.mp4]), jobs: 2,
                progress: .quiet, pngCompression: .fast)
            _ = try RenderDriver(scene: scene, options: options).run()
            return nil
        } catch {
            let message = "\(error)"
            return message.contains(file) || message.contains((file as NSString).lastPathComponent)
                ? nil : "refusal without the file: \(message)"
        }
    }
}
