import CollectionLayout
import Foundation
import HeadlessUI

/// The space a section or group lays out in, with the shape of UIKit's
/// `NSCollectionLayoutContainer`.
public protocol CollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size minus its content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets the container keeps clear.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The insets actually applied.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider (or custom group) is told about where it lays out, with the shape
/// of UIKit's `NSCollectionLayoutEnvironment`.
public protocol CollectionLayoutEnvironment {
    /// The container: the collection view's bounds, inset by its adjusted content insets.
    var container: any CollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: TraitCollection { get }
}

/// A container of a size and insets.
struct LayoutContainer: CollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: DirectionalEdgeInsets
    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}

/// An environment of a container and traits.
struct LayoutEnvironment: CollectionLayoutEnvironment {
    var container: any CollectionLayoutContainer
    var traitCollection: TraitCollection
}
