import Canvas
import Foundation
import Testing
import UIKit
import ViewCapture
import ViewDrawing

@Suite struct CodingTests {
    /// A captured tree crosses a process boundary as JSON (a preview child sends its cells to
    /// `reel` so) and comes back equal, drawing the same bytes.
    @Test func aCapturedCellRoundTripsThroughJSONAndDrawsTheSameBytes() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        let cell = CellFixtures.card(title: "Round trip", subtitle: "through JSON and back")
        cell.frame.origin = CGPoint(x: 16, y: 16)
        cell.transform = CGAffineTransform(rotationAngle: 0.05)
        root.addSubview(cell)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.type = .radial
        root.layer.addSublayer(gradient)
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 300, y: 0, width: 30, height: 20)).cgPath
        shape.lineDashPattern = [3, 2]
        shape.strokeColor = UIColor.black.cgColor
        root.layer.addSublayer(shape)
        root.mask = UIView(frame: root.bounds)
        root.mask?.backgroundColor = .black
        let tree = try ViewCapture().capture(root).layer
        let data = try JSONEncoder().encode(tree)
        let decoded = try JSONDecoder().decode(DrawnLayer.self, from: data)
        #expect(decoded == tree)
        let first = try LayerRenderer(scale: 1).image(of: tree).pngData()
        let second = try LayerRenderer(scale: 1).image(of: decoded).pngData()
        #expect(first == second)
    }

    @Test func aContentOfAnUnknownKindIsRefused() {
        let json = Data(#"{"kind": "hologram"}"#.utf8)
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(LayerContent.self, from: json)
        }
    }
}

@Suite struct SVGDrawingTests {
    /// The same renderer draws into an SVG document (frames can be SVG): text as glyphs, the
    /// blurred shadow as an embedded image, the same bytes each time.
    @Test func aCellDrawsIntoAnSVGDocument() throws {
        func svg() throws -> Data {
            let cell = CellFixtures.card(title: "Vector", subtitle: "an SVG frame")
            cell.frame.origin = CGPoint(x: 16, y: 16)
            let tree = try ViewCapture().capture(cell).layer
            let surface = try SVGSurface(width: 390, height: 120)
            try surface.draw { context in try LayerRenderer(scale: 2).draw(tree, in: context) }
            return try surface.finish()
        }
        let first = try svg()
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("<image"))
        #expect(first == (try svg()))
    }
}
