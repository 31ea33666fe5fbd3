import CollectionLayout
import Foundation

extension UltravisualLayout {
    /// The registry entry `ultravisual`: the tutorial's heights as defaults; the view controller's
    /// fast deceleration goes into the collection-view settings.
    public static let descriptor = LayoutDescriptor(
        name: "ultravisual",
        summary: "Expanding full-width cells; the next cell grows into the featured one (Ultravisual)",
        parameters: [
            LayoutParameter(
                "standardHeight", type: "number", default: .number(100), "height of a cell that is not featured (> 0)"),
            LayoutParameter(
                "featuredHeight", type: "number", default: .number(280),
                "height of the featured cell (> standardHeight; the difference is the drag offset)"),
        ],
        make: { parameters in
            let layout = try UltravisualLayout(
                standardHeight: try parameters.number("standardHeight", default: 100),
                featuredHeight: try parameters.number("featuredHeight", default: 280))
            return BuiltLayout(layout: layout) { collectionView in
                collectionView.decelerationRate = .fast
            }
        }
    )
}
