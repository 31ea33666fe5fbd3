import CollectionLayout
import Foundation

/// PVView's paging engine without views: turns scroll offsets, **processed in order**, into page
/// transitions, action updates and item states.
///
/// The engine is stateful exactly as the original is: whether an offset causes a transition, and
/// which actions are snapped on it, depends on the page of the previous offset. Feed it offsets
/// in the order the scroll produces them. Sampling matters:
/// - A jump over several pages fires **one** transition (old → new): only the old page's actions
///   are snapped (to 1 going forward, 0 going back); the skipped pages' actions never run.
/// - Coarse sampling therefore gives the same states as fine sampling only while every page
///   boundary crossed is crossed by one step, and each page's actions reach their final values
///   through the snap, not through a sample at exactly the boundary.
/// - Re-processing the same offset runs the actions again with the same progress (same states)
///   and records another `didUpdate`; ``ParallaxPagesLayout`` skips repeated offsets as UIKit's
///   did-scroll would.
///
/// Rules (reference §1.2–1.4): with page size `P > 0` and `N ≥ 1` pages, the page index is
/// `clamp(Int(|o/P|), 0, N−1)`; a changed index runs the transition; the interactive page is
/// `max(index − 1, 0)` on the ignored last page, else the index; the page progress is
/// `(o − P·interactive)/P`, unclamped; every action of the current element list gets it, then
/// `didUpdate` is recorded.
public struct ParallaxPager: Sendable {
    /// The pages, items and actions.
    public private(set) var model: ParallaxModel
    /// The size of the container the items live in (the view's bounds size); relative points
    /// and sizes resolve against it.
    public private(set) var containerSize: CGSize
    /// The current page index, nil before the first update.
    public private(set) var currentPageIndex: Int?
    /// The page whose actions the last update drove (N−2 on an ignored last page).
    public private(set) var interactivePageIndex: Int?
    /// The page progress of the last update.
    public private(set) var pageProgress: Double?
    /// The last offset processed.
    public private(set) var lastOffset: Double?
    /// The state of every item shown so far, by identifier; items not listed have never been on
    /// a current page and are not shown.
    public private(set) var itemStates: [String: PVItemState] = [:]
    /// The delegate callbacks so far, in order.
    public private(set) var events: [ParallaxEvent] = []

    private var elements: [ParallaxPage.Entry] = []

    /// A pager over `model` in a container of `containerSize`; call ``reload()`` to start it.
    public init(model: ParallaxModel, containerSize: CGSize) {
        self.model = model
        self.containerSize = containerSize
    }

    /// The page size: the container's width (horizontal) or height (vertical).
    public var pageSize: Double {
        Double(model.direction == .horizontal ? containerSize.width : containerSize.height)
    }

    /// The scroll content size: N pages along the scroll axis.
    public var contentSize: CGSize {
        let count = CGFloat(max(model.numberOfPages, 0))
        return model.direction == .horizontal
            ? CGSize(width: count * containerSize.width, height: containerSize.height)
            : CGSize(width: containerSize.width, height: count * containerSize.height)
    }

    /// Starts over as PVView's `reload()`: forgets every item and the page, then processes offset 0.
    public mutating func reload(containerSize newSize: CGSize? = nil) {
        if let newSize { containerSize = newSize }
        itemStates = [:]
        elements = []
        currentPageIndex = nil
        interactivePageIndex = nil
        pageProgress = nil
        lastOffset = nil
        update(offset: 0)
    }

    /// Clears the event log (the states are kept).
    public mutating func removeAllEvents() {
        events.removeAll()
    }

    /// Processes a scroll to `offset` on the paging axis (PVView's `update`).
    public mutating func update(offset: Double) {
        let count = model.numberOfPages
        let size = pageSize
        guard count >= 1, size > 0, offset.isFinite else { return }
        lastOffset = offset
        let pages = min(abs(offset / size), Double(count))
        let pageIndex = WholeNumber.clamped(pages, .towardZero, to: 0...(count - 1))
        if pageIndex != currentPageIndex {
            transition(from: currentPageIndex, to: pageIndex, offset: offset)
            guard model.runActionsAfterTransition else { return }
        }
        let interactive = isIgnoredLastPage(pageIndex) ? max(pageIndex - 1, 0) : pageIndex
        let progress = (offset - size * Double(interactive)) / size
        run(progress)
        interactivePageIndex = interactive
        pageProgress = progress
        events.append(ParallaxEvent(offset: offset, kind: .didUpdate(pageProgress: progress, page: interactive)))
    }

    /// The actions the current page runs on the item called `identifier` (PVView's
    /// `actionsOnCurrentPage(forItemBy:)`); empty when the item is not on it.
    public func actionsOnCurrentPage(forItemWithIdentifier identifier: String) -> [any PVActionType] {
        elements.first { $0.identifier == identifier }?.actions ?? []
    }

    private func isIgnoredLastPage(_ index: Int) -> Bool {
        model.ignoreLastPage && index == model.numberOfPages - 1
    }

    private mutating func transition(from old: Int?, to new: Int, offset: Double) {
        if let old, !isIgnoredLastPage(old) {
            run(new > old ? 1 : 0)
        }
        events.append(ParallaxEvent(offset: offset, kind: .willBeginTransition(to: new)))
        if !isIgnoredLastPage(new) {
            let page = model.page(new)
            for entry in page.entries where itemStates[entry.identifier] == nil {
                itemStates[entry.identifier] = initialState(of: entry.identifier)
            }
            for entry in page.entries {
                itemStates[entry.identifier]?.containerSize = containerSize
            }
            elements = page.entries
        }
        currentPageIndex = new
        events.append(ParallaxEvent(offset: offset, kind: .didEndTransition(from: old)))
    }

    private func initialState(of identifier: String) -> PVItemState {
        let item = model.item(identifier)
        let frame = item?.frame(in: containerSize) ?? .zero
        return PVItemState(frame: frame, containerSize: containerSize, text: item?.text)
    }

    private mutating func run(_ progress: Double) {
        for entry in elements {
            guard var state = itemStates[entry.identifier] else { continue }
            for action in entry.actions {
                action.update(progress, target: &state)
            }
            itemStates[entry.identifier] = state
        }
    }
}
