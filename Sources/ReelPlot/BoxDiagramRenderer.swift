import Canvas
import Foundation
import Reel

/// Draws a ``BoxDiagram`` with Canvas. The same diagram always gives the same bytes.
///
/// Titles (the diagram's and each box's) are bold; a box's lines, notes and arrow labels are
/// regular, in a lighter ink.
public enum BoxDiagramRenderer {
    static let ink = Color(red: 0.17, green: 0.17, blue: 0.19)
    static let subtle = Color(red: 0.35, green: 0.35, blue: 0.38)

    /// The diagram as an SVG document.
    ///
    /// - Throws: ``ReelError/invalidOption(_:)`` when an arrow names a missing box;
    ///   `CanvasError` when cairo fails.
    public static func svg(_ diagram: BoxDiagram) throws -> Data {
        let surface = try SVGSurface(width: diagram.width, height: diagram.height)
        try surface.draw { try draw(diagram, in: $0) }
        return try surface.finish()
    }

    /// The diagram as a PNG image at `scale` pixels per point.
    ///
    /// - Throws: As ``svg(_:)``.
    public static func png(_ diagram: BoxDiagram, scale: Double = 2) throws -> Data {
        let surface = try ImageSurface(width: diagram.width, height: diagram.height, scale: scale)
        try surface.draw { try draw(diagram, in: $0) }
        return try surface.pngData()
    }

    /// Draws `diagram` into `context`: background, arrows, then boxes over them, then text.
    public static func draw(_ diagram: BoxDiagram, in context: GraphicsContext) throws {
        try context.fill(CGRect(x: 0, y: 0, width: diagram.width, height: diagram.height), with: .white)
        if let title = diagram.title {
            try context.drawText(
                title, at: CGPoint(x: 16, y: 20), size: 15, color: ink, weight: .bold, alignment: .left,
                verticalAlignment: .center)
        }
        for arrow in diagram.arrows {
            guard let from = diagram.box(arrow.from), let to = diagram.box(arrow.to) else {
                throw ReelError.invalidOption(
                    "diagram arrow \(arrow.from) → \(arrow.to) names a box that does not exist")
            }
            try drawArrow(arrow, from: from.frame, to: to.frame, in: context)
        }
        for box in diagram.boxes {
            let path = Path(roundedRect: box.frame, cornerRadius: 8)
            try context.fill(path, with: box.fill)
            try context.stroke(path, with: ink.withAlpha(0.55), lineWidth: 1)
            let centreX = box.frame.origin.x + box.frame.size.width / 2
            let lineHeight = 14.0
            let blockHeight = 17 + Double(box.lines.count) * lineHeight
            var y = box.frame.origin.y + (box.frame.size.height - blockHeight) / 2 + 8
            try context.drawText(
                box.title, at: CGPoint(x: centreX, y: y), size: 13, color: ink, weight: .bold, alignment: .center,
                verticalAlignment: .center)
            y += 17
            for line in box.lines {
                try context.drawText(
                    line, at: CGPoint(x: centreX, y: y), size: 10.5, color: subtle, weight: .regular,
                    alignment: .center, verticalAlignment: .center)
                y += lineHeight
            }
        }
        for note in diagram.notes {
            try context.drawText(
                note.text, at: note.at, size: 11, color: subtle, weight: .regular, alignment: .left,
                verticalAlignment: .center)
        }
    }

    private static func drawArrow(_ arrow: BoxDiagram.Arrow, from: CGRect, to: CGRect, in context: GraphicsContext)
        throws
    {
        let fromCentre = CGPoint(x: from.origin.x + from.size.width / 2, y: from.origin.y + from.size.height / 2)
        let toCentre = CGPoint(x: to.origin.x + to.size.width / 2, y: to.origin.y + to.size.height / 2)
        let start = BoxDiagram.exit(from: from, towards: toCentre)
        let end = BoxDiagram.exit(from: to, towards: fromCentre)
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1 else { return }
        let ux = dx / length
        let uy = dy / length
        let head = 9.0
        let base = CGPoint(x: end.x - ux * head, y: end.y - uy * head)
        var shaft = Path()
        shaft.move(to: start)
        shaft.addLine(to: base)
        try context.stroke(shaft, with: subtle, style: StrokeStyle(lineWidth: 1.5, dash: arrow.dashed ? [5, 4] : []))
        let tip = Path(polygon: [
            end,
            CGPoint(x: base.x - uy * head * 0.45, y: base.y + ux * head * 0.45),
            CGPoint(x: base.x + uy * head * 0.45, y: base.y - ux * head * 0.45),
        ])
        try context.fill(tip, with: subtle)
        if let label = arrow.label {
            let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
            let extents = try TextExtents.measure(label, size: 10, weight: .regular)
            let box = CGRect(
                x: middle.x - extents.advance / 2 - 3, y: middle.y - 7, width: extents.advance + 6, height: 14)
            try context.fill(box, with: Color.white.withAlpha(0.9))
            try context.drawText(
                label, at: middle, size: 10, color: subtle, weight: .regular, alignment: .center,
                verticalAlignment: .center)
        }
    }
}
