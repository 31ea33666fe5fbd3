/// How a frame draws its elements: the app's own cells (captured views, as `reel preview` of a
/// screen sends them), the layout's boxes with their labels, or both.
public enum DrawMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Each element with a captured view is drawn as that view; the others as boxes.
    case cells
    /// Every element as a styled box with its label (the drawing of a layout's geometry).
    case boxes
    /// The cells, with each element's outline and label drawn over them.
    case both
}

/// The appearance dynamic colours of captured views resolve for (UIKit's light and dark
/// `userInterfaceStyle`).
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}
