import CollectionLayout
import Foundation
import HeadlessUI
import Layouts

extension PreviewServer {
    /// The layout of a screen — a view controller whose `viewDidLoad` builds a collection
    /// view — with what the preview's collection view takes from the controller's: its data
    /// source and delegate (the controller, a diffable data source, another object), the cell
    /// and supplementary view classes it registered, its content inset and background.
    ///
    /// The controller is made, its view loaded (`viewDidLoad` runs) and told it appears
    /// (`viewWillAppear`, `viewDidAppear`, where some apps apply their first snapshot), and
    /// kept for the preview's life. The layout moves from the controller's collection view to
    /// the preview's, as one layout object serves one view.
    ///
    /// - Throws: ``LayoutConfigurationError`` when the controller's view holds no collection view.
    static func screenLayout(_ make: () -> AnyObject, named name: String, appViews: AppViewSet) throws -> BuiltLayout {
        let object = make()
        keep(object)
        guard let controller = object as? ViewController else {
            throw LayoutConfigurationError(parameter: nil, message: "\(name) is not a view controller")
        }
        nonisolated(unsafe) var found: CollectionView?
        nonisolated(unsafe) var screenBackground: ViewColor?
        MainActor.assumeIsolated {
            controller.loadViewIfNeeded()
            controller.viewWillAppear(false)
            controller.viewDidAppear(false)
            found = controller.view.flatMap(Self.firstCollectionView(in:))
            screenBackground = controller.view?.backgroundColor
        }
        guard let screenView = found else {
            throw LayoutConfigurationError(
                parameter: nil,
                message: "\(name)'s view holds no UICollectionView once viewDidLoad has run; "
                    + "a screen preview shows the first collection view the controller adds to its view")
        }
        let layout = screenView.collectionViewLayout
        let dataSource = screenView.dataSource
        let delegate = screenView.delegate
        let inset = screenView.contentInset
        // What shows behind the cells: the collection view's background, else the controller's
        // view's, else UIKit's default for a collection view (the system background).
        let background = screenView.backgroundColor ?? screenBackground ?? .systemBackground
        // The layout serves the preview's view from now on.
        screenView.collectionViewLayout = CollectionViewLayout()
        return BuiltLayout(
            layout: layout,
            configure: { view in
                view.adoptRegistrations(from: screenView)
                view.contentInset = inset
                view.backgroundColor = background
                if let delegate { view.delegate = delegate }
                if let dataSource { view.dataSource = dataSource }
                appViews.insert(view)
            })
    }

    /// The first collection view in `view`'s subtree, depth first in subview order.
    @MainActor static func firstCollectionView(in view: View) -> CollectionView? {
        if let collectionView = view as? CollectionView { return collectionView }
        for subview in view.subviews {
            if let found = firstCollectionView(in: subview) { return found }
        }
        return nil
    }
}
