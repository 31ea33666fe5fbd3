import CollectionLayout
import Foundation

extension LayoutDescriptor {
    /// `pluginableFlow`: ``PluginableFlowLayout`` — the flow layout's parameters plus alignment
    /// snapping, plugins and the faithful/corrected switches for the original's two quirks.
    ///
    /// With an alignment, the collection view gets the README's settings: paging off and
    /// `decelerationRate = .fast`.
    public static let pluginableFlow = LayoutDescriptor(
        name: "pluginableFlow",
        summary:
            "PluginableFlowLayout: a flow layout that snaps to lineStart/lineCenter/lineEnd, with a visibility plugin",
        parameters: FlowLayoutParameters.declared + [
            LayoutParameter(
                "alignment", type: "lineStart|lineCenter|lineEnd|none", default: .string("lineStart"),
                "where items snap when scrolling ends; none leaves the target offset alone"),
            LayoutParameter(
                "plugins", type: "[percentage]", default: .array([.string("percentage")]),
                "plugins run in order on every element; percentage adds the visibility values"),
            LayoutParameter(
                "targetOffsetBehavior", type: "faithful|corrected", default: .string("faithful"),
                "faithful keeps the original's lineEnd distance bug; corrected fixes it"),
            LayoutParameter(
                "afterInsetBehavior", type: "faithful|corrected", default: .string("faithful"),
                "faithful: the percentage plugin reads the trailing inset as the leading one (original); corrected: the real one"
            ),
        ],
        make: { parameters in
            let alignmentName = try parameters.choice(
                "alignment", of: PluginableFlowLayoutAlignment.allCases.map(\.rawValue) + ["none"], default: "lineStart"
            )
            let alignment = PluginableFlowLayoutAlignment(rawValue: alignmentName)
            let afterInset = try behavior("afterInsetBehavior", parameters)
            let layout = PluginableFlowLayout(
                alignment: alignment, plugins: try plugins(parameters, afterInset: afterInset))
            layout.targetOffsetBehavior = try behavior("targetOffsetBehavior", parameters)
            try FlowLayoutParameters.apply(parameters, to: layout)
            return BuiltLayout(layout: layout) { collectionView in
                FlowLayoutParameters.installDelegate(of: layout, on: collectionView)
                if alignment != nil {
                    collectionView.isPagingEnabled = false
                    collectionView.decelerationRate = .fast
                }
            }
        })

    private static func behavior(_ name: String, _ parameters: LayoutParameters) throws -> PluginableFlowBehavior {
        let value = try parameters.choice(
            name, of: PluginableFlowBehavior.allCases.map(\.rawValue), default: PluginableFlowBehavior.faithful.rawValue
        )
        return PluginableFlowBehavior(rawValue: value) ?? .faithful
    }

    private static func plugins(_ parameters: LayoutParameters, afterInset: PluginableFlowBehavior) throws
        -> [FlowLayoutPlugin]
    {
        guard let value = parameters.values["plugins"] else {
            return [PercentageFlowLayoutPlugin(afterInsetBehavior: afterInset)]
        }
        guard case .array(let names) = value else {
            throw LayoutConfigurationError(
                parameter: "plugins", message: "expected a list such as [percentage], found \(value)")
        }
        return try names.map { name in
            guard case .string("percentage") = name else {
                throw LayoutConfigurationError(
                    parameter: "plugins", message: "unknown plugin '\(name)'; the only plugin is 'percentage'")
            }
            return PercentageFlowLayoutPlugin(afterInsetBehavior: afterInset)
        }
    }
}
