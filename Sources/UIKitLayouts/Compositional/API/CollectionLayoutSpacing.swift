import CollectionLayout
import Foundation

/// Space between elements, with the shape of UIKit's `NSCollectionLayoutSpacing`: fixed, or
/// flexible — at least the value, plus an equal share of the room left over.
public final class CollectionLayoutSpacing: NSObject, NSCopying, Sendable {
    /// The points (for flexible spacing, the minimum).
    public let spacing: CGFloat
    /// Whether the spacing grows to share the room left over.
    public let isFlexibleSpacing: Bool

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// At least `flexibleSpacing` points, growing to share the room left over.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(spacing: flexibleSpacing, flexible: true)
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(spacing: fixedSpacing, flexible: false)
    }

    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// The same spacing (spacings are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
