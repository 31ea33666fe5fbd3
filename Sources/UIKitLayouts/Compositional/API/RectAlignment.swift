import Foundation

/// Where a boundary item sits on its container, with the shape of UIKit's `NSRectAlignment`.
public enum RectAlignment: Int, Hashable, Sendable, CaseIterable {
    /// No alignment (treated as `.top`).
    case none
    /// Top, centred across.
    case top
    /// Top leading corner.
    case topLeading
    /// Leading, centred vertically.
    case leading
    /// Bottom leading corner.
    case bottomLeading
    /// Bottom, centred across.
    case bottom
    /// Bottom trailing corner.
    case bottomTrailing
    /// Trailing, centred vertically.
    case trailing
    /// Top trailing corner.
    case topTrailing

    /// The edges this alignment touches.
    package var edges: DirectionalRectEdge {
        switch self {
        case .none, .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
