import Canvas
import Foundation
import Layouts
import TestSupport
import Testing
import Yams

@testable import Reel

/// Every fixture scene mutated in every key — deleted, the wrong type, NaN, 1e308, −1, 0, a huge
/// string, an alias — keeps the contract: refused with the file named (exit 2 from `reel`), or
/// read, laid out and composited. Never a trap. A sample also goes through the built `reel`:
/// exit 2 with the file named, or exit 0 with valid frames, and never a staging folder left.
@Suite struct SceneMutationTests {
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    enum Mutation: String, CaseIterable {
        case delete, wrongType, nan, huge, minusOne, zero, hugeString, alias
    }

    static let fixtures: [URL] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.scenes.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("bench") }.sorted()
            .map { PackagePaths.scenes.appendingPathComponent($0) }
    }()

    /// Every key path of `node`: mapping keys and list indexes, depth first.
    static func paths(_ node: Node, _ prefix: [Step] = []) -> [[Step]] {
        switch node {
        case .mapping(let mapping):
            return mapping.flatMap { key, value -> [[Step]] in
                let path = prefix + [.key(key.string ?? "?")]
                return [path] + paths(value, path)
            }
        case .sequence(let sequence):
            return sequence.enumerated().flatMap { index, value -> [[Step]] in
                let path = prefix + [.index(index)]
                return [path] + paths(value, path)
            }
        default:
            return []
        }
    }

    /// `node` with the value at `path` replaced (nil deletes it).
    static func replacing(_ node: Node, at path: ArraySlice<Step>, with new: Node?) -> Node {
        guard let step = path.first else { return new ?? node }
        switch (node, step) {
        case (.mapping(let mapping), .key(let name)):
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping {
                if key.string == name {
                    if path.count == 1, new == nil { continue }
                    pairs.append((key, replacing(value, at: path.dropFirst(), with: new)))
                } else {
                    pairs.append((key, value))
                }
            }
            return .mapping(Node.Mapping(pairs))
        case (.sequence(let sequence), .index(let index)):
            var items = Array(sequence)
            if path.count == 1, new == nil {
                items.remove(at: index)
            } else {
                items[index] = replacing(items[index], at: path.dropFirst(), with: new)
            }
            return .sequence(Node.Sequence(items))
        default:
            return node
        }
    }

    static let aliasMarker = "REEL_ALIAS_MARKER"

    /// The scene text of `root` with `mutation` applied at `path`.
    static func mutated(_ root: Node, at path: [Step], _ mutation: Mutation) throws -> String {
        let value: Node? =
            switch mutation {
            case .delete: nil
            case .wrongType: .scalar(.init("oops"))
            case .nan: .scalar(.init(".nan"))
            case .huge: .scalar(.init("1e308"))
            case .minusOne: .scalar(.init("-1"))
            case .zero: .scalar(.init("0"))
            case .hugeString: .scalar(.init(String(repeating: "x", count: 5_000)))
            case .alias: .scalar(.init(aliasMarker))
            }
        var text = try Yams.serialize(node: replacing(root, at: path[...], with: value))
        if mutation == .alias {
            // An alias of the panes list: defined when the mutated key comes after `panes`,
            // undefined (a YAML error) when before.
            text = text.replacingOccurrences(of: aliasMarker, with: "*P")
            if let range = text.range(of: "\npanes:") ?? text.range(of: "panes:") {
                text.replaceSubrange(range, with: text[range] + " &P")
            }
        }
        return text
    }

    /// Runs one mutated scene in-process; returns nil when the contract holds, else why not.
    /// `parsed` is set when the text made a scene.
    static func check(_ text: String, file: String, parsed: inout Bool) -> String? {
        let scene: Scene
        do {
            scene = try Scene.parse(text, file: file)
            parsed = true
        } catch let error as SceneError {
            return error.file == file && "\(error)".hasPrefix(file) ? nil : "refusal without the file: \(error)"
        } catch {
            return "not a SceneError: \(error)"
        }
        do {
            let runtime = try SceneRuntime(scene: scene)
            let compositor = Compositor(scene: scene)
            for sample in runtime.samples.prefix(2) {
                _ = compositor.displayList(for: try runtime.frame(for: sample))
            }
            return nil
        } catch let error as SceneError {
            return "\(error)".hasPrefix(file) ? nil : "refusal without the file: \(error)"
        } catch let error as ReelError {
            return "\(error)".contains(file) ? nil : "frame error without the file: \(error)"
        } catch {
            return "unexpected error type: \(error)"
        }
    }

    @Test(arguments: fixtures)
    func everyKeyOfTheFixtureMutatedKeepsTheContract(fixture: URL) throws {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let root = try #require(try Yams.compose(yaml: text))
        let paths = Self.paths(root)
        #expect(paths.count >= 10, "\(fixture.lastPathComponent) has \(paths.count) key paths")
        var failures: [String] = []
        var outcomes: [Bool: Int] = [:]
        for path in paths {
            for mutation in Mutation.allCases {
                let mutatedText = try Self.mutated(root, at: path, mutation)
                var parsed = false
                let problem = Self.check(mutatedText, file: fixture.path, parsed: &parsed)
                if let problem { failures.append("\(path) \(mutation): \(problem.prefix(300))") }
                outcomes[parsed, default: 0] += 1
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        // Both outcomes occur: some mutations are refused, some still make a scene.
        #expect(outcomes[true, default: 0] > 0 && outcomes[false, default: 0] > 0)
    }

    /// A sample through the built tool: the contract as a user (or CI) sees it.
    @Test func aSampleThroughTheBuiltReel() throws {
        let reel = BuiltTool("reel")
        let work = try TestFolders.temporary(prefix: "reel-mutations")
        defer { try? FileManager.default.removeItem(at: work) }
        let fixture = PackagePaths.scenes.appendingPathComponent("table.yaml")
        let root = try #require(try Yams.compose(yaml: try String(contentsOf: fixture, encoding: .utf8)))
        let paths = Self.paths(root)
        // Three frames a run instead of the fixture's 60 (the contract is the same for every
        // frame count; 60 made this test take a minute under load). The fixture must still say
        // 60, or the runs silently grow again.
        let fullLength = "frames: 60"
        #expect(try Yams.serialize(node: root).contains(fullLength), "table.yaml no longer has '\(fullLength)'")
        var refused = 0
        var rendered = 0
        for (index, mutation) in Mutation.allCases.enumerated() {
            for path in [paths[index % paths.count], paths[(index * 7 + 3) % paths.count]] {
                let scene = work.appendingPathComponent("m\(index)-\(mutation).yaml")
                var text = try Self.mutated(root, at: path, mutation)
                // A mutation of the frame count itself is kept as it is.
                if !path.contains(.key("frames")) {
                    text = text.replacingOccurrences(of: fullLength, with: "frames: 3")
                }
                try Data(text.utf8).write(to: scene)
                let out = work.appendingPathComponent("out-\(index)-\(refused + rendered)")
                let result = try reel.run(["render", scene.path, "--out", out.path, "--quiet", "--jobs", "2"])
                let files = TestFolders.files(in: out)
                #expect(!files.contains { $0.hasPrefix(".reel-staging") }, "\(path) \(mutation): \(files)")
                switch result.status {
                case 2:
                    refused += 1
                    #expect(result.stderr.contains(scene.path), "\(path) \(mutation): \(result.stderr)")
                    #expect(files.isEmpty, "\(path) \(mutation) left \(files)")
                case 0:
                    rendered += 1
                    let frames = files.filter { $0.hasPrefix("frame-") }
                    #expect(!frames.isEmpty)
                    for frame in frames where frame.hasSuffix(".png") {
                        let data = try Data(contentsOf: out.appendingPathComponent(frame))
                        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                    }
                default:
                    Issue.record("\(path) \(mutation): exit \(result.status): \(result.stderr.prefix(300))")
                }
            }
        }
        #expect(refused > 0)
        #expect(rendered > 0)
    }
}
