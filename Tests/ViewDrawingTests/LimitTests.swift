import Canvas
import Foundation
import Testing
import UIKit
import ViewCapture
import ViewDrawing

@Suite struct LimitTests {
    @Test func aHugeShadowRadiusIsDrawnAtTheLimitWithANote() throws {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 1_000_000
        outer.addSubview(card)
        let rendered = try ViewCapture().image(of: outer, renderer: LayerRenderer(scale: 1))
        #expect(rendered.notes.contains { $0.contains("1000000") && $0.contains("maxShadowRadius") })
        let captured = try ViewCapture().capture(outer)
        #expect(captured.layer.sublayers.first?.shadow?.radius == DrawingLimits.default.maxShadowRadius)
    }

    @Test func aLabelOfAMillionCharactersIsSetFromItsFirstTenThousand() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: 200_000)
        let captured = try ViewCapture().capture(label)
        #expect(captured.notes.contains { $0.contains("1000000 characters") })
        guard case .text(let text) = try #require(captured.layer.contents.first) else {
            Issue.record("expected text")
            return
        }
        #expect(text.lines.count < 30)
        #expect(text.lines.last?.text.hasSuffix("…") == true)
    }

    @Test func aHundredThousandSubviewsAreRefusedWithTheLimitNamed() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for _ in 0..<100_000 {
            root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        }
        #expect {
            try ViewCapture().capture(root)
        } throws: { error in
            guard case ViewDrawingError.tooManyLayers(_, let limit, _) = error else { return false }
            return limit == 10_000 && "\(error)".contains("DrawingLimits.maxLayers")
        }
    }

    @Test func aLayerAddedToItsOwnDescendantIsRefusedAsACycle() throws {
        let outer = CALayer()
        let inner = CALayer()
        outer.addSublayer(inner)
        inner.addSublayer(outer)
        #expect {
            try ViewCapture().capture(outer)
        } throws: { error in
            guard case ViewDrawingError.layerCycle(let path) = error else { return false }
            return path.count == 3 && "\(error)".contains("cycle")
        }
    }

    @Test func aTreeDeeperThanTheLimitIsRefused() throws {
        var layer = DrawnLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for _ in 0..<300 {
            var parent = DrawnLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.sublayers = [layer]
            layer = parent
        }
        #expect(throws: ViewDrawingError.self) {
            _ = try LayerRenderer(scale: 1).image(of: layer)
        }
    }

    @Test func aSingularTransformDrawsNothingInsteadOfFailing() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let flat = UIView(frame: view.bounds)
        flat.backgroundColor = .red
        flat.transform = CGAffineTransform(scaleX: 0, y: 1)
        view.addSubview(flat)
        #expect(try pixels(of: view)[10, 10].alpha == 0)
    }
}
