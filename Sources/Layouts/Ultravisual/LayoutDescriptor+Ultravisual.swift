import CollectionLayout
import Foundation

extension LayoutDescriptor {
    /// The registry entry `ultravisual`: ``UltravisualLayout``.
    ///
    /// The tutorial's heights are the defaults; the view controller's fast deceleration goes into
    /// the collection-view settings.
    public static let ultravisual = LayoutDescriptor(
        name: "ultravisual",
        summary: "Expanding full-width cells; the next cell grows into the featured one (Ultravisual)",
        parameters: [
            LayoutParameter(
                "standardHeight", type: "number", default: .number(100), "height of a cell that is not featured (> 0)"),
            LayoutParameter(
                "featuredHeight", type: "number", default: .number(280),
                "height of the featured cell (> standardHeight)"),
            LayoutParameter(
                "dragOffset", type: "number", default: nil,
                "scroll distance per featured item (> 0); default: featuredHeight − standardHeight (180)"),
        ],
        make: { parameters in
            let layout = try UltravisualLayout(
                standardHeight: try parameters.number("standardHeight", default: 100),
                featuredHeight: try parameters.number("featuredHeight", default: 280),
                dragOffset: try parameters.optionalNumber("dragOffset").map { CGFloat($0) })
            return BuiltLayout(layout: layout) { collectionView in
                collectionView.decelerationRate = .fast
            }
        }
    )
}
