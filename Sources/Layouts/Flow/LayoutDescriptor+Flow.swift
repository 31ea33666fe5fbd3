import CollectionLayout
import Foundation
import UIKitLayouts

extension LayoutDescriptor {
    /// `flow`: UIKit's `UICollectionViewFlowLayout` (``CollectionViewFlowLayout``) with its
    /// property names and defaults.
    public static let flow = LayoutDescriptor(
        name: "flow",
        summary: "UICollectionViewFlowLayout: lines of items that wrap, justified, with headers and footers",
        parameters: FlowLayoutParameters.declared,
        make: { parameters in
            let layout = CollectionViewFlowLayout()
            try FlowLayoutParameters.apply(parameters, to: layout)
            return BuiltLayout(layout: layout) { collectionView in
                FlowLayoutParameters.installDelegate(of: layout, on: collectionView)
            }
        })
}
