/// The kind of device an interface is designed for, with UIKit's `UIUserInterfaceIdiom` cases
/// and raw values.
public enum UserInterfaceIdiom: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst with the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
