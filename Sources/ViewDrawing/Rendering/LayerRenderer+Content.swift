import Canvas
import Foundation
import Geometry

extension LayerRenderer {
    /// Draws one piece of `layer`'s own content.
    func draw(_ content: LayerContent, of layer: DrawnLayer, in context: GraphicsContext) throws {
        switch content {
        case .shape(let shape):
            if let fill = shape.fillColor, fill.alpha > 0 {
                try context.fill(shape.path, with: fill, rule: shape.evenOdd ? .evenOdd : .winding)
            }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.stroke.lineWidth > 0 {
                try context.stroke(shape.path, with: stroke, style: shape.stroke)
            }
        case .gradient(let gradient):
            // Rounded with the layer's corners, as Core Animation draws a gradient layer.
            let path =
                gradient.rect == layer.bounds
                ? layer.shapePath
                : Path(rect: gradient.rect, cornerRadius: layer.cornerRadius, corners: layer.roundedCorners)
            try context.fill(path, with: gradient.gradient)
        case .text(let text):
            try draw(text, in: context)
        case .image(let image):
            guard let surface = decoded(image.source) else {
                return try drawPlaceholderBox(image.rect, in: context)
            }
            try context.withSavedState {
                if let clip = image.clip { try context.clip(to: clip) }
                try context.draw(surface, in: image.rect)
            }
        case .placeholder(let placeholder):
            try context.fill(placeholder.rect, with: placeholder.fill)
            if placeholder.rect.width > 1, placeholder.rect.height > 1 {
                try context.stroke(placeholder.rect.insetBy(dx: 0.5, dy: 0.5), with: placeholder.stroke, lineWidth: 1)
            }
            if let caption = placeholder.caption { try draw(caption, in: context) }
        case .fill(let rect, let color):
            try context.fill(rect, with: color)
        }
    }

    /// Draws text lines, clipped to the text's rectangle.
    private func draw(_ text: TextContent, in context: GraphicsContext) throws {
        guard text.color.alpha > 0, text.pointSize > 0, text.pointSize.isFinite,
            text.lines.contains(where: { !$0.text.isEmpty })
        else { return }
        try context.withSavedState {
            if let clip = text.clip { try context.clip(to: clip) }
            for line in text.lines where !line.text.isEmpty {
                try context.drawText(
                    line.text, penAt: line.pen, size: text.pointSize, color: text.color, weight: text.weight)
            }
        }
    }

    /// A grey box where an image that cannot be decoded would be.
    private func drawPlaceholderBox(_ rect: CGRect, in context: GraphicsContext) throws {
        try context.fill(rect, with: Color(white: 0.5, alpha: 0.15))
    }

    /// The decoded image of `source` (decoded once per renderer), or nil with a note when it is
    /// not a PNG that can be read.
    func decoded(_ source: ImageSource) -> ImageSurface? {
        if let known = images[source] { return known }
        let surface: ImageSurface?
        do {
            surface = try ImageSurface.decodePNG(source.data)
        } catch {
            surface = nil
            note("the image \(source.name.map { "“\($0)” " } ?? "")is drawn as a grey box: \(error)")
        }
        if images.count >= 256 { images.removeAll() }
        images[source] = surface
        return surface
    }
}
