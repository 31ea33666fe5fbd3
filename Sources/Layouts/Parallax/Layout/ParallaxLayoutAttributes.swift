import CollectionLayout
import Foundation

/// Layout attributes of a parallax item or page background, with the values a dump shows.
public final class ParallaxLayoutAttributes: CollectionViewLayoutAttributes {
    /// Named values beyond the standard attributes: the pager's page and progress, the item's
    /// raw opacity and transform components, and custom action values (`letterSpacing`).
    public var values: [String: Double] = [:]

    /// A copy with the standard attributes and ``values``.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ParallaxLayoutAttributes)?.values = values
        return copy
    }

    /// Equal when the standard attributes and ``values`` are equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ParallaxLayoutAttributes else { return false }
        return super.isEqual(object) && values == other.values
    }
}

extension ParallaxLayoutAttributes: LayoutAttributesInspectable {
    /// ``values``, written under `"values"` in the JSON dump.
    public var inspectableValues: [String: Double] { values }
}
