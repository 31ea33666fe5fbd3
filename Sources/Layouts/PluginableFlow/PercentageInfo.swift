import CollectionLayout
import Foundation

/// The three visibility values ``PercentageFlowLayoutPlugin`` stores, each in −1…1 or nil when
/// the plugin did not run on the attributes.
///
/// Negative means before (left of / above) the reference, 0 at the reference or fully visible,
/// positive after it.
public struct PercentageInfo: Hashable, Sendable {
    /// Visibility relative to the collection view's bounds: −(fraction hidden past the leading
    /// edge) or +(fraction hidden past the trailing edge); ±1 entirely off-screen.
    public var collectionVisibility: CGFloat?
    /// Signed displacement from the ideal (aligned) position, in item lengths, clamped to ±1.
    public var idealFrameVisibility: CGFloat?
    /// Displacement from the ideal position relative to the distance at which the item leaves
    /// the viewport, clamped to ±1.
    public var idealFrameAndCollectionVisibility: CGFloat?

    /// Values as given; each one nil unless set.
    public init(
        collectionVisibility: CGFloat? = nil, idealFrameVisibility: CGFloat? = nil,
        idealFrameAndCollectionVisibility: CGFloat? = nil
    ) {
        self.collectionVisibility = collectionVisibility
        self.idealFrameVisibility = idealFrameVisibility
        self.idealFrameAndCollectionVisibility = idealFrameAndCollectionVisibility
    }
}

/// The dictionary keys of the percentage values (the original library's).
enum PercentageKey {
    static let collectionVisibility = "PluginableFlowLayout/PercentageFlowLayoutPlugin.swift_collectionVisibility"
    static let idealFrameVisibility = "PluginableFlowLayout/PercentageFlowLayoutPlugin.swift_idealFrameVisibility"
    static let idealFrameAndCollectionVisibility =
        "PluginableFlowLayout/PercentageFlowLayoutPlugin.swift_idealFrameAndCollectionVisibility"
}

extension PluginableFlowLayoutAttributes {
    /// The values ``PercentageFlowLayoutPlugin`` stored, if it ran.
    public var percentageInfo: PercentageInfo {
        PercentageInfo(
            collectionVisibility: dictWithProperties[PercentageKey.collectionVisibility] as? CGFloat,
            idealFrameVisibility: dictWithProperties[PercentageKey.idealFrameVisibility] as? CGFloat,
            idealFrameAndCollectionVisibility:
                dictWithProperties[PercentageKey.idealFrameAndCollectionVisibility] as? CGFloat)
    }
}
