import Foundation

/// The boundary a section's content insets are measured from, with the shape of UIKit's
/// `UIContentInsetsReference` (iOS 14): `NSCollectionLayoutSection.contentInsetsReference` and
/// `UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference`.
///
/// Across the scroll axis a section's content starts at the reference boundary plus its
/// `contentInsets`, and never before the collection view's adjusted content insets (the
/// container); docs/compositional-layout.md, "The container".
public enum ContentInsetsReference: Int, Hashable, Sendable, CaseIterable {
    /// A section's: the configuration's reference; the configuration's: the container.
    case automatic
    /// No boundary beyond the container.
    case none
    /// The safe area (within the container, which already excludes it).
    case safeArea
    /// The collection view's layout margins (`layoutMarginsFrame`).
    case layoutMargins
    /// The readable content guide: the layout margins, narrowed to at most
    /// ``readableWidth`` points and centred.
    case readableContent

    /// The widest readable content (**chosen**: UIKit's value at the default text size on a
    /// regular-width device; it varies with Dynamic Type).
    public static let readableWidth: CGFloat = 672

    /// The name a scene writes.
    public var name: String {
        switch self {
        case .automatic: "automatic"
        case .none: "none"
        case .safeArea: "safeArea"
        case .layoutMargins: "layoutMargins"
        case .readableContent: "readableContent"
        }
    }
}
