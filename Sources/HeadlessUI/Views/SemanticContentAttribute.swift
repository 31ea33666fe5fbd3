/// How a view's content behaves when the layout direction flips, with UIKit's
/// `UISemanticContentAttribute` cases and raw values.
///
/// UIKit keeps `playback`, `spatial` and `forceLeftToRight` views left-to-right whatever the
/// language, `forceRightToLeft` views right-to-left, and lets `unspecified` views follow their
/// trait collection (see ``View/userInterfaceLayoutDirection(for:)``).
public enum SemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
    /// Follows the trait collection's layout direction.
    case unspecified = 0
    /// Playback controls: always left-to-right.
    case playback = 1
    /// Directional controls (a d-pad): always left-to-right.
    case spatial = 2
    /// Always left-to-right.
    case forceLeftToRight = 3
    /// Always right-to-left.
    case forceRightToLeft = 4
}
