/// The axes along which an element's size is an estimate that its view is asked to replace:
/// what UIKit keeps privately for the attributes of flow's `estimatedItemSize` and of
/// compositional `.estimated` dimensions. ``CollectionReusableView``'s default
/// `preferredLayoutAttributesFitting(_:)` fits the view's constraints with the fitting priority
/// on these axes and `.required` on the others; the collection view sizes every element whose
/// attributes name an axis (docs/auto-layout.md, "Self-sizing in the layouts").
package struct SelfSizingAxes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The width is an estimate.
    package static let horizontal = SelfSizingAxes(rawValue: 1)
    /// The height is an estimate.
    package static let vertical = SelfSizingAxes(rawValue: 2)
}
