/// A pane's layout given as Swift source rather than a registry name:
/// `layout: { swift: Sources/CoverFlow.swift, class: CoverFlowLayout }`.
///
/// The files are the user's unchanged iOS sources (`import UIKit`); `reel` adapts, compiles and
/// runs them in a child process (docs/preview.md). The scene only names them: a
/// ``SceneRuntime`` runs such a pane through the ``SwiftLayoutHost`` it is given (the `reel` tool
/// passes one).
public struct SwiftLayoutReference: Hashable, Sendable, Codable {
    /// The Swift files and folders, as paths resolved against the scene file's folder.
    public var paths: [String]
    /// The layout class to run (a `UICollectionViewLayout` subclass in those files).
    public var className: String
    /// Where the scene gave the layout, for messages.
    public var location: SourceLocation?
    /// The arguments of the initializer to make the layout with (`itemSize: CGSize(width: 200,
    /// height: 300)`), Swift the compiler checks; nil for `init()`.
    public var initArguments: String?
    /// Where ``initArguments`` start in the scene (the first character of the expression), or
    /// nil when `--init` gave them.
    public var initLocation: SourceLocation?
    /// The delegate to give the layout and its collection view, or nil for none.
    public var delegate: SwiftDelegateReference?
    /// Whether the preview makes up stand-ins for the delegates and data sources the layout
    /// and its collection view leave nil (`delegate: generated` in a scene; `reel preview`
    /// does unless `--no-stand-ins`).
    public var standIns: Bool = false

    /// A reference to class `className` in `paths`, made with `init(initArguments)` (nil:
    /// `init()`), given `delegate` and, when `standIns`, stand-ins for what stays nil.
    public init(
        paths: [String], className: String, location: SourceLocation? = nil, initArguments: String? = nil,
        initLocation: SourceLocation? = nil, delegate: SwiftDelegateReference? = nil, standIns: Bool = false
    ) {
        self.standIns = standIns
        self.paths = paths
        self.className = className
        self.location = location
        self.initArguments = initArguments
        self.initLocation = initLocation
        self.delegate = delegate
    }

    /// Every path the pane's Swift code is in: the layout's, then the delegate's.
    public var allPaths: [String] {
        paths + (delegate?.paths ?? []).filter { !paths.contains($0) }
    }
}
