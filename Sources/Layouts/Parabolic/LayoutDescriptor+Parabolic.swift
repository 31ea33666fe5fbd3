import CollectionLayout
import Foundation

extension LayoutDescriptor {
    /// The registry entry `parabolic`: ``ParabolicMovementLayout``.
    ///
    /// Every parameter of the original, with the demo's value as the default. Free scrolling; no
    /// collection-view settings.
    public static let parabolic = LayoutDescriptor(
        name: "parabolic",
        summary: "Cards rising along a parabola, shrinking towards the top (ParabolicMovementLayout)",
        parameters: [
            LayoutParameter(
                "startPosition", type: "number", default: .number(290),
                "viewport y of an item's top edge when its own offset is 0 (> 0)"),
            LayoutParameter(
                "startVelocity", type: "number", default: .number(-1),
                "slope of the top edge per point scrolled at the start (< 0)"),
            LayoutParameter(
                "itemStandardSize", type: "size", default: .object(["width": .number(329), "height": .number(207)]),
                "untransformed item size"),
            LayoutParameter(
                "scaleAtVertex", type: "number", default: .number(0.8),
                "item scale where it touches the viewport top (> 0)"),
            LayoutParameter(
                "spacingDivisionCoefficient", type: "number", default: .number(3),
                "divides the start-to-vertex offset range into the item spacing (> 0)"),
            LayoutParameter(
                "disappearanceTopItemOffset", type: "number", default: .number(20),
                "extra distance an item past the vertex travels before it disappears"),
            LayoutParameter(
                "fallbackCollectionViewHeight", type: "number", default: nil,
                "viewport height for the bottom disappearance threshold (≥ 0); default: the pane's height"),
        ],
        make: { parameters in
            let demo = ParabolicMovementConfiguration.demo
            let configuration = ParabolicMovementConfiguration(
                startPosition: try parameters.number("startPosition", default: demo.startPosition),
                startVelocity: try parameters.number("startVelocity", default: demo.startVelocity),
                itemStandardSize: try parameters.size("itemStandardSize", default: demo.itemStandardSize),
                scaleAtVertex: try parameters.number("scaleAtVertex", default: demo.scaleAtVertex),
                spacingDivisionCoefficient: try parameters.number(
                    "spacingDivisionCoefficient", default: demo.spacingDivisionCoefficient),
                disappearanceTopItemOffset: try parameters.number(
                    "disappearanceTopItemOffset", default: demo.disappearanceTopItemOffset),
                fallbackCollectionViewHeight: try parameters.optionalNumber("fallbackCollectionViewHeight").map {
                    CGFloat($0)
                })
            return BuiltLayout(layout: try ParabolicMovementLayout(configuration: configuration))
        }
    )
}
