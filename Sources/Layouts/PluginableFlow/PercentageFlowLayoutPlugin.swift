import CollectionLayout
import Foundation
import UIKitLayouts

/// Adds three visibility values in −1…1 to every element (the original library's
/// `PercentageFlowLayoutPlugin`); read them with
/// ``PluginableFlowLayoutAttributes/percentageInfo``.
///
/// Along the scroll axis, with `C` the collection view's bounds length, `o` the current content
/// offset, `S` the item's length and `Ib`/`Ia` the section's leading/trailing insets, every value
/// comes from one kernel `V(idealB, idealA, curB, curA)`: with `b = curB / idealB` and
/// `a = curA / idealA`, it is `−(1 − clamp(b, 0, 1))` when `|b| < |a|` and
/// `+(1 − clamp(−a, 0, 1))` otherwise (ties take the second form).
///
/// - `collectionVisibility`: `V(S, S, itemMax − o, itemMin − (o + C))`.
/// - `idealFrameVisibility`: the same against the item's ideal frame (where the layout's
///   alignment would put it; centred for `lineCenter` or no alignment):
///   `V(S, S, itemMax − idealMin, itemMin − idealMax)`, which is `clamp(d / S, −1, 1)` for the
///   displacement `d` from the ideal position.
/// - `idealFrameAndCollectionVisibility`: `V(idealB, idealA, itemMax − o, itemMin − (o + C))`
///   with `idealB = idealA = (C + S)/2` for `lineCenter`/none, `(S + Ib, C − Ib)` for
///   `lineStart` and `(C − Ia, S + Ia)` for `lineEnd`. With these unequal distances an item far
///   outside the viewport on the shorter side reads 0 instead of ±1, as in the original.
///
/// The original reads the trailing inset with the leading-inset accessor, so `Ia` is `Ib`
/// there; `afterInsetBehavior: .faithful` (the default) reproduces that, `.corrected` uses the
/// real trailing inset (right or bottom).
open class PercentageFlowLayoutPlugin: FlowLayoutPlugin {
    /// Whether the trailing inset is read as the original does (as the leading one) or correctly.
    public let afterInsetBehavior: PluginableFlowBehavior

    /// A plugin that reproduces the original, or fixes its trailing-inset bug with `.corrected`.
    public init(afterInsetBehavior: PluginableFlowBehavior = .faithful) {
        self.afterInsetBehavior = afterInsetBehavior
    }

    /// Stores the three values of ``percentages(of:viewport:direction:alignment:sectionInset:)``
    /// for the element's frame and the collection view's bounds in `dictWithProperties`, under
    /// the original's keys, and returns the same attributes.
    open func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in collectionView: CollectionView,
        scrollDirection: CollectionViewScrollDirection,
        alignment: PluginableFlowLayoutAlignment?,
        sectionInset: EdgeInsets
    ) -> PluginableFlowLayoutAttributes {
        let info = percentages(
            of: attributes.frame, viewport: collectionView.bounds, direction: scrollDirection,
            alignment: alignment, sectionInset: sectionInset)
        attributes.dictWithProperties[PercentageKey.collectionVisibility] = info.collectionVisibility
        attributes.dictWithProperties[PercentageKey.idealFrameVisibility] = info.idealFrameVisibility
        attributes.dictWithProperties[PercentageKey.idealFrameAndCollectionVisibility] =
            info.idealFrameAndCollectionVisibility
        return attributes
    }

    /// The three values for an element of `frame` seen through `viewport` (the collection view's
    /// bounds: origin = content offset).
    public func percentages(
        of frame: CGRect, viewport: CGRect, direction: CollectionViewScrollDirection,
        alignment: PluginableFlowLayoutAlignment?, sectionInset: EdgeInsets
    ) -> PercentageInfo {
        let offset = direction.scrollComponent(of: viewport.origin)
        let viewLength = direction.scrollLength(of: viewport.size)
        let item = direction.scrollRange(of: frame)
        let itemLength = item.upperBound - item.lowerBound
        let before = direction.scrollBefore(sectionInset)
        let after = afterInsetBehavior == .faithful ? before : direction.scrollAfter(sectionInset)

        // Distances of the item's far edges past the viewport's edges.
        let pastViewStart = item.upperBound - offset
        let pastViewEnd = item.lowerBound - (offset + viewLength)
        let collection = Self.visibility(
            idealBefore: itemLength, idealAfter: itemLength, before: pastViewStart, after: pastViewEnd)

        // The ideal frame: where the alignment would put the item.
        let idealFrame: (min: CGFloat, max: CGFloat)
        let mixedIdeals: (before: CGFloat, after: CGFloat)
        switch alignment {
        case .lineStart:
            idealFrame = (offset + before, offset + before + itemLength)
            mixedIdeals = (itemLength + before, viewLength - before)
        case .lineEnd:
            idealFrame = (offset + viewLength - after - itemLength, offset + viewLength - after)
            mixedIdeals = (viewLength - after, itemLength + after)
        case .lineCenter, nil:
            let middle = offset + viewLength / 2
            idealFrame = (middle - itemLength / 2, middle + itemLength / 2)
            mixedIdeals = ((viewLength + itemLength) / 2, (viewLength + itemLength) / 2)
        }
        let ideal = Self.visibility(
            idealBefore: itemLength, idealAfter: itemLength,
            before: item.upperBound - idealFrame.min, after: item.lowerBound - idealFrame.max)
        let mixed = Self.visibility(
            idealBefore: mixedIdeals.before, idealAfter: mixedIdeals.after,
            before: pastViewStart, after: pastViewEnd)
        return PercentageInfo(
            collectionVisibility: collection, idealFrameVisibility: ideal,
            idealFrameAndCollectionVisibility: mixed)
    }

    /// The kernel: how far an item is before (negative) or after (positive) a reference, given
    /// its far edges' distances past the reference's edges and the distances at which it counts
    /// as fully before/after. A degenerate (0/0) ratio reads as 0.
    static func visibility(idealBefore: CGFloat, idealAfter: CGFloat, before: CGFloat, after: CGFloat) -> CGFloat {
        let b = before / idealBefore
        let a = after / idealAfter
        guard !b.isNaN, !a.isNaN else { return 0 }
        if abs(b) < abs(a) {
            return -(1 - min(max(b, 0), 1))
        }
        return 1 - min(max(-a, 0), 1)
    }
}
