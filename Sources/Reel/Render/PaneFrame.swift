import CollectionLayout
import Foundation
import ViewDrawing

/// One pane at one sampled offset: what the layout returned, as values.
public struct PaneFrame: Sendable, Hashable, Codable {
    /// The pane's name from the scene.
    public var name: String
    /// The content offset the frame was sampled at.
    public var contentOffset: CGPoint
    /// The layout's content size (`collectionViewContentSize`), in points.
    public var contentSize: CGSize
    /// The collection view's bounds size: the pane's size, in points.
    public var boundsSize: CGSize
    /// The adjusted content inset (extends the content view's extent).
    public var contentInset: EdgeInsets
    /// The elements the layout returned, in draw order (``DrawOrder``): the visible ones in the
    /// screen view, every element of the content in the content view.
    public var elements: [ElementSnapshot]
    /// Events the layout reported while moving to this offset (see ``LayoutEventReporting``).
    public var events: [String]
    /// What the app shows behind the elements (a screen's collection view background, captured
    /// by a preview child), one layer of the pane's size; nil for none. Not part of the dump.
    public var background: DrawnLayer? = nil

    private enum CodingKeys: String, CodingKey {
        case name, contentOffset, contentSize, boundsSize, contentInset, elements, events
    }

    /// A pane's state from its values; `events` defaults to none.
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
public struct FrameState: Sendable, Hashable, Codable {
    /// The frame's number, from 0.
    public var index: Int
    /// Seconds from the first frame: `index / fps`.
    public var time: Double
    /// Every pane's state, in the scene's pane order.
    public var panes: [PaneFrame]

    /// A frame from its values.
    public init(index: Int, time: Double, panes: [PaneFrame]) {
        self.index = index
        self.time = time
        self.panes = panes
    }
}
