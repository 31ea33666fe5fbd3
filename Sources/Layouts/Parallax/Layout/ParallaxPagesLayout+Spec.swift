import CollectionLayout
import Foundation

extension ParallaxPagesLayout {
    /// A layout built from a declarative spec (its model, page backgrounds and perspective).
    /// - Throws: ``LayoutConfigurationError`` naming the path of the faulty value.
    public convenience init(spec: ParallaxSpec) throws {
        self.init(
            model: try spec.makeModel(), showsPageBackgrounds: spec.pageBackgrounds,
            perspectiveDistance: spec.perspective)
    }
}
