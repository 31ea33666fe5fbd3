import Foundation
import TestSupport
import Testing

/// docs/dump-format.md against the `reel` that is built: its example is the exact first line of
/// the dump, and every key its tables list is a key the dump writes, in that order.
@Suite("docs/dump-format.md matches reel dump")
struct DumpFormatDocTests {
    static let page = PackagePaths.root.appendingPathComponent("docs/dump-format.md")

    func dump(_ scene: String) throws -> String {
        let result = try reel.run(["dump", PackagePaths.root.appendingPathComponent(scene).path])
        #expect(result.status == 0)
        return result.stdout
    }

    @Test func theExampleIsTheDumpsFirstLine() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let example = try #require(
            text.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let first = try #require(try dump("Fixtures/scenes/golden-parabolic.yaml").split(separator: "\n").first)
        #expect(example == String(first))
    }

    @Test func theTablesListTheKeysTheDumpWritesInOrder() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        // The shape line under each heading: `{"index", "time", "panes": [...]}`.
        func shape(after heading: String) throws -> [String] {
            let section = try #require(text.components(separatedBy: "## \(heading)\n").dropFirst().first)
            let line = try #require(
                section.components(separatedBy: "```\n").dropFirst().first?.split(separator: "\n").first)
            // Top-level keys only: skip what is inside nested braces.
            var keys: [String] = []
            var depth = 0
            var current = ""
            var inString = false
            for character in line {
                if character == "\"" {
                    inString.toggle()
                    if !inString && depth == 1 { keys.append(current) }
                    current = ""
                } else if inString {
                    current.append(character)
                } else if character == "{" || character == "[" {
                    depth += 1
                } else if character == "}" || character == "]" {
                    depth -= 1
                }
            }
            return keys
        }
        // Keys as written by reel: parallax pages report pager events and inspectable values,
        // the table has supplementary views.
        let dumps = try [
            "Fixtures/scenes/golden-parabolic.yaml", "Fixtures/scenes/parallaxPages.yaml",
            "Fixtures/scenes/golden-table.yaml",
        ].map(dump)
        var documentKeys: Set<String> = []
        var frameKeys: Set<String> = []
        var paneKeys: Set<String> = []
        var elementKeys: Set<String> = []
        for text in dumps {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            documentKeys.formUnion(object.keys)
            for frame in object["frames"] as? [[String: Any]] ?? [] {
                frameKeys.formUnion(frame.keys)
                for pane in frame["panes"] as? [[String: Any]] ?? [] {
                    paneKeys.formUnion(pane.keys)
                    for element in pane["elements"] as? [[String: Any]] ?? [] { elementKeys.formUnion(element.keys) }
                }
            }
        }
        let shapes = try ["Document", "Frame", "Pane", "Element"].map { try shape(after: $0) }
        #expect(shapes[0] == ["scene", "canvas", "frames"] && Set(shapes[0]) == documentKeys)
        #expect(Set(shapes[1]) == frameKeys)
        #expect(Set(shapes[2]) == paneKeys)
        #expect(Set(shapes[3]) == elementKeys)
        #expect(elementKeys.contains("values") && paneKeys.contains("events"))
        // The order: within every written object, the documented keys that it has come in the
        // documented order (checked on each element and pane of the parallax dump's first line).
        let line = try #require(dumps[1].split(separator: "\n").first.map(String.init))
        func inOrder(_ keys: [String], from start: String.Index, to end: String.Index) -> Bool {
            let positions = keys.compactMap { line.range(of: "\"\($0)\":", range: start..<end)?.lowerBound }
            return positions == positions.sorted() && !positions.isEmpty
        }
        let elementStarts = line.ranges(of: "{\"category\":").map(\.lowerBound)
        #expect(!elementStarts.isEmpty)
        for (start, end) in zip(elementStarts, elementStarts.dropFirst() + [line.endIndex]) {
            #expect(inOrder(shapes[3], from: start, to: end))
        }
        #expect(inOrder(shapes[2], from: line.startIndex, to: line.endIndex))
        #expect(inOrder(shapes[1], from: line.startIndex, to: line.endIndex))
    }
}
