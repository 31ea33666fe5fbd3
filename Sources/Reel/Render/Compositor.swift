import Canvas
import CollectionLayout
import Foundation
import ViewDrawing

/// Turns a frame's layout state into a display list: elements in draw order (the order of
/// docs/dump-format.md), each its bounds rectangle transformed about its centre and placed at
/// `center − contentOffset`; alpha as group opacity; hidden or fully transparent elements and
/// (unless asked) back faces skipped; panes clipped to their frames; the `content` view scales
/// the whole content to fit and draws the viewport over it.
public struct Compositor: Sendable {
    /// The scene whose canvas, panes, styles, palette, view and overlays the lists follow.
    public var scene: Scene

    /// A compositor for `scene`'s frames.
    public init(scene: Scene) {
        self.scene = scene
    }

    /// The display list of `frame`: the scene's canvas size and background, and each pane's
    /// commands in pane order (a pane state without a pane in the scene is ignored). Pure: the
    /// same frame always gives the same list.
    public func displayList(for frame: FrameState) -> DisplayList {
        var commands: [DrawCommand] = []
        for (index, pane) in frame.panes.enumerated() where index < scene.panes.count {
            commands.append(contentsOf: paneCommands(pane, spec: scene.panes[index]))
        }
        return DisplayList(
            width: scene.canvas.width, height: scene.canvas.height,
            background: scene.canvas.background, commands: commands)
    }

    // MARK: Panes

    private func paneCommands(_ pane: PaneFrame, spec: PaneSpec) -> [DrawCommand] {
        let paneRect = spec.frame
        var inner: [DrawCommand] = []
        // A dark pane without a background of its own shows UIKit's dark systemBackground.
        if let background = spec.background ?? (spec.appearance == .dark ? Palette.darkBackground : nil) {
            inner.append(
                .shape(.rectangle(CGRect(origin: .zero, size: paneRect.size)), fill: background, stroke: nil))
        }
        if let background = pane.background, scene.draw != .boxes, scene.view == .screen {
            inner.append(.layerTree(background))
        }
        let styles = spec.styles ?? scene.styles
        switch scene.view {
        case .screen:
            let region = DrawableRange.region(of: pane, view: .screen)
            inner += pane.elements.flatMap {
                elementCommands(
                    $0, origin: pane.contentOffset, region: region, styles: styles, sections: spec.itemCounts.count)
            }
            inner += overlayCommands(pane, origin: pane.contentOffset, scale: 1)
        case .content:
            let extent = pane.contentExtent
            let scale = min(paneRect.width / extent.width, paneRect.height / extent.height)
            let fitted = CGSize(width: extent.width * scale, height: extent.height * scale)
            let placement = CGAffineTransform(translationX: -extent.minX, y: -extent.minY)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(
                    CGAffineTransform(
                        translationX: (paneRect.width - fitted.width) / 2, y: (paneRect.height - fitted.height) / 2))
            var content: [DrawCommand] = [
                .shape(.rectangle(extent), fill: nil, stroke: Stroke(color: Palette.guide, width: 1 / scale))
            ]
            let region = DrawableRange.region(of: pane, view: .content)
            content += pane.elements.flatMap {
                elementCommands($0, origin: .zero, region: region, styles: styles, sections: spec.itemCounts.count)
            }
            content += overlayCommands(pane, origin: .zero, scale: scale)
            content.append(viewportCommand(pane, scale: scale))
            inner.append(.transformed(placement, content))
        }
        if scene.overlays.offsetReadout {
            inner.append(contentsOf: readoutCommands(pane, size: paneRect.size))
        }
        let placed = DrawCommand.transformed(CGAffineTransform(translationX: paneRect.minX, y: paneRect.minY), inner)
        let title = titleCommands(spec)
        guard spec.clips else { return [placed] + title }
        return [.clipped(.rectangle(paneRect), [placed])] + title
    }

