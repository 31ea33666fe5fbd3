import CollectionLayout
import Foundation

/// The JSON dump shows every numeric plugin value, under the part of its key after the last
/// underscore (`collectionVisibility`, `idealFrameVisibility`,
/// `idealFrameAndCollectionVisibility` for ``PercentageFlowLayoutPlugin``).
extension PluginableFlowLayoutAttributes: LayoutAttributesInspectable {
    /// Every numeric value in ``PluginableFlowLayoutAttributes/dictWithProperties`` (CGFloat,
    /// Double, Float or Int), named by its key's part after the last underscore; other values are
    /// left out.
    public var inspectableValues: [String: Double] {
        var values: [String: Double] = [:]
        for (key, value) in dictWithProperties {
            let name = key.split(separator: "_").last.map(String.init) ?? key
            switch value.base {
            case let number as CGFloat: values[name] = Double(number)
            case let number as Double: values[name] = number
            case let number as Float: values[name] = Double(number)
            case let number as Int: values[name] = Double(number)
            default: continue
            }
        }
        return values
    }
}
