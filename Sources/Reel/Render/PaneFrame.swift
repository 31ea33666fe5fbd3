import CollectionLayout
import Foundation

/// One pane at one sampled offset: what the layout returned, as values.
public struct PaneFrame: Sendable, Hashable {
    /// The pane's name from the scene.
    public var name: String
    /// The content offset the frame was sampled at.
    public var contentOffset: CGPoint
    /// The layout's content size.
    public var contentSize: CGSize
    /// The collection view's bounds size.
    public var boundsSize: CGSize
    /// The adjusted content inset (extends the content view's extent).
    public var contentInset: EdgeInsets
    /// The elements in draw order.
    public var elements: [ElementSnapshot]
    /// Events the layout reported while moving to this offset (see ``LayoutEventReporting``).
    public var events: [String]

    public init(
        name: String, contentOffset: CGPoint, contentSize: CGSize, boundsSize: CGSize,
        contentInset: EdgeInsets, elements: [ElementSnapshot], events: [String] = []
    ) {
        self.name = name
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.elements = elements
        self.events = events
    }

    /// The rectangle the `content` view shows: the content with its insets, and at least the
    /// viewport's size, in content coordinates.
    public var contentExtent: CGRect {
        let width = max(contentSize.width + contentInset.left + contentInset.right, boundsSize.width)
        let height = max(contentSize.height + contentInset.top + contentInset.bottom, boundsSize.height)
        return CGRect(x: -contentInset.left, y: -contentInset.top, width: width, height: height)
    }
}

/// Everything one output frame needs: its index, time and every pane's state.
public struct FrameState: Sendable, Hashable {
    public var index: Int
    public var time: Double
    public var panes: [PaneFrame]

    public init(index: Int, time: Double, panes: [PaneFrame]) {
        self.index = index
        self.time = time
        self.panes = panes
    }
}
