/// One delegate callback PVView would make, recorded with the offset that caused it.
public struct ParallaxEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which callback.
    public enum Kind: Hashable, Sendable {
        /// `willBeginTransitionTo`: the page index is about to become `page`.
        case willBeginTransition(to: Int)
        /// `didEndTransitionFrom`: the page index was `page` (nil on the first update after a reload).
        case didEndTransition(from: Int?)
        /// `didUpdate pageProgress onPage`: the actions ran with `pageProgress` on the interactive
        /// page `page` (page N−2 while the ignored last page shows).
        case didUpdate(pageProgress: Double, page: Int)
    }

    /// The scroll offset on the paging axis being processed.
    public var offset: Double
    /// The callback.
    public var kind: Kind

    /// A record of callback `kind`, caused by processing `offset`.
    public init(offset: Double, kind: Kind) {
        self.offset = offset
        self.kind = kind
    }

    /// The dump's line for the event: `@OFFSET` and PVView's callback name with its arguments,
    /// such as `@375.0 willBeginTransitionTo 1` or `@187.5 didUpdate 0.5 onPage 0`.
    public var description: String {
        switch kind {
        case .willBeginTransition(let page): "@\(offset) willBeginTransitionTo \(page)"
        case .didEndTransition(let page): "@\(offset) didEndTransitionFrom \(page.map(String.init) ?? "nil")"
        case .didUpdate(let progress, let page): "@\(offset) didUpdate \(progress) onPage \(page)"
        }
    }
}
