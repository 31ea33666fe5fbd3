/// A pane's layout given as Swift source rather than a registry name:
/// `layout: { swift: Sources/CoverFlow.swift, class: CoverFlowLayout }`.
///
/// The files are the user's unchanged iOS sources (`import UIKit`); `reel` adapts, compiles and
/// runs them in a child process (docs/preview.md). The scene only names them: a
/// ``SceneRuntime`` runs such a pane through the ``SwiftLayouts/host`` the tool installs.
public struct SwiftLayoutReference: Hashable, Sendable, Codable {
    /// The Swift files and folders, as paths resolved against the scene file's folder.
    public var paths: [String]
    /// The layout class to run (a `UICollectionViewLayout` subclass in those files).
    public var className: String
    /// Where the scene gave the layout, for messages.
    public var location: SourceLocation?

    /// A reference to class `className` in `paths`.
    public init(paths: [String], className: String, location: SourceLocation? = nil) {
        self.paths = paths
        self.className = className
        self.location = location
    }
}
