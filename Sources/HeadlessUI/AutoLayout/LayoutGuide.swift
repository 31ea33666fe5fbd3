import Foundation

/// A rectangle that takes part in Auto Layout without being a view, with the shape of UIKit's
/// `UILayoutGuide`. A view's margins, safe-area and readable-content guides are guides whose
/// `layoutFrame` follows the view's bounds and insets; a guide added by code gets its frame from
/// the constraints on the next layout pass.
open class LayoutGuide: NSObject {
    /// The view the guide belongs to.
    open internal(set) weak var owningView: View?
    /// A name for debugging.
    open var identifier = ""
    /// Which of the view's rectangles the guide follows (nil: a guide added by code).
    let source: Source?
    /// A guide added by code: its rectangle in the owning view's coordinates as the last layout
    /// pass solved it.
    var solvedFrame = CGRect.zero

    enum Source {
        case margins, safeArea, readableContent
    }

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public override init() {
        source = nil
        super.init()
    }

    init(owningView: View, source: Source) {
        self.owningView = owningView
        self.source = source
        super.init()
    }

    /// The guide's rectangle in its view's coordinates: the bounds inset by the margins or the
    /// safe-area insets for the view's own guides (the readable-content guide is the margins'
    /// rectangle, at most 672 points wide, centred); for guides added by code, where the last
    /// layout pass put them (zero before one).
    open var layoutFrame: CGRect {
        guard let view = owningView, let source else { return owningView == nil ? .zero : solvedFrame }
        switch source {
        case .margins: return view.layoutMarginsFrame
        case .safeArea: return view.safeAreaFrame
        case .readableContent:
            let margins = view.layoutMarginsFrame
            let width = min(margins.width, 672)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }
}

extension LayoutGuide: LayoutAnchorProviding {}