    /// A pane's caption (a variant's name), on the canvas just above what it captions (the
    /// variant's screen, else the pane), left-aligned, and a hairline around the screen's edges.
    private func titleCommands(_ spec: PaneSpec) -> [DrawCommand] {
        guard let title = spec.title, !title.isEmpty else { return [] }
        let frame = spec.captionFrame ?? spec.frame
        return [
            .shape(
                .rectangle(frame.insetBy(dx: -0.5, dy: -0.5)), fill: nil,
                stroke: Stroke(color: Palette.guide, width: 1)),
            .text(
                TextCommand(
                    title, at: CGPoint(x: frame.minX, y: frame.minY - 12), fontSize: 13, color: Palette.text,
                    alignment: .left)),
        ]
    }

    private func viewportCommand(_ pane: PaneFrame, scale: CGFloat) -> DrawCommand {
        let viewport = CGRect(origin: pane.contentOffset, size: pane.boundsSize)
        return .shape(
            .rectangle(viewport), fill: Palette.viewport.withAlpha(0.10),
            stroke: Stroke(color: Palette.viewport, width: 3 / scale))
    }

    // MARK: Elements

    /// `sections`: the pane's section count, for the `{index}` label placeholder.
    private func elementCommands(
        _ element: ElementSnapshot, origin: CGPoint, region: CGRect, styles: StyleSheet, sections: Int
    ) -> [DrawCommand] {
        guard element.isDrawn, element.size.width > 0, element.size.height > 0 else { return [] }
        let placement = ElementPlacement(snapshot: element, origin: origin)
        // Nothing of an element far outside what the pane shows could show (DrawableRange).
        if let bounds = DrawableRange.bounds(of: placement), !DrawableRange.isNear(bounds, region) { return [] }
        if placement.projective != nil {
            guard placement.corners != nil else { return [] }
            if placement.isBackFacing && !scene.showsBackFaces { return [] }
        }
        let style = styles.style(for: element.category, kind: element.kind)
        let local = CGRect(origin: .zero, size: element.size)
        let outline = Self.outline(style: style, in: local)
        let fill = fillColor(style: style, element: element)
        let stroke = style.stroke.map { Stroke(color: $0, width: style.strokeWidth) }

        var decorations: [DrawCommand] = element.layers.flatMap {
            layerCommands($0, base: fill ?? Palette.guide, styles: styles)
        }
        if let template = style.label {
            let text = LabelTemplate.render(template, for: element, sections: sections)
            if !text.isEmpty {
                decorations.append(
                    .text(
                        TextCommand(
                            text, at: CGPoint(x: local.midX, y: local.midY), fontSize: style.fontSize,
                            color: style.labelColor)))
            }
        }

        var body: [DrawCommand]
        if let drawing = element.drawing, scene.draw != .boxes {
            body = drawnBody(
                drawing, outline: outline, placement: placement,
                overlay: scene.draw == .both
                    ? boxOverlay(style: style, outline: outline, fill: fill, decorations: decorations) : [])
            guard element.alpha < 1 else { return body }
            // A cell's shadow may reach past its bounds: the group is not cut to them.
            return [.group(opacity: element.alpha, bounds: nil, body)]
        } else if placement.projective != nil {
            let polygon = Self.flatten(outline).compactMap(placement.map)
            body = [.shape(.polygon(polygon), fill: fill, stroke: nil)]
            if !decorations.isEmpty {
                body.append(.clipped(.polygon(polygon), [.transformed(placement.bestAffine(), decorations)]))
            }
            if let stroke { body.append(.shape(.polygon(polygon), fill: nil, stroke: stroke)) }
        } else {
            var local: [DrawCommand] = [.shape(outline, fill: fill, stroke: nil)]
            if !decorations.isEmpty { local.append(.clipped(outline, decorations)) }
            if let stroke { local.append(.shape(outline, fill: nil, stroke: stroke)) }
            body = [.transformed(placement.affine, local)]
        }
        guard element.alpha < 1 else { return body }
        // Everything the element draws lies inside its placed outline (decorations are clipped
        // to it); the stroke and antialiasing reach a little further.
        let reach = (stroke?.style.lineWidth ?? 0) + 1
        let placed = placement.corners.map { corners in
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(
                x: xs.min() ?? 0, y: ys.min() ?? 0,
                width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
        }
        return [.group(opacity: element.alpha, bounds: placed?.insetBy(dx: -reach, dy: -reach), body)]
    }

    /// An element's captured view placed as its box would be (a projected element's view is
    /// drawn with the closest affine placement, clipped to the projected outline), with
    /// `overlay` (in the element's coordinates) over it.
    private func drawnBody(
        _ drawing: DrawnLayer, outline: ShapeGeometry, placement: ElementPlacement, overlay: [DrawCommand]
    ) -> [DrawCommand] {
        let local: [DrawCommand] = [.layerTree(drawing)] + overlay
        guard placement.projective != nil else { return [.transformed(placement.affine, local)] }
        let polygon = Self.flatten(outline).compactMap(placement.map)
        return [.clipped(.polygon(polygon), [.transformed(placement.bestAffine(), local)])]
    }

    /// What `draw: both` puts over a captured view: the box's outline (its stroke, else a
    /// 2-point line in its fill colour) and its label in the outline's colour.
    private func boxOverlay(
        style: ElementStyle, outline: ShapeGeometry, fill: Color?, decorations: [DrawCommand]
    ) -> [DrawCommand] {
        let color = style.stroke ?? fill ?? Palette.guide
        let width = style.stroke != nil && style.strokeWidth > 0 ? style.strokeWidth : 2
        var commands: [DrawCommand] = [.shape(outline, fill: nil, stroke: Stroke(color: color, width: width))]
        for case .text(var text) in decorations {
            text.color = color.withAlpha(1)
            commands.append(.text(text))
        }
        return commands
    }

    private func layerCommands(_ layer: AppearanceLayer, base: Color, styles: StyleSheet) -> [DrawCommand] {
        guard layer.alpha > 0 else { return [] }
        // A role the scene styles uses exactly that style (`fill: none` draws no shape); an
        // unstyled role gets the built-in look, which for `image` follows the element's colour.
        let roleStyle = styles.roles[layer.role]
        let frame = layer.frame
        let aboutCentre = layer.transform.about(CGPoint(x: frame.midX, y: frame.midY))
        var commands: [DrawCommand] = []
        let fill = roleStyle.map { $0.fill } ?? Palette.defaultFill(role: layer.role, base: base)
        if let fill {
            commands.append(
                .shape(.outline(layer.shape, in: frame), fill: fill.withAlpha(fill.alpha * layer.alpha), stroke: nil))
        }
        if let text = layer.text, !text.isEmpty {
            let color =
                (roleStyle?.textColor ?? LayerStyle.defaults[layer.role]?.textColor ?? LayerStyle.fallback.textColor)
                ?? .white
            commands.append(
                .text(
                    TextCommand(
                        text, at: CGPoint(x: frame.midX, y: frame.midY), fontSize: layer.fontSize,
                        color: color.withAlpha(color.alpha * layer.alpha))))
        }
        guard layer.transform != .identity else { return commands }
        return [.transformed(aboutCentre, commands)]
    }

    private func fillColor(style: ElementStyle, element: ElementSnapshot) -> Color? {
        switch style.fill {
        case .none:
            return nil
        case .color(let color):
            return color
        case .palette:
            guard !scene.palette.isEmpty else { return Palette.text }
            if scene.distinctColors {
                return DistinctPalette.color(section: element.section, item: element.item, base: scene.palette)
            }
            let index = (element.item + element.section * 7) % scene.palette.count
            return scene.palette[(index + scene.palette.count) % scene.palette.count]
        }
    }

    static func outline(style: ElementStyle, in rect: CGRect) -> ShapeGeometry {
        .outline(
            style.shape.withCornerRadius(CGFloat(min(style.cornerRadius, min(rect.width, rect.height) / 2))), in: rect)
    }

    /// A shape as points, for mapping through a projective placement.
    static func flatten(_ shape: ShapeGeometry) -> [CGPoint] {
        switch shape {
        case .outline(.rectangle, let r):
            return [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ]
        case .polygon(let points):
            return points
        case .outline(.ellipse, let r):
            return (0..<64).map { step in
                let angle = Double(step) / 64 * 2 * .pi
                return CGPoint(x: r.midX + cos(angle) * r.width / 2, y: r.midY + sin(angle) * r.height / 2)
            }
        case .outline(.roundedRectangle(let radius), let r):
            let centres = [
                (CGPoint(x: r.maxX - radius, y: r.minY + radius), -Double.pi / 2),
                (CGPoint(x: r.maxX - radius, y: r.maxY - radius), 0),
                (CGPoint(x: r.minX + radius, y: r.maxY - radius), Double.pi / 2),
                (CGPoint(x: r.minX + radius, y: r.minY + radius), Double.pi),
            ]
            return centres.flatMap { centre, start in
                (0...8).map { step in
                    let angle = start + Double(step) / 8 * (.pi / 2)
                    return CGPoint(x: centre.x + cos(angle) * radius, y: centre.y + sin(angle) * radius)
                }
            }
        }
    }

    // MARK: Overlays

    private func overlayCommands(_ pane: PaneFrame, origin: CGPoint, scale: CGFloat) -> [DrawCommand] {
        let overlays = scene.overlays
        guard overlays.frameOutlines || overlays.indexLabels || overlays.zIndexBadges else { return [] }
        var commands: [DrawCommand] = []
        let unit = 1 / scale
        let region = DrawableRange.region(of: pane, view: scene.view)
        for element in pane.elements where element.isDrawn {
            let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            guard DrawableRange.isNear(frame, region) else { continue }
            if overlays.frameOutlines {
                commands.append(
                    .shape(
                        .rectangle(frame), fill: nil,
                        stroke: Stroke(color: Palette.outline, width: unit, dash: [4 * unit, 3 * unit])))
            }
            if overlays.indexLabels {
                let text =
                    element.category == .cell
                    ? "\(element.section)-\(element.item)"
                    : "\(StyleSheet.shortName(forKind: element.kind ?? "cell")) \(element.section)-\(element.item)"
                commands.append(
                    .text(
                        TextCommand(
                            text, at: CGPoint(x: frame.minX + 3 * unit, y: frame.minY + 8 * unit),
                            fontSize: 10 * unit, color: Palette.outline, alignment: .left)))
            }
            if overlays.zIndexBadges {
                let radius = 9 * unit
                let centre = CGPoint(x: frame.maxX - radius - 2 * unit, y: frame.minY + radius + 2 * unit)
                commands.append(
                    .shape(
                        .ellipse(
                            CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)),
                        fill: Palette.badge, stroke: nil))
                commands.append(
                    .text(
                        TextCommand(
                            "\(element.zIndex)", at: centre, fontSize: 10 * unit, color: .white)))
            }
        }
        return commands
    }

    private func readoutCommands(_ pane: PaneFrame, size: CGSize) -> [DrawCommand] {
        let offset = pane.contentOffset
        let text = "\(pane.name)  x \(NumberText.oneDecimal(offset.x))  y \(NumberText.oneDecimal(offset.y))"
        let box = CGRect(
            x: 6, y: size.height - 26, width: min(size.width - 12, Double(text.count) * 7 + 12), height: 20)
        return [
            .shape(.roundedRectangle(box, cornerRadius: 4), fill: Color.white.withAlpha(0.85), stroke: nil),
            .text(
                TextCommand(
                    text, at: CGPoint(x: box.minX + 6, y: box.midY), fontSize: 11, color: Palette.text, alignment: .left
                )),
        ]
    }
}
