import Foundation

/// The traits of an interface environment, with the shape of UIKit's `UITraitCollection`:
/// display scale, size classes, layout direction, idiom and style.
///
/// Immutable, as in UIKit. A view reads its traits from ``View/overrideTraitCollection``, else
/// its superview, else ``Screen/main``; a scene sets them there.
public final class TraitCollection: NSObject, Sendable {
    /// Points-to-pixels scale (2 on most iPhones, 3 on Plus/Pro models). 0 when unspecified.
    public let displayScale: CGFloat
    /// The horizontal size class.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UserInterfaceSizeClass
    /// The layout direction; `nil` in UIKit's terms is `.unspecified`, spelled here as `nil`.
    public let layoutDirectionValue: UserInterfaceLayoutDirection?
    /// The device idiom.
    public let userInterfaceIdiom: UserInterfaceIdiom
    /// Light or dark.
    public let userInterfaceStyle: UserInterfaceStyle
    /// The reader's preferred text size: the category of the layout work in progress
    /// (``ContentSizeCategory/current``, which a scene's pane sets), not a stored trait.
    public var preferredContentSizeCategory: ContentSizeCategory { ContentSizeCategory.current }

    /// A trait collection from every trait.
    public init(
        displayScale: CGFloat, horizontalSizeClass: UserInterfaceSizeClass,
        verticalSizeClass: UserInterfaceSizeClass, layoutDirection: UserInterfaceLayoutDirection?,
        userInterfaceIdiom: UserInterfaceIdiom, userInterfaceStyle: UserInterfaceStyle = .light
    ) {
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirectionValue = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    /// An empty collection: every trait unspecified (UIKit's `UITraitCollection()`).
    public override convenience init() {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: nil, userInterfaceIdiom: .unspecified, userInterfaceStyle: .unspecified)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(traitsFrom: [TraitCollection()], displayScale: displayScale)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(traitsFrom: [TraitCollection()], horizontalSizeClass: horizontalSizeClass)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(traitsFrom: [TraitCollection()], verticalSizeClass: verticalSizeClass)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UserInterfaceLayoutDirection) {
        self.init(traitsFrom: [TraitCollection()], layoutDirection: layoutDirection)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init(traitsFrom: [TraitCollection()], userInterfaceIdiom: userInterfaceIdiom)
    }

    /// A collection that specifies only light or dark appearance.
    public convenience init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(traitsFrom: [TraitCollection()], userInterfaceStyle: userInterfaceStyle)
    }

    /// The traits of `collections` merged, later ones winning where they specify a trait
    /// (UIKit's `init(traitsFrom:)`), then the given traits on top.
    public convenience init(
        traitsFrom collections: [TraitCollection], displayScale: CGFloat? = nil,
        horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
        layoutDirection: UserInterfaceLayoutDirection? = nil, userInterfaceIdiom: UserInterfaceIdiom? = nil,
        userInterfaceStyle: UserInterfaceStyle? = nil
    ) {
        var scale: CGFloat = 0
        var horizontal = UserInterfaceSizeClass.unspecified
        var vertical = UserInterfaceSizeClass.unspecified
        var direction: UserInterfaceLayoutDirection?
        var idiom = UserInterfaceIdiom.unspecified
        var style = UserInterfaceStyle.unspecified
        for traits in collections {
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if let value = traits.layoutDirectionValue { direction = value }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
        }
        self.init(
            displayScale: displayScale ?? scale, horizontalSizeClass: horizontalSizeClass ?? horizontal,
            verticalSizeClass: verticalSizeClass ?? vertical, layoutDirection: layoutDirection ?? direction,
            userInterfaceIdiom: userInterfaceIdiom ?? idiom, userInterfaceStyle: userInterfaceStyle ?? style)
    }

    /// The layout direction, left-to-right when unspecified (as layouts treat UIKit's
    /// `.unspecified`).
    public var layoutDirection: UserInterfaceLayoutDirection { layoutDirectionValue ?? .leftToRight }

    /// Equal when every trait is equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TraitCollection else { return false }
        return displayScale == other.displayScale && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && layoutDirectionValue == other.layoutDirectionValue
            && userInterfaceIdiom == other.userInterfaceIdiom && userInterfaceStyle == other.userInterfaceStyle
    }

    /// A hash of every trait.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(layoutDirectionValue)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }
}
