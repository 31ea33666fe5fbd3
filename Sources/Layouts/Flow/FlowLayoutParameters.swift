import CollectionLayout
import Foundation
import UIKitLayouts

/// The flow-layout parameters shared by the `flow` and `pluginableFlow` descriptors: UIKit's
/// property names and defaults.
enum FlowLayoutParameters {
    static let declared: [LayoutParameter] = [
        LayoutParameter(
            "itemSize", type: "size", default: .array([.number(50), .number(50)]),
            "size of every item (UIKit default 50×50)"),
        LayoutParameter(
            "itemSizes", type: "[size]", default: nil,
            "per-item sizes, repeated over the items of each section; overrides itemSize"),
        LayoutParameter(
            "estimatedItemSize", type: "size|automatic", default: .array([.number(0), .number(0)]),
            "estimated cell size; anything but 0×0 (or automatic) sizes each cell by its content, the pane's `cells`"),
        LayoutParameter(
            "minimumLineSpacing", type: "number", default: .number(10), "minimum gap between lines (rows or columns)"),
        LayoutParameter(
            "minimumInteritemSpacing", type: "number", default: .number(10),
            "minimum gap between items of a line; widened to justify full lines"),
        LayoutParameter(
            "sectionInset", type: "insets", default: .number(0), "margins around each section's lines"),
        LayoutParameter(
            "scrollDirection", type: "vertical|horizontal", default: .string("vertical"),
            "axis the content scrolls along"),
        LayoutParameter(
            "headerReferenceSize", type: "size", default: .array([.number(0), .number(0)]),
            "section header size; only the scroll-axis length is used, 0 means none"),
        LayoutParameter(
            "footerReferenceSize", type: "size", default: .array([.number(0), .number(0)]),
            "section footer size; only the scroll-axis length is used, 0 means none"),
    ]

    /// Reads the shared parameters onto `layout`; `itemSizes` becomes a size-list delegate the
    /// layout keeps (see ``installDelegate(of:on:)``).
    static func apply(_ parameters: LayoutParameters, to layout: CollectionViewFlowLayout) throws {
        layout.itemSize = try positiveSize("itemSize", parameters, default: CollectionViewFlowLayout.defaultItemSize)
        layout.minimumLineSpacing = try nonNegative("minimumLineSpacing", parameters, default: 10)
        layout.minimumInteritemSpacing = try nonNegative("minimumInteritemSpacing", parameters, default: 10)
        layout.sectionInset = try parameters.insets("sectionInset", default: .zero)
        let direction = try parameters.choice(
            "scrollDirection", of: CollectionViewScrollDirection.allCases.map(\.description), default: "vertical")
        layout.scrollDirection = direction == "horizontal" ? .horizontal : .vertical
        layout.estimatedItemSize = try estimatedItemSize(parameters)
        layout.headerReferenceSize = try nonNegativeSize("headerReferenceSize", parameters)
        layout.footerReferenceSize = try nonNegativeSize("footerReferenceSize", parameters)
        if let sizes = try itemSizes(parameters) {
            layout.retainedDelegate = FlowItemSizeList(sizes)
        }
    }

    /// Installs the layout's size list (if any) as the collection view's delegate.
    static func installDelegate(of layout: CollectionViewFlowLayout, on collectionView: CollectionView) {
        if let delegate = layout.retainedDelegate { collectionView.delegate = delegate }
    }

    private static func nonNegative(_ name: String, _ parameters: LayoutParameters, default fallback: Double) throws
        -> CGFloat
    {
        let value = try parameters.number(name, default: fallback)
        guard value >= 0 else {
            throw LayoutConfigurationError(parameter: name, message: "must be 0 or more, found \(value)")
        }
        return CGFloat(value)
    }

    private static func positiveSize(_ name: String, _ parameters: LayoutParameters, default fallback: CGSize) throws
        -> CGSize
    {
        let size = try parameters.size(name, default: fallback)
        guard size.width > 0, size.height > 0 else {
            throw LayoutConfigurationError(
                parameter: name, message: "width and height must be more than 0, found \(size.width)×\(size.height)")
        }
        return size
    }

    private static func nonNegativeSize(_ name: String, _ parameters: LayoutParameters) throws -> CGSize {
        let size = try parameters.size(name, default: .zero)
        guard size.width >= 0, size.height >= 0 else {
            throw LayoutConfigurationError(
                parameter: name, message: "width and height must be 0 or more, found \(size.width)×\(size.height)")
        }
        return size
    }

    /// `estimatedItemSize`: `automatic` (UIKit's `automaticSize`) or a size of at least 0 × 0.
    private static func estimatedItemSize(_ parameters: LayoutParameters) throws -> CGSize {
        if case .string(let text)? = parameters.values["estimatedItemSize"] {
            guard text == "automatic" else {
                throw LayoutConfigurationError(
                    parameter: "estimatedItemSize",
                    message: "expected a size such as [320, 44] or 'automatic', found '\(text)'")
            }
            return CollectionViewFlowLayout.automaticSize
        }
        return try nonNegativeSize("estimatedItemSize", parameters)
    }

    /// `itemSizes`: a non-empty list of sizes, each `{width, height}` or `[w, h]`.
    private static func itemSizes(_ parameters: LayoutParameters) throws -> [CGSize]? {
        guard let value = parameters.values["itemSizes"] else { return nil }
        guard case .array(let items) = value, !items.isEmpty else {
            throw LayoutConfigurationError(
                parameter: "itemSizes",
                message: "expected a non-empty list of sizes such as [[100, 50], [80, 50]], found \(value)")
        }
        return try items.enumerated().map { index, item in
            do {
                return try positiveSize("itemSizes", LayoutParameters(["itemSizes": item]), default: .zero)
            } catch let error as LayoutConfigurationError {
                throw LayoutConfigurationError(parameter: "itemSizes", message: "entry \(index): \(error.message)")
            }
        }
    }
}
