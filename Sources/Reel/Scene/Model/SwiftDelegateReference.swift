/// The delegate a Swift layout's pane is given: a class of the user's Swift files
/// (`delegate: { swift: Delegate.swift, class: CardSizes }`, or `delegate: CardSizes` for a
/// class in the layout's own files).
///
/// The preview makes one instance with `init()` and assigns it to every property of the layout
/// whose name ends in `delegate` and whose type it conforms to, and to the collection view's
/// `delegate` when it is a `UICollectionViewDelegate` (docs/preview.md).
public struct SwiftDelegateReference: Hashable, Sendable, Codable {
    /// Swift files and folders the class is in besides the layout's, resolved against the scene's folder.
    public var paths: [String]
    /// The delegate class.
    public var className: String
    /// Where the scene (or `--delegate`) gave it, for messages; nil for the command line.
    public var location: SourceLocation?

    /// A reference to class `className`, in `paths` (or in the layout's files when empty).
    public init(paths: [String] = [], className: String, location: SourceLocation? = nil) {
        self.paths = paths
        self.className = className
        self.location = location
    }
}
