import CollectionLayout
import Foundation

/// The parameters of ``ParabolicMovementLayout``, named as in heorhi-kheilik's
/// ParabolicMovementLayout; the defaults are its demo's values.
///
/// An item's top edge, in viewport coordinates, follows a parabola of its own (shifted) content
/// offset: it starts at `startPosition` moving at `startVelocity` points per point scrolled,
/// decelerates, touches the viewport top at the vertex and turns around. See
/// ``ParabolicMovementFunction`` for the formulas.
public struct ParabolicMovementConfiguration: Equatable, Sendable {
    /// Viewport y of an item's top edge when its own offset is 0 (x₀, points, > 0).
    public var startPosition: CGFloat
    /// Slope of the position at the start (v₀, points per point of offset, < 0: items move up
    /// as the content offset grows).
    public var startVelocity: CGFloat
    /// The untransformed size of every item; items are scaled about their centre.
    public var itemStandardSize: CGSize
    /// The item scale at the vertex (where the item touches the viewport top), > 0.
    public var scaleAtVertex: CGFloat
    /// The offset range from an item's start to the vertex is divided by this (> 0, may be
    /// fractional) to give the offset spacing between consecutive items.
    public var spacingDivisionCoefficient: CGFloat
    /// Extra downward distance (points) an item past the vertex travels before it disappears.
    public var disappearanceTopItemOffset: CGFloat
    /// The viewport height used for the bottom disappearance threshold (≥ 0), or nil for the
    /// collection view's height. The original uses the collection view's height when a
    /// collection view is attached at set-up time and this value otherwise; with nil the layout
    /// takes the height when it is first prepared in a collection view (and, like the original,
    /// does not update it on later bounds changes).
    public var fallbackCollectionViewHeight: CGFloat?

    /// Creates a configuration; every argument defaults to the demo value.
    public init(
        startPosition: CGFloat = 290,
        startVelocity: CGFloat = -1,
        itemStandardSize: CGSize = CGSize(width: 329, height: 207),
        scaleAtVertex: CGFloat = 0.8,
        spacingDivisionCoefficient: CGFloat = 3,
        disappearanceTopItemOffset: CGFloat = 20,
        fallbackCollectionViewHeight: CGFloat? = 549
    ) {
        self.startPosition = startPosition
        self.startVelocity = startVelocity
        self.itemStandardSize = itemStandardSize
        self.scaleAtVertex = scaleAtVertex
        self.spacingDivisionCoefficient = spacingDivisionCoefficient
        self.disappearanceTopItemOffset = disappearanceTopItemOffset
        self.fallbackCollectionViewHeight = fallbackCollectionViewHeight
    }

    /// The demo's values: v₀ −1, x₀ 290, k 3, δ 20, item 329 × 207, scale 0.8, height 549.
    public static let demo = ParabolicMovementConfiguration()

    /// Checks that the parabola is well defined.
    ///
    /// - Throws: ``LayoutConfigurationError`` naming the first parameter that is not finite or
    ///   is out of range: `startVelocity` must be negative, `startPosition` and
    ///   `spacingDivisionCoefficient` positive, `itemStandardSize` and
    ///   `fallbackCollectionViewHeight` non-negative. As in the original, `scaleAtVertex` and
    ///   `disappearanceTopItemOffset` may be any finite number: a top threshold position above
    ///   the viewport top has no root, and the threshold is then 0 (the original's `(0, 0)`).
    public func validate() throws {
        try Self.requireFinite(startPosition, "startPosition")
        try Self.requireFinite(startVelocity, "startVelocity")
        try Self.requireFinite(itemStandardSize.width, "itemStandardSize")
        try Self.requireFinite(itemStandardSize.height, "itemStandardSize")
        try Self.requireFinite(scaleAtVertex, "scaleAtVertex")
        try Self.requireFinite(spacingDivisionCoefficient, "spacingDivisionCoefficient")
        try Self.requireFinite(disappearanceTopItemOffset, "disappearanceTopItemOffset")
        if let fallbackCollectionViewHeight {
            try Self.requireFinite(fallbackCollectionViewHeight, "fallbackCollectionViewHeight")
        }
        guard startVelocity < 0 else {
            throw LayoutConfigurationError(
                parameter: "startVelocity",
                message: "must be negative (items move up as the content offset grows), found \(startVelocity); "
                    + "use a value such as -1")
        }
        guard startPosition > 0 else {
            throw LayoutConfigurationError(
                parameter: "startPosition",
                message: "must be greater than 0 (the viewport y where an item starts), found \(startPosition); "
                    + "use a value such as 290")
        }
        guard spacingDivisionCoefficient > 0 else {
            throw LayoutConfigurationError(
                parameter: "spacingDivisionCoefficient",
                message: "must be greater than 0 (it divides the start-to-vertex range into item spacings), "
                    + "found \(spacingDivisionCoefficient); use a value such as 3")
        }
        guard itemStandardSize.width >= 0, itemStandardSize.height >= 0 else {
            throw LayoutConfigurationError(
                parameter: "itemStandardSize",
                message: "width and height must not be negative, found \(itemStandardSize)")
        }
        if let fallbackCollectionViewHeight, fallbackCollectionViewHeight < 0 {
            throw LayoutConfigurationError(
                parameter: "fallbackCollectionViewHeight",
                message: "must not be negative, found \(fallbackCollectionViewHeight); "
                    + "leave it out to use the collection view's height")
        }
    }

    private static func requireFinite(_ value: CGFloat, _ name: String) throws {
        guard value.isFinite else {
            throw LayoutConfigurationError(parameter: name, message: "must be a finite number, found \(value)")
        }
    }
}
