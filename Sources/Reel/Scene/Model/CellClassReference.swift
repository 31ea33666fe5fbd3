/// A pane's cells given as the app's own `UICollectionViewCell` subclass in Swift files:
/// `cells: { swift: Cells/FeedCell.swift, class: FeedCell, configure: '…', items: [{…}, …] }`
/// (docs/scene-format.md, "Cells").
///
/// The scene only names the class: the `reel` tool compiles it with the other Swift files in a
/// preview child, registers it on the pane's collection view, and dequeues one per item, running
/// ``configure`` with the item's entry of ``items`` (``SwiftLayoutHost``). The cells are drawn as
/// a screen's cells are, and self-sizing layouts size them.
public struct CellClassReference: Hashable, Sendable, Codable {
    /// The Swift files and folders, as paths resolved against the scene file's folder.
    public var paths: [String]
    /// The cell class (a `UICollectionViewCell` subclass in those files).
    public var className: String
    /// Where the scene names the class (the `class:` value), for messages.
    public var classLocation: SourceLocation?
    /// The reuse identifier the class is registered and dequeued with.
    public var reuseIdentifier: String
    /// Swift statements run for each item after the cell is dequeued, with `cell` (typed as the
    /// class), `item` (`[String: String]`, the item's entry of ``items``) and `indexPath`; nil
    /// leaves the cells as their initializer made them.
    public var configure: String?
    /// Where ``configure``'s first line starts in the scene (its column counts on that line
    /// only; the lines after keep their own columns, see ``configureIndent``).
    public var configureLocation: SourceLocation?
    /// The spaces each line of ``configure`` after the first had in the scene (a block scalar's
    /// indentation), so the compiler's columns are the scene's; 0 for a one-line value.
    public var configureIndent: Int
    /// The items' values, repeated over the items of each section: item `k` gets
    /// `items[k % count]`; empty gives every item `[:]`.
    public var items: [[String: String]]

    /// The reuse identifier when the scene gives none: the class's name.
    public static func defaultReuseIdentifier(for className: String) -> String { className }

    /// A reference to `className` in `paths`, configured per item by `configure` with `items`.
    public init(
        paths: [String], className: String, classLocation: SourceLocation? = nil, reuseIdentifier: String? = nil,
        configure: String? = nil, configureLocation: SourceLocation? = nil, configureIndent: Int = 0,
        items: [[String: String]] = []
    ) {
        self.paths = paths
        self.className = className
        self.classLocation = classLocation
        self.reuseIdentifier = reuseIdentifier ?? Self.defaultReuseIdentifier(for: className)
        self.configure = configure
        self.configureLocation = configureLocation
        self.configureIndent = configureIndent
        self.items = items
    }

    /// The values of the item at `item` (its index in its section).
    public func values(forItem item: Int) -> [String: String] {
        items.isEmpty ? [:] : items[((item % items.count) + items.count) % items.count]
    }

    /// What identifies the compiled configuration of this class in a preview child: the class,
    /// the reuse identifier and the configuration's text (two panes with the same share it).
    public var key: String {
        [className, reuseIdentifier, configure ?? ""].joined(separator: "\u{1F}")
    }
}
