import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import Reel
import ReelPreviewRuntime

extension PreviewServer {
    /// What makes the cells of `scene`'s panes that name a cell class: the class of `cells`
    /// whose key is the pane's is registered on the pane's collection view under the scene's
    /// reuse identifier, and each item's cell is dequeued and configured with the item's values
    /// (the scene's `items`, repeated). The pane's view then shows the app's cells (``appViews``):
    /// they are sized by self-sizing layouts and captured as a screen's cells are.
    static func appCells(of scene: Scene, from cells: [PreviewCellClass], appViews: AppViewSet) -> AppCells {
        { index, view in
            guard index < scene.panes.count, let reference = scene.panes[index].cellClass else { return nil }
            guard let cellClass = cells.first(where: { $0.key == reference.key }) else {
                throw LayoutConfigurationError(
                    parameter: nil,
                    message: "the preview was built without the cell class \(reference.className) of pane "
                        + "'\(scene.panes[index].name)'; run reel again (please report it)")
            }
            let identifier = reference.reuseIdentifier
            cellClass.register(view, identifier)
            appViews.insert(view)
            return { collectionView, indexPath in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
                cellClass.configure(cell, reference.values(forItem: indexPath.item), indexPath)
                return cell
            }
        }
    }
}
