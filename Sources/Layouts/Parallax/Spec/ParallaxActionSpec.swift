/// An action as a scene declares it.
public struct ParallaxActionSpec: Hashable, Sendable {
    /// The item the action drives; nil for the children of a group (they drive the group's item).
    public var item: String?
    /// What the action does.
    public var kind: ParallaxActionKind
    /// ``PVParameters/startOffset``. Default 0.
    public var startOffset: Double
    /// ``PVParameters/stopOffset``. Default 1.
    public var stopOffset: Double
    /// The easing; nil (the default) for linear.
    public var timingFunction: ParallaxTimingSpec?
    /// Run the action reversed (from and to swapped), with its own parameters.
    public var reversed: Bool

    /// An action of `kind` on `item`, over the whole page (offsets 0 to 1), linear and forwards
    /// unless told otherwise. The offsets are checked when ``makeAction(solver:path:)`` builds the action.
    public init(
        item: String?, kind: ParallaxActionKind, startOffset: Double = 0, stopOffset: Double = 1,
        timingFunction: ParallaxTimingSpec? = nil, reversed: Bool = false
    ) {
        self.item = item
        self.kind = kind
        self.startOffset = startOffset
        self.stopOffset = stopOffset
        self.timingFunction = timingFunction
        self.reversed = reversed
    }
}
