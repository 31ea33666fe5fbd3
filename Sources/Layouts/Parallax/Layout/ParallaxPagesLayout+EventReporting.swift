import CollectionLayout

extension ParallaxPagesLayout: LayoutEventReporting {
    /// PVView's delegate callbacks since the last frame (`willBeginTransitionTo`,
    /// `didEndTransitionFrom`, `didUpdate`), as the dump shows them.
    public func takeEventDescriptions() -> [String] {
        takeEvents().map(\.description)
    }
}
