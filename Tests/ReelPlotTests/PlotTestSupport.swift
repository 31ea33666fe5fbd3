import Foundation
import Reel
import TestSupport

@testable import ReelPlot

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Paths and helpers shared by the plot tests.
enum PlotTestSupport {
    /// The package's root folder.
    static let packageRoot = PackagePaths.root

    /// The seed's parabola scene (ParabolicMovementLayout with the demo's values).
    static func parabolaScene() throws -> Scene {
        try Scene.load(contentsOf: packageRoot.appendingPathComponent("docs/scenes/parabola.yaml"))
    }

    /// The element names and attributes of an XML document, or the parser's error.
    static func parseXML(_ data: Data) -> Result<[(name: String, attributes: [String: String])], Error> {
        let collector = ElementCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            return .failure(parser.parserError ?? CocoaError(.propertyListReadCorrupt))
        }
        return .success(collector.elements)
    }

    /// The points of every stroked `<path>` whose style has `stroke-width:WIDTH`, as the
    /// `M x y L x y …` numbers of its `d` attribute.
    static func strokedPaths(in data: Data, width: String) throws -> [[(x: Double, y: Double)]] {
        let elements = try parseXML(data).get()
        return elements.filter {
            $0.name == "path" && ($0.attributes["style"] ?? "").contains("stroke-width:\(width);")
        }
        .map { element in
            let numbers = (element.attributes["d"] ?? "").split(separator: " ").compactMap { Double($0) }
            return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        }
    }

    private final class ElementCollector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            elements.append((elementName, attributeDict))
        }
    }
}
