/// A kind of file `reel render` writes.
public enum OutputKind: String, Hashable, Sendable, CaseIterable {
    /// Numbered PNG frames.
    case png
    /// Numbered SVG frames.
    case svg
    /// One animated PNG of every frame.
    case apng
    /// One image of thumbnails in a grid.
    case contactSheet
    /// One HTML page that flips through the frames.
    case flipbook
    /// The layout attributes of every frame (the `reel dump` format).
    case json
}
