import CollectionLayout
import Foundation

/// A width and a height dimension, with the shape of UIKit's `NSCollectionLayoutSize`.
public final class CollectionLayoutSize: NSObject, NSCopying, Sendable {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The points this size stands for in a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The same size (sizes are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// `{width, height}` in the dimensions' spelling.
    public override var description: String { "{\(widthDimension), \(heightDimension)}" }
}
