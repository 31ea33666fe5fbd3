import CollectionLayout
import Foundation

extension LayoutDescriptor {
    /// The registry entry `table`: ``TableLayout``, parameter `itemSize` (`{width, height}`,
    /// height > 0), by default an iPhone-wide 100-point row.
    public static let table = LayoutDescriptor(
        name: "table",
        summary: "Full-width rows one after another, like a table view (Dodo Pizza's TableLayout).",
        parameters: [
            LayoutParameter(
                "itemSize", type: "size",
                default: .object(["width": .number(375), "height": .number(100)]),
                "Row size; the height spaces the rows, rows span the collection view's width.")
        ],
        make: { parameters in
            let itemSize = try parameters.size("itemSize", default: CGSize(width: 375, height: 100))
            guard itemSize.height > 0 else {
                throw LayoutConfigurationError(
                    parameter: "itemSize",
                    message: "height must be greater than 0, found \(itemSize.height); rows are itemSize.height apart")
            }
            guard itemSize.width >= 0 else {
                throw LayoutConfigurationError(
                    parameter: "itemSize", message: "width must not be negative, found \(itemSize.width)")
            }
            return BuiltLayout(layout: TableLayout(itemSize: itemSize))
        }
    )
}
