import CollectionLayout
import Foundation

/// Keeps what reel hands to cairo inside the range cairo computes exactly: its coordinates are
/// 24.8 fixed-point numbers in device pixels (±8,388,607), and glyphs far larger than a screen
/// fail inside FreeType.
///
/// An element whose placed bounds lie entirely more than ``margin`` points outside what its pane
/// shows is not drawn (none of it could show); one that could show but spans more than
/// ``largestSpan`` points is an error naming the frame, pane and element
/// (``SceneRuntime/frame(for:)``), in `render`, `dump` and `plot` alike.
public enum DrawableRange {
    /// How far outside the visible region an element may lie and still be drawn, in points.
    public static let margin = 100_000.0
    /// The widest or tallest placed element that may be drawn, in points.
    public static let largestSpan = 1_000_000.0

    /// The axis-aligned box around the element's placed corners, or nil when a corner falls
    /// behind the viewer.
    public static func bounds(of placement: ElementPlacement) -> CGRect? {
        guard let corners = placement.corners else { return nil }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The region of pane coordinates an element must come near to be drawn: the viewport
    /// (screen view) or the content extent (content view), grown by ``margin``.
    public static func region(of pane: PaneFrame, view: ViewMode) -> CGRect {
        let visible =
            switch view {
            case .screen: CGRect(origin: .zero, size: pane.boundsSize)
            case .content: pane.contentExtent
            }
        return visible.insetBy(dx: -margin, dy: -margin)
    }

    /// The origin placements are measured from: the content offset in the screen view, zero in
    /// the content view.
    public static func origin(of pane: PaneFrame, view: ViewMode) -> CGPoint {
        view == .screen ? pane.contentOffset : .zero
    }

    /// Whether an element placed with `bounds` comes near `region` (touching counts).
    public static func isNear(_ bounds: CGRect, _ region: CGRect) -> Bool {
        bounds.maxX >= region.minX && bounds.minX <= region.maxX && bounds.maxY >= region.minY
            && bounds.minY <= region.maxY
    }

    /// The problem with drawing `snapshot` in `pane`, or nil when it can be drawn (or is skipped).
    public static func problem(_ snapshot: ElementSnapshot, in pane: PaneFrame, view: ViewMode) -> String? {
        guard snapshot.isDrawn, snapshot.size.width > 0, snapshot.size.height > 0 else { return nil }
        let placement = ElementPlacement(snapshot: snapshot, origin: origin(of: pane, view: view))
        guard let bounds = bounds(of: placement) else { return nil }
        guard bounds.width.isFinite, bounds.height.isFinite else {
            return
                "its placed bounds overflow (center \(NumberText.short(snapshot.center.x)), \(NumberText.short(snapshot.center.y)))"
        }
        guard isNear(bounds, region(of: pane, view: view)) else { return nil }
        guard view == .screen, max(bounds.width, bounds.height) > largestSpan else { return nil }
        return "placed \(NumberText.short(bounds.width)) × \(NumberText.short(bounds.height)) points across, "
            + "more than the \(NumberText.short(largestSpan)) points reel draws; "
            + "check the layout's sizes and transforms (a scale of \(NumberText.short(max(bounds.width / snapshot.size.width, bounds.height / snapshot.size.height))))"
    }
}
