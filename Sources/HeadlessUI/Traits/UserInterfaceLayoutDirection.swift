/// The direction a user interface flows in, with UIKit's `UIUserInterfaceLayoutDirection` cases
/// and raw values.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right (English, most languages).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew, …).
    case rightToLeft = 1
}
