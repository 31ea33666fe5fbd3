import CollectionLayout
import Foundation

extension LayoutDescriptor {
    /// PVView's parallax pages: items driven by actions per page, paging enabled.
    public static let parallaxPages = LayoutDescriptor(
        name: "parallaxPages",
        summary: "PVView: paged parallax whose items move, fade, scale and rotate by per-page actions",
        parameters: [
            LayoutParameter(
                ParallaxSpec.parameterName, type: "object", default: ParallaxSpec.demo.parameterValue,
                "the parallax model: direction, numberOfPages, ignoreLastPage, items, pages with actions")
        ],
        make: { parameters in
            let spec =
                try parameters.values[ParallaxSpec.parameterName].map(ParallaxSpec.init(parameterValue:))
                ?? ParallaxSpec.demo
            let layout = try ParallaxPagesLayout(spec: spec)
            return BuiltLayout(layout: layout) { collectionView in
                collectionView.isPagingEnabled = true
            }
        })
}
