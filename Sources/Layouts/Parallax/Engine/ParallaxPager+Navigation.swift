extension ParallaxPager {
    /// Where PVView's `next()` scrolls: `(current + 1)·P` on the paging axis, or nil before the
    /// first update or on the last page. Feed the offsets of your scroll animation to
    /// ``update(offset:)`` (or set the collection view's content offset) to play it.
    public var nextPageOffset: Double? {
        guard let current = currentPageIndex, current < model.numberOfPages - 1 else { return nil }
        return Double(current + 1) * pageSize
    }

    /// Where PVView's `back()` scrolls: `(current − 1)·P`, or nil before the first update or on
    /// the first page.
    public var previousPageOffset: Double? {
        guard let current = currentPageIndex, current > 0 else { return nil }
        return Double(current - 1) * pageSize
    }
}
