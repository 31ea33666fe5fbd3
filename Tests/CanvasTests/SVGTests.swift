import Canvas
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("SVG")
struct SVGTests {
    /// A drawing that makes cairo emit ids of several kinds: a group (surface), a clip, glyphs.
    static func render() throws -> Data {
        let tile = try ImageSurface(width: 4, height: 4)
        try tile.draw { try $0.paint(Color(red: 0, green: 0.6, blue: 0.2)) }
        let surface = try SVGSurface(width: 200, height: 120)
        try surface.draw { context in
            try context.paint(.white)
            try context.withGroup(opacity: 0.5) {
                try context.fill(CGRect(x: 10, y: 10, width: 80, height: 50), with: Color(red: 1, green: 0, blue: 0))
                try context.fill(
                    Path(ellipseIn: CGRect(x: 50, y: 30, width: 80, height: 50)), with: Color(red: 0, green: 0, blue: 1)
                )
            }
            try context.withClip(to: Path(roundedRect: CGRect(x: 120, y: 10, width: 60, height: 60), cornerRadius: 8)) {
                try context.fill(CGRect(x: 100, y: 0, width: 100, height: 100), with: .black)
            }
            try context.drawText("Reel 42", at: CGPoint(x: 100, y: 100), size: 14, color: .black, alignment: .center)
            try context.draw(tile, in: CGRect(x: 4, y: 90, width: 20, height: 20), opacity: 0.5)
        }
        return try surface.finish()
    }

    /// Every `id="…"` value in order.
    static func ids(in document: String) -> [String] {
        document.components(separatedBy: " id=\"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
    }

    @Test func documentIsWellFormedXMLInPixels() throws {
        let data = try Self.render()
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "XML error: \(String(describing: parser.parserError))")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("width=\"200px\" height=\"120px\""))
    }

    @Test func twoRendersInOneProcessAreByteIdentical() throws {
        let first = try Self.render()
        _ = try Self.render()
        let third = try Self.render()
        #expect(first == third)
    }

    @Test func idsAreNumberedFromOnePerPrefixInOrder() throws {
        _ = try Self.render()
        let text = String(decoding: try Self.render(), as: UTF8.self)
        let ids = Self.ids(in: text)
        #expect(!ids.isEmpty)
        var seen: [String: Int] = [:]
        for id in ids {
            let prefix = String(id.prefix { $0.isLetter })
            let number = Int(id.dropFirst(prefix.count))
            #expect(number != nil, "id \(id) is not letters + number")
            seen[prefix, default: 0] += 1
            #expect(number == seen[prefix], "id \(id) out of order")
        }
        #expect(seen["glyph"] != nil, "text makes glyph ids: \(ids)")
        #expect(seen["clip"] != nil, "the clip makes clip ids: \(ids)")
        #expect(seen["image"] != nil, "the embedded image makes image ids: \(ids)")
        let references = text.components(separatedBy: "#").dropFirst().compactMap {
            $0.split(whereSeparator: { $0 == "\"" || $0 == ")" }).first.map(String.init)
        }
        for reference in references where !reference.isEmpty && reference.first!.isLetter {
            #expect(ids.contains(reference), "reference #\(reference) has no definition")
        }
    }

    @Test func finishTwiceGivesTheSameBytesAndEndsDrawing() throws {
        let surface = try SVGSurface(width: 10, height: 10)
        try surface.draw { try $0.paint(.black) }
        let first = try surface.finish()
        #expect(try surface.finish() == first)
        let error = canvasError { try surface.draw { try $0.paint(.white) } }
        #expect(error?.description == "draw on SVG surface failed: the target surface has been finished")
    }

    @Test func writeToFileMatchesFinish() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame-0000.svg")
        let surface = try SVGSurface(width: 20, height: 10)
        try surface.draw { try $0.fill(CGRect(x: 1, y: 1, width: 5, height: 5), with: .black) }
        try surface.write(to: url)
        #expect(try Data(contentsOf: url) == surface.finish())
    }

    @Test(arguments: [0.0, -1.0, Double.nan, 40_000.0])
    func invalidSizeThrows(width: Double) {
        let error = canvasError { _ = try SVGSurface(width: width, height: 10) }
        #expect(error?.code == .invalidArgument)
        #expect(error?.operation == "create SVG surface")
        #expect(error?.reason.hasPrefix("width ") == true)
    }

    @Test func unwritablePathThrowsNamingIt() throws {
        let surface = try SVGSurface(width: 10, height: 10)
        let error = canvasError { try surface.write(to: URL(fileURLWithPath: "/nonexistent-layoutreel-dir/a.svg")) }
        #expect(error?.description == "write SVG failed: No such file or directory (/nonexistent-layoutreel-dir/a.svg)")
    }
}
