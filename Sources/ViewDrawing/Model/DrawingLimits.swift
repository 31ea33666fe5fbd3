import Foundation

/// The bounds on what one view tree may ask of the drawing, so that a hostile or broken cell is
/// refused or cut with a message instead of taking the process's time or memory.
///
/// What happens past each limit: a tree of more than ``maxLayers`` layers, or deeper than
/// ``maxDepth``, is refused (``ViewDrawingError``); a label's text is cut to
/// ``maxTextCharacters`` and a shadow's radius to ``maxShadowRadius``, with a note
/// (`ViewCapture` reports them); a shadow or mask whose offscreen image would exceed
/// `Canvas`' `AlphaMask.maxPixels` is left out with a note.
public struct DrawingLimits: Sendable, Hashable {
    /// The most layers a tree may hold (default 10,000).
    public var maxLayers: Int
    /// The deepest a tree may nest (default 256).
    public var maxDepth: Int
    /// The most characters of a label's text that are set (default 10,000).
    public var maxTextCharacters: Int
    /// The largest shadow radius drawn, in points (default 100); larger ones are drawn at it.
    public var maxShadowRadius: Double

    /// Limits with the given values (the defaults above).
    public init(
        maxLayers: Int = 10_000, maxDepth: Int = 256, maxTextCharacters: Int = 10_000, maxShadowRadius: Double = 100
    ) {
        self.maxLayers = maxLayers
        self.maxDepth = maxDepth
        self.maxTextCharacters = maxTextCharacters
        self.maxShadowRadius = maxShadowRadius
    }

    /// The default limits.
    public static let `default` = DrawingLimits()
}

/// Why a view tree cannot be drawn.
public enum ViewDrawingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The tree holds more layers than the limit.
    case tooManyLayers(count: Int, limit: Int, root: String)
    /// The tree nests deeper than the limit.
    case tooDeep(depth: Int, limit: Int, root: String)
    /// A layer is its own ancestor: the layers along the cycle, outermost first.
    case layerCycle(path: [String])

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .tooManyLayers(let count, let limit, let root):
            return
                "the view tree of \(root) has \(count == limit + 1 ? "more than \(limit)" : "\(count)") layers; "
                + "LayoutReel draws at most \(limit) (DrawingLimits.maxLayers): draw fewer views or raise the limit"
        case .tooDeep(let depth, let limit, let root):
            return
                "the view tree of \(root) nests \(depth) layers deep; LayoutReel draws at most \(limit) levels "
                + "(DrawingLimits.maxDepth)"
        case .layerCycle(let path):
            return
                "the layer tree has a cycle (\(path.joined(separator: " → "))): a layer was added as a sublayer "
                + "of its own descendant, which Core Animation does not allow; it is not drawn"
        }
    }
}
