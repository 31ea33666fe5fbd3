/// Light or dark appearance, with UIKit's `UIUserInterfaceStyle` cases and raw values.
public enum UserInterfaceStyle: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
