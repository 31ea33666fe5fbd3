import CollectionLayout
import Foundation

/// A cell class of the user's files that a scene names (`cells: {swift: …, class: FeedCell,
/// configure: …}`), as the preview's generated `main.swift` describes it: how to register it on
/// a collection view and how to configure one of its cells for an item.
public struct PreviewCellClass: Sendable {
    /// What identifies it: the class, the reuse identifier and the configuration's text, as the
    /// scene's `CellClassReference.key` says.
    public var key: String
    /// Registers the class on a collection view under a reuse identifier.
    public var register: @Sendable (CollectionView, String) -> Void
    /// Configures a cell of the class for an item: the item's values from the scene, its index
    /// path (the scene's `configure`, with the cell typed as the class).
    public var configure: @Sendable (CollectionViewCell, [String: String], IndexPath) -> Void

    /// A cell class from its parts.
    public init(
        key: String, register: @escaping @Sendable (CollectionView, String) -> Void,
        configure: @escaping @Sendable (CollectionViewCell, [String: String], IndexPath) -> Void
    ) {
        self.key = key
        self.register = register
        self.configure = configure
    }

    /// Runs `configure` on the main actor, where UIKit code of the user's files may be
    /// isolated: the serving loop runs on the main thread.
    public static func onMainActor(_ body: @MainActor () -> Void) {
        MainActor.assumeIsolated { body() }
    }
}
