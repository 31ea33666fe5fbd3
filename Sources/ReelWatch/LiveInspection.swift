import Foundation
import Reel

/// Where a pane's content lands on the canvas, as the ``Compositor`` draws it: in the `screen`
/// view an element's centre goes to `center − contentOffset` in the pane; in the `content` view
/// the whole content is scaled to fit the pane. Both then move by the pane's origin.
struct PaneMapping {
    /// The origin an ``ElementPlacement`` is made with (the content offset, or zero).
    var origin: CGPoint
    /// Content coordinates → pane coordinates after `origin` (the `content` view's fit).
    var fit: CGAffineTransform
    /// Pane coordinates → canvas points.
    var paneToCanvas: CGAffineTransform

    init(pane: PaneFrame, frame: CGRect, view: ViewMode) {
        paneToCanvas = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        switch view {
        case .screen:
            origin = pane.contentOffset
            fit = .identity
        case .content:
            origin = .zero
            let extent = pane.contentExtent
            let scale = min(frame.width / extent.width, frame.height / extent.height)
            let fitted = CGSize(width: extent.width * scale, height: extent.height * scale)
            fit = CGAffineTransform(translationX: -extent.minX, y: -extent.minY)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(
                    CGAffineTransform(
                        translationX: (frame.width - fitted.width) / 2, y: (frame.height - fitted.height) / 2))
        }
    }

    /// A rectangle in content coordinates as canvas points `{x, y, width, height}`.
    func canvasRect(_ rect: CGRect) -> [String: Double] {
        let transform = CGAffineTransform(translationX: -origin.x, y: -origin.y).concatenating(fit)
            .concatenating(paneToCanvas)
        let low = CGPoint(x: rect.minX, y: rect.minY).applying(transform)
        let high = CGPoint(x: rect.maxX, y: rect.maxY).applying(transform)
        return [
            "x": Double(min(low.x, high.x)), "y": Double(min(low.y, high.y)), "width": Double(abs(high.x - low.x)),
            "height": Double(abs(high.y - low.y)),
        ]
    }

    /// The four corners of `element` as drawn, in canvas points (its frame's corners when the
    /// projection puts a corner behind the viewer).
    func outline(_ element: ElementSnapshot) -> [[Double]] {
        let placement = ElementPlacement(snapshot: element, origin: origin)
        let toCanvas = fit.concatenating(paneToCanvas)
        if let corners = placement.corners {
            return corners.map { $0.applying(toCanvas) }.map { [Double($0.x), Double($0.y)] }
        }
        let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        return [
            CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
            CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
        ].map { $0.applying(toCanvas) }.map { [Double($0.x), Double($0.y)] }
    }
}

/// The inspector's JSON for one live frame: per pane its offsets, sizes and where its visible
/// rectangle and content land on the canvas; per element the dump's attributes
/// (docs/dump-format.md, the same encoding as `reel dump`), its outline on the canvas and its
/// `transform3D` taken apart (``TransformDecomposition``).
enum LiveInspection {
    private struct Element: Encodable {
        var pane: Int
        var outline: [[Double]]
        var decomposed: TransformDecomposition
        var attributes: ElementSnapshot
    }

    private struct Pane: Encodable {
        var name: String
        var frame: [String: Double]
        var contentOffset: [String: Double]
        var contentSize: [String: Double]
        var boundsSize: [String: Double]
        var contentInset: [String: Double]
        var visibleRect: [String: Double]
        var contentRect: [String: Double]
    }

    private struct Record: Encodable {
        var panes: [Pane]
        var elements: [Element]
    }

    /// The JSON of `state`, drawn by `scene`.
    static func json(_ state: FrameState, scene: Scene) throws -> Data {
        var panes: [Pane] = []
        var elements: [Element] = []
        for (index, pane) in state.panes.enumerated() where index < scene.panes.count {
            let frame = scene.panes[index].frame
            let mapping = PaneMapping(pane: pane, frame: frame, view: scene.view)
            panes.append(
                Pane(
                    name: pane.name,
                    frame: ["x": frame.minX, "y": frame.minY, "width": frame.width, "height": frame.height].mapValues {
                        Double($0)
                    },
                    contentOffset: ["x": Double(pane.contentOffset.x), "y": Double(pane.contentOffset.y)],
                    contentSize: ["width": Double(pane.contentSize.width), "height": Double(pane.contentSize.height)],
                    boundsSize: ["width": Double(pane.boundsSize.width), "height": Double(pane.boundsSize.height)],
                    contentInset: [
                        "top": Double(pane.contentInset.top), "left": Double(pane.contentInset.left),
                        "bottom": Double(pane.contentInset.bottom), "right": Double(pane.contentInset.right),
                    ],
                    visibleRect: mapping.canvasRect(CGRect(origin: pane.contentOffset, size: pane.boundsSize)),
                    contentRect: mapping.canvasRect(CGRect(origin: .zero, size: pane.contentSize))))
            for element in pane.elements {
                elements.append(
                    Element(
                        pane: index, outline: mapping.outline(element),
                        decomposed: TransformDecomposition(element.transform3D), attributes: element))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Record(panes: panes, elements: elements))
    }
}
