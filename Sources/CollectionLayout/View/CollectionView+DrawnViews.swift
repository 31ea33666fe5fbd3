import Foundation

extension CollectionView {
    /// The view UIKit would show for the element `attributes` describe, with the attributes
    /// applied as UIKit applies them (center, bounds, transform, alpha, isHidden, zPosition,
    /// then `apply(_:)`), then laid out (`layoutIfNeeded()`): a cell from the data source's `cellForItemAt` (kept while the item stays
    /// visible, as ``cellForItem(at:)`` keeps it), a supplementary view from
    /// `viewForSupplementaryElementOfKind` (kept the same way), a decoration view of the class
    /// the layout registered for its kind. Nil for a decoration view of no registered class.
    ///
    /// A preview child draws the app's cells with it (`reel preview` of a screen).
    package func viewForDrawing(_ attributes: CollectionViewLayoutAttributes) -> CollectionReusableView? {
        let view: CollectionReusableView
        var made = false
        switch attributes.representedElementCategory {
        case .cell:
            let indexPath = attributes.indexPath
            if let existing = cellsByIndexPath[indexPath] {
                view = existing
            } else {
                let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) ?? makeDefaultCell(for: indexPath)
                cellsByIndexPath[indexPath] = cell
                view = cell
                made = true
            }
        case .supplementaryView:
            let key = ElementKey(attributes)
            if let existing = supplementaryViewsForDrawing[key] {
                view = existing
            } else {
                let kind = attributes.representedElementKind ?? ""
                view =
                    dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
                    ?? makeDefaultSupplementaryView(ofKind: kind)
                supplementaryViewsForDrawing[key] = view
                made = true
            }
        case .decorationView:
            guard let kind = attributes.representedElementKind,
                let viewClass = collectionViewLayout.registeredDecorationViewKinds[kind] as? CollectionReusableView.Type
            else { return nil }
            view = viewClass.init(dequeuedWithFrame: .zero)
        }
        if made {
            if view.isHidden {
                viewsHiddenByConfiguration.insert(ObjectIdentifier(view))
            } else {
                viewsHiddenByConfiguration.remove(ObjectIdentifier(view))
            }
        }
        view.applyAttributesAsUIKitDoes(attributes)
        if viewsHiddenByConfiguration.contains(ObjectIdentifier(view)) { view.isHidden = true }
        // As in UIKit, a shown cell is a subview of the collection view: it inherits its traits
        // (a right-to-left direction flips its leading and trailing constraints and natural
        // alignment; a dark appearance resolves its dynamic colours). Decoration views are made
        // afresh for each frame and stay outside.
        if attributes.representedElementCategory != .decorationView, view.superview !== self { addSubview(view) }
        // UIKit lays a view out before it draws it: its constraints and `layoutSubviews` place
        // the subviews in the size the attributes gave.
        view.layoutIfNeeded()
        return view
    }

    /// Lets go of the views ``viewForDrawing(_:)`` handed out for elements not in `visible`:
    /// cells go to the reuse pool (the next dequeue gets one, `prepareForReuse()` called), as
    /// UIKit recycles the cells that scrolled away.
    package func releaseViewsForDrawing(keeping visible: Set<ElementKey>) {
        let items = Set(visible.filter { $0.category == .cell }.map(\.indexPath))
        for (indexPath, cell) in cellsByIndexPath where !items.contains(indexPath) {
            cellsByIndexPath[indexPath] = nil
            cell.removeFromSuperview()
            reusableCells[cell.reuseIdentifier ?? "", default: []].append(cell)
        }
        for (key, view) in supplementaryViewsForDrawing where !visible.contains(key) {
            supplementaryViewsForDrawing[key] = nil
            view.removeFromSuperview()
            viewsHiddenByConfiguration.remove(ObjectIdentifier(view))
        }
    }
}
