import ConstraintSolver
import Foundation

/// Reading the solution back: frames after a layout pass, the root's size after fitting.
extension LayoutEngine {
    /// Sets each view's frame (and each added guide's `layoutFrame`) from the solution, as
    /// UIKit does: `center` and the bounds size, so transforms are kept. Views that do not
    /// translate their mask get edges rounded to the display's pixels (UIKit places views on
    /// pixel boundaries); a translating view is moved only when its mask resized it. A view
    /// whose size changed needs layout, and so does the superview of one that moved.
    func applyFrames() {
        guard mode == .layout, !isTrivial else { return }
        var solved = [CGRect](repeating: .zero, count: items.count)
        for itemIndex in items.indices { solved[itemIndex] = rect(of: itemIndex) }
        for itemIndex in items.indices.dropFirst() {
            let item = items[itemIndex]
            let parent = solved[item.parent]
            let rect = solved[itemIndex]
            var frame = CGRect(
                x: rect.minX - parent.minX, y: rect.minY - parent.minY, width: rect.width, height: rect.height)
            if let guide = item.guide {
                guide.solvedFrame = rounded(frame)
                continue
            }
            guard let view = item.view else { continue }
            if item.translates {
                guard !isClose(frame, view.frame) else { continue }
            } else {
                frame = rounded(frame)
            }
            place(view, at: frame)
        }
        for itemIndex in items.indices
        where view(at: itemIndex)?.autoLayoutState.preservesSuperviewLayoutMargins == true {
            // Margins preserved from the superview depend on where the view now is.
            if effectiveMargins(of: itemIndex) != items[itemIndex].margins {
                view(at: itemIndex)?.noteAutoLayoutChange(structural: true)
            }
        }
    }

    /// The solved size of the root when fitting, rounded to pixels.
    var fittingSize: CGSize {
        guard !items.isEmpty, !isTrivial else { return .zero }
        let rect = rect(of: 0)
        return CGSize(width: pixelRounded(rect.width), height: pixelRounded(rect.height))
    }

    private func place(_ view: View, at frame: CGRect) {
        let size = frame.size
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let state = view.autoLayoutState
        let sizeChanged = view.bounds.size != size
        guard sizeChanged || view.center != center else { return }
        state.isReceivingEngineFrame = true
        if sizeChanged {
            var bounds = view.bounds
            bounds.size = size
            view.bounds = bounds
            state.needsLayout = true
        }
        if view.center != center { view.center = center }
        state.isReceivingEngineFrame = false
        view.superview?.autoLayoutState.needsLayout = true
    }

    /// A rectangle with its edges on the display's pixels.
    private func rounded(_ rect: CGRect) -> CGRect {
        let minX = pixelRounded(rect.minX)
        let minY = pixelRounded(rect.minY)
        return CGRect(
            x: minX, y: minY, width: pixelRounded(rect.maxX) - minX, height: pixelRounded(rect.maxY) - minY)
    }

    private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }
}
