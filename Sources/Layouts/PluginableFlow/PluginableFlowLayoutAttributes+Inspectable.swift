import CollectionLayout
import Foundation

/// The JSON dump shows every numeric plugin value, under the part of its key after the last
/// underscore (`collectionVisibility`, `idealFrameVisibility`,
/// `idealFrameAndCollectionVisibility` for ``PercentageFlowLayoutPlugin``).
extension PluginableFlowLayoutAttributes: LayoutAttributesInspectable {
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
