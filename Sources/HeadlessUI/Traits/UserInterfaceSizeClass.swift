/// A size class of a trait environment, with UIKit's `UIUserInterfaceSizeClass` cases and raw values.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, Codable, CaseIterable {
    /// No size class.
    case unspecified = 0
    /// Constrained space (an iPhone's width in portrait).
    case compact = 1
    /// Expansive space (an iPad's width).
    case regular = 2
}
