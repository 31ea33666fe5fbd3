/// A layout that gives some elements an estimated size for their views to replace: UIKit's flow
/// layout with `estimatedItemSize`, the compositional layout with `.estimated` dimensions. The
/// collection view asks it, after `prepare()`, for the elements still at their estimate, and
/// sizes each by its view (``CollectionView/resolveSelfSizing()``).
package protocol EstimatingLayout: CollectionViewLayout {
    /// The attributes of every element whose size is still the estimate (their
    /// ``CollectionViewLayoutAttributes/selfSizingAxes`` name the estimated axes), in the
    /// layout's own coordinates, in the order the layout places them. Empty once every element
    /// has been sized, or when the layout does not estimate.
    func elementsAwaitingSizing() -> [CollectionViewLayoutAttributes]
}
