import Foundation

/// An event with the shape of UIKit's `UIEvent`. Headlessly no event is ever delivered; the
/// type exists so that hit-testing overrides (`point(inside:with:)`, `hitTest(_:with:)`)
/// compile, and code and tests pass `nil` or an event of their own.
open class Event: NSObject {
    /// UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// A touch event.
        case touches
        /// A motion event.
        case motion
        /// A remote-control event.
        case remoteControl
        /// A press event.
        case presses
        /// A scroll event.
        case scroll = 10
        /// A hover event.
        case hover = 11
        /// A transform event.
        case transform = 14
    }

    /// The event's type (touches unless set).
    open var type: EventType = .touches
    /// When the event happened (seconds since system start; 0 headlessly).
    open var timestamp: TimeInterval = 0
}
