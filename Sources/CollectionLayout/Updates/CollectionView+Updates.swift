import Foundation

extension CollectionView {
    /// ``performBatchUpdates(_:completion:)``'s work: one update around `updates`.
    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginUpdate()
        updates?()
        endUpdate()
        completion?(true)
    }

    /// Records one change, as one update unless inside a batch.
    func recordUpdate(_ change: (inout UpdateRecord) -> Void) {
        beginUpdate()
        if var record = pendingUpdate {
            change(&record)
            pendingUpdate = record
        }
        endUpdate()
    }

    private func beginUpdate() {
        batchUpdateDepth += 1
        guard batchUpdateDepth == 1 else { return }
        if itemCountsAtLastPrepare == nil { layoutIfNeeded() }
        var record = UpdateRecord()
        record.countsBefore = itemCountsAtLastPrepare ?? []
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
            record.attributesBefore[ElementKey(attributes)] = attributes.copy() as? CollectionViewLayoutAttributes
        }
        pendingUpdate = record
    }

    private func endUpdate() {
        batchUpdateDepth -= 1
        guard batchUpdateDepth == 0, var record = pendingUpdate else { return }
        pendingUpdate = nil
        record.countsAfter = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        record.resolveMapping()
        apply(record)
    }

    private func apply(_ record: UpdateRecord) {
        let layout = collectionViewLayout
        recycleAllCells()
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        layoutIfNeeded()
        layout.updateRecord = record
        defer { layout.updateRecord = nil }
        let updateItems = record.updateItems
        layout.prepare(forCollectionViewUpdates: updateItems)
        let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        if target != contentOffset, target.x.isFinite, target.y.isFinite {
            contentOffset = target
            layoutIfNeeded()
        }
        let after = layout.layoutAttributesForElements(in: bounds) ?? []
        var transitions = appearingTransitions(after, layout: layout, record: record)
        transitions += disappearingTransitions(record, visibleAfter: Set(after.map(ElementKey.init)), layout: layout)
        layout.finalizeCollectionViewUpdates()
        lastUpdateAnimation = CollectionViewUpdateAnimation(transitions: transitions, updateItems: updateItems)
    }

    /// Every element visible after the update, starting where the layout's
    /// `initialLayoutAttributesForAppearing…` says (or where it ends, for nil).
    private func appearingTransitions(
        _ after: [CollectionViewLayoutAttributes], layout: CollectionViewLayout, record: UpdateRecord
    ) -> [CollectionViewUpdateAnimation.Transition] {
        var kinds: [ElementCategory: [String]] = [:]
        for attributes in after + Array(record.attributesBefore.values) {
            guard let kind = attributes.representedElementKind, attributes.representedElementCategory != .cell,
                !(kinds[attributes.representedElementCategory] ?? []).contains(kind)
            else { continue }
            kinds[attributes.representedElementCategory, default: []].append(kind)
        }
        for kind in kinds[.supplementaryView] ?? [] {
            _ = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
            _ = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
        }
        for kind in kinds[.decorationView] ?? [] {
            _ = layout.indexPathsToInsertForDecorationView(ofKind: kind)
            _ = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
        }
        return after.map { end in
            let key = ElementKey(end)
            let start: CollectionViewLayoutAttributes?
            var before: ElementKey?
            switch end.representedElementCategory {
            case .cell:
                start = layout.initialLayoutAttributesForAppearingItem(at: end.indexPath)
                before = record.indexPathBeforeUpdate(forItemAt: end.indexPath).map {
                    ElementKey(category: .cell, kind: nil, indexPath: $0)
                }
            case .supplementaryView:
                start = layout.initialLayoutAttributesForAppearingSupplementaryElement(
                    ofKind: end.representedElementKind ?? "", at: end.indexPath)
                before = record.attributesBefore[key] == nil ? nil : key
            case .decorationView:
                start = layout.initialLayoutAttributesForAppearingDecorationElement(
                    ofKind: end.representedElementKind ?? "", at: end.indexPath)
                before = record.attributesBefore[key] == nil ? nil : key
            }
            if let known = before, record.attributesBefore[known] == nil { before = nil }
            return .init(after: key, before: before, start: start ?? end, end: end)
        }
    }

    /// Every element visible before the update that is not visible after it (deleted, or moved
    /// out of view), ending where the layout's `finalLayoutAttributesForDisappearing…` says.
    /// The hook is asked for every element visible before, as UIKit asks it.
    private func disappearingTransitions(
        _ record: UpdateRecord, visibleAfter: Set<ElementKey>, layout: CollectionViewLayout
    ) -> [CollectionViewUpdateAnimation.Transition] {
        let before = record.attributesBefore.values.sorted { lhs, rhs in
            (lhs.representedElementCategory.rawValue, lhs.representedElementKind ?? "", lhs.indexPath)
                < (rhs.representedElementCategory.rawValue, rhs.representedElementKind ?? "", rhs.indexPath)
        }
        return before.compactMap { start in
            let key = ElementKey(start)
            let end: CollectionViewLayoutAttributes?
            let stays: Bool
            switch start.representedElementCategory {
            case .cell:
                end = layout.finalLayoutAttributesForDisappearingItem(at: start.indexPath)
                stays =
                    record.indexPathAfterUpdate(forItemAt: start.indexPath).map {
                        visibleAfter.contains(ElementKey(category: .cell, kind: nil, indexPath: $0))
                    } ?? false
            case .supplementaryView:
                end = layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                    ofKind: start.representedElementKind ?? "", at: start.indexPath)
                stays = visibleAfter.contains(key)
            case .decorationView:
                end = layout.finalLayoutAttributesForDisappearingDecorationElement(
                    ofKind: start.representedElementKind ?? "", at: start.indexPath)
                stays = visibleAfter.contains(key)
            }
            guard !stays else { return nil }
            return .init(after: nil, before: key, start: start, end: end ?? start)
        }
    }
}

extension CollectionView {
    /// The elements of `animation` `progress` of the way through (see
    /// ``CollectionViewUpdateAnimation/attributes(atProgress:)``), in this view's coordinates and
    /// draw order: mirrored as ``layoutAttributesForVisibleElements()`` mirrors, sorted as
    /// ``DrawOrder`` sorts.
    public func layoutAttributes(
        of animation: CollectionViewUpdateAnimation, atProgress progress: CGFloat
    ) -> [CollectionViewLayoutAttributes] {
        let elements = animation.attributes(atProgress: progress)
        return DrawOrder.sorted(mirrorsLayoutHorizontally ? elements.map(mirrored) : elements)
    }
}
