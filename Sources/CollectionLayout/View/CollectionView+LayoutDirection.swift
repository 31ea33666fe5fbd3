import Foundation

extension CollectionView {
    /// Whether the view mirrors its layout horizontally: the layout answers `true` to
    /// `flipsHorizontallyInOppositeLayoutDirection` and the view's
    /// `effectiveUserInterfaceLayoutDirection` differs from the layout's
    /// `developmentLayoutDirection` (UIKit's rule: a left-to-right flow layout shown in a
    /// right-to-left language starts at the right edge).
    public var mirrorsLayoutHorizontally: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }

    /// The width the layout is mirrored about: the content width, or the bounds width when
    /// the content is narrower (so that a short row starts at the right edge).
    public var mirroringWidth: CGFloat {
        max(collectionViewLayout.collectionViewContentSize.width, bounds.width)
    }

    /// `rect` mirrored about ``mirroringWidth``: x becomes `width − maxX`.
    func mirrored(_ rect: CGRect) -> CGRect {
        CGRect(x: mirroringWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A copy of `attributes` with its centre mirrored about ``mirroringWidth``; the layout's
    /// own attributes are not changed.
    func mirrored(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let copy = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
        copy.center.x = mirroringWidth - attributes.center.x
        return copy
    }
}
