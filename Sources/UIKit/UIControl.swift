import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIControl`, headless: state flags and target–action pairs are kept; no touch
    /// arrives, so no action is sent unless code calls ``sendActions(for:)``, which records
    /// nothing either (headless selectors cannot be performed).
    open class UIControl: View {
        /// UIKit's `UIControl.State`.
        public struct State: OptionSet, Hashable, Sendable {
            /// The option bits (UIKit's values).
            public var rawValue: UInt
            /// Options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The normal state.
            public static let normal = State([])
            /// Highlighted.
            public static let highlighted = State(rawValue: 1 << 0)
            /// Disabled.
            public static let disabled = State(rawValue: 1 << 1)
            /// Selected.
            public static let selected = State(rawValue: 1 << 2)
            /// Focused.
            public static let focused = State(rawValue: 1 << 3)
        }

        /// UIKit's `UIControl.Event`.
        public struct Event: OptionSet, Hashable, Sendable {
            /// The option bits (UIKit's values).
            public var rawValue: UInt
            /// Options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// A touch down.
            public static let touchDown = Event(rawValue: 1 << 0)
            /// A repeated touch down.
            public static let touchDownRepeat = Event(rawValue: 1 << 1)
            /// A drag inside.
            public static let touchDragInside = Event(rawValue: 1 << 2)
            /// A drag outside.
            public static let touchDragOutside = Event(rawValue: 1 << 3)
            /// A touch up inside.
            public static let touchUpInside = Event(rawValue: 1 << 6)
            /// A touch up outside.
            public static let touchUpOutside = Event(rawValue: 1 << 7)
            /// A cancelled touch.
            public static let touchCancel = Event(rawValue: 1 << 8)
            /// A value changed.
            public static let valueChanged = Event(rawValue: 1 << 12)
            /// The primary action.
            public static let primaryActionTriggered = Event(rawValue: 1 << 13)
            /// Editing began.
            public static let editingDidBegin = Event(rawValue: 1 << 16)
            /// Editing changed.
            public static let editingChanged = Event(rawValue: 1 << 17)
            /// Editing ended.
            public static let editingDidEnd = Event(rawValue: 1 << 18)
            /// All touch events.
            public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
            /// All events.
            public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        }

        /// Whether the control is enabled.
        open var isEnabled = true
        /// Whether the control is selected.
        open var isSelected = false
        /// Whether the control is highlighted.
        open var isHighlighted = false
        /// The control's state from its flags.
        open var state: State {
            var state = State.normal
            if isHighlighted { state.insert(.highlighted) }
            if !isEnabled { state.insert(.disabled) }
            if isSelected { state.insert(.selected) }
            return state
        }

        private var actions: [(target: AnyObject?, action: Selector, events: Event)] = []

        /// Adds a target and action for `controlEvents` (kept, never sent headlessly).
        open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
            actions.append((target as AnyObject?, action, controlEvents))
        }

        /// Removes a target's actions for `controlEvents` (all its actions when `action` is nil).
        open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
            actions.removeAll { entry in
                (target == nil || entry.target === (target as AnyObject?)) && (action == nil || entry.action == action)
                    && !entry.events.isDisjoint(with: controlEvents)
            }
        }

        /// The actions registered for `controlEvents` with `target`.
        open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
            let names = actions.filter { $0.target === (target as AnyObject?) && $0.events.contains(controlEvent) }
                .map(\.action.name)
            return names.isEmpty ? nil : names
        }

        /// The events that have actions.
        open var allControlEvents: Event {
            actions.reduce(Event()) { $0.union($1.events) }
        }

        /// Does nothing headlessly (selectors are not performed on Linux).
        open func sendActions(for controlEvents: Event) {}
    }
#endif
