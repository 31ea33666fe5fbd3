import Canvas
import Foundation
import Geometry
import HeadlessUI
import UIKit
import ViewDrawing

extension CaptureSession {
    /// What the layer (or the view that owns it) draws of its own.
    func contents(of layer: Layer, view: View?, traits: TraitCollection) -> [LayerContent] {
        var contents: [LayerContent] = []
        if let shape = layer as? ShapeLayer {
            contents += shapeContents(of: shape).map(LayerContent.shape)
        }
        if let gradient = layer as? GradientLayer, let content = gradientContent(of: gradient) {
            contents.append(.gradient(content))
        }
        switch view {
        case let effect as UIVisualEffectView:
            if let blur = effect.effect as? UIBlurEffect {
                contents.append(.fill(effect.bounds, blur.tintColor.resolvedColor(with: traits).color))
            }
        case let label as UILabel:
            if let text = textContent(of: label, traits: traits) { contents.append(.text(text)) }
        case let imageView as UIImageView:
            let image = imageView.isHighlighted ? (imageView.highlightedImage ?? imageView.image) : imageView.image
            if let image {
                contents.append(
                    imageContent(
                        image, in: imageView.bounds, mode: imageView.contentMode,
                        clip: imageView.clipsToBounds ? imageView.bounds : nil,
                        tint: imageView.tintColor.resolvedColor(with: traits).color))
            }
        case let button as UIButton:
            contents += buttonContents(of: button, traits: traits)
        case let list as UIListContentView:
            contents += listContents(of: list, traits: traits)
        default:
            break
        }
        return contents
    }

    /// A shape layer's fill and stroke; a stroke cut by `strokeStart`/`strokeEnd` is its own
    /// piece, along the trimmed path, over the fill of the whole path.
    private func shapeContents(of layer: ShapeLayer) -> [ShapeContent] {
        guard let path = layer.path?.path, !path.isEmpty else { return [] }
        let dash = (layer.lineDashPattern ?? []).map(\.doubleValue)
        let cap: StrokeStyle.LineCap =
            switch layer.lineCap {
            case .round: .round
            case .square: .square
            default: .butt
            }
        let join: StrokeStyle.LineJoin =
            switch layer.lineJoin {
            case .round: .round
            case .bevel: .bevel
            default: .miter
            }
        let stroke = StrokeStyle(
            lineWidth: Double(layer.lineWidth), dash: dash, dashPhase: Double(layer.lineDashPhase), lineCap: cap,
            lineJoin: join)
        let evenOdd = layer.fillRule == .evenOdd
        guard layer.strokeStart != 0 || layer.strokeEnd != 1, let strokeColor = layer.strokeColor?.color else {
            return [
                ShapeContent(
                    path: path, fillColor: layer.fillColor?.color, evenOdd: evenOdd,
                    strokeColor: layer.strokeColor?.color, stroke: stroke)
            ]
        }
        let trimmed = path.trimmed(from: Double(layer.strokeStart), to: Double(layer.strokeEnd))
        return [
            ShapeContent(path: path, fillColor: layer.fillColor?.color, evenOdd: evenOdd),
            ShapeContent(path: trimmed, fillColor: nil, strokeColor: strokeColor, stroke: stroke),
        ].filter { !$0.path.isEmpty }
    }

    private func gradientContent(of layer: GradientLayer) -> GradientContent? {
        let colors = layer.gradientColors.map(\.color)
        guard !colors.isEmpty else { return nil }
        let given = (layer.locations ?? []).map(\.doubleValue)
        let locations =
            given.count == colors.count
            ? given : colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        let stops = zip(locations, colors).map { Gradient.Stop(location: $0, color: $1) }
        let bounds = layer.bounds
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(layer.startPoint)
        let end = point(layer.endPoint)
        let kind: Gradient.Kind
        switch layer.type {
        case .radial:
            kind = .radial(center: start, radii: CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y)))
        default:
            if layer.type == .conic {
                note("a conic gradient is drawn as an axial one (conic gradients are not drawn yet)")
            }
            kind = .axial(start: start, end: end)
        }
        return GradientContent(rect: bounds, gradient: Gradient(stops: stops, kind: kind))
    }

    private func textContent(of label: UILabel, traits: TraitCollection) -> TextContent? {
        guard let text = label.text, !text.isEmpty else { return nil }
        let color =
            (label.isHighlighted ? label.highlightedTextColor : nil) ?? label.textColor ?? UIColor.label
        let alignment: TextSetter.Alignment
        switch label.textAlignment {
        case .center: alignment = .center
        case .right: alignment = .right
        case .natural: alignment = label.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        case .left, .justified: alignment = .left
        }
        return setText(
            text, font: label.textFont, in: label.bounds, numberOfLines: label.numberOfLines, alignment: alignment,
            lineBreakMode: label.lineBreakMode, color: color.resolvedColor(with: traits).color)
    }

    /// Sets `text` with the limit on characters, noting a cut.
    func setText(
        _ text: String, font: Label.TextFont, in rect: CGRect, numberOfLines: Int, alignment: TextSetter.Alignment,
        lineBreakMode: NSLineBreakMode, color: Color
    ) -> TextContent? {
        var text = text
        if text.utf8.count > limits.maxTextCharacters, text.count > limits.maxTextCharacters {
            note(
                "a text of \(text.count) characters is set from its first \(limits.maxTextCharacters) "
                    + "(DrawingLimits.maxTextCharacters)")
            text = String(text.prefix(limits.maxTextCharacters))
        }
        guard let setter = TextSetter(font: font) else {
            note("the bundled font \(font.file.fileName) cannot be read: text is not drawn")
            return nil
        }
        return setter.set(
            text, in: rect, numberOfLines: numberOfLines, alignment: alignment, lineBreakMode: lineBreakMode,
            color: color)
    }
}
