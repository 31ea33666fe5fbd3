/// What a frame shows.
public enum ViewMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// What the device shows: each pane's visible rectangle.
    case screen
    /// The whole content area scaled to fit each pane, with the moving viewport drawn over it.
    case content
}
