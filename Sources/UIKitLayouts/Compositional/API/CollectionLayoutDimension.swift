import CollectionLayout
import Foundation

/// One dimension of an element's size, with the shape of UIKit's `NSCollectionLayoutDimension`:
/// an absolute value, an estimate, a fraction of the container's width or height, or (iOS 17)
/// one size shared by siblings.
///
/// An estimated dimension, and a dimension uniform across siblings, starts at its estimate and
/// takes the size the element's view prefers (self-sizing; docs/compositional-layout.md,
/// "Self-sizing").
public final class CollectionLayoutDimension: NSObject, NSCopying, Sendable {
    /// How the value is read.
    package enum Kind: Equatable {
        case absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings
    }

    let kind: Kind
    /// The number: points for absolute and estimated dimensions, a fraction otherwise.
    public let dimension: CGFloat

    package init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute, absoluteDimension)
    }

    /// An estimate: the element starts at this many points and takes the size its view prefers
    /// (a group, the extent of its content).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated, estimatedDimension)
    }

    /// The largest of the sizes the siblings' views prefer, starting from `estimate` (iOS 17):
    /// every item of a group instance with this dimension takes it.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings, estimatedDimension)
    }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }
    /// Whether siblings share this dimension.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// Whether the element's content decides this dimension: an estimate, or uniform across
    /// siblings.
    var isSizedByContent: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// The points this dimension stands for in a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        }
    }

    /// The same dimension (dimensions are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The scene and description spelling, such as `fractionalWidth(0.5)`.
    public override var description: String {
        "\(kind)(\(dimension))"
    }
}
