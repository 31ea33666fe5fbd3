import CollectionLayout
import Foundation

/// Makes the cell of the item at an index path on a collection view: the app's cell class,
/// dequeued and configured (a pane's `cells: {swift: …, class: …}`).
public typealias AppCellMaker = (CollectionView, IndexPath) -> CollectionViewCell

/// What a preview child gives ``SceneRuntime`` for the panes that name a cell class: called
/// once per such pane (its index, its collection view, the layout installed), it registers the
/// class on the view and returns what makes its cells; nil leaves the built-in cells.
public typealias AppCells = (_ pane: Int, _ view: CollectionView) throws -> AppCellMaker?
