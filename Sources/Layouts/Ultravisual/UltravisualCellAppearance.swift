import Foundation

/// How an Ultravisual cell looks at a given height: the tutorial cell's `apply(_:)` rules.
///
/// delta = 1 − (featuredHeight − cellHeight) / (featuredHeight − standardHeight): 1 for the
/// featured cell, 0 for a standard one, p for the growing one. The image cover's alpha goes from
/// 0.75 (standard) to 0.3 (featured), the title scales with max(delta, 0.5), and the time/room and
/// speaker labels fade in with alpha delta.
public struct UltravisualCellAppearance: Equatable, Sendable {
    /// Cover alpha of a standard cell.
    public static let maximumCoverAlpha: CGFloat = 0.75
    /// Cover alpha of the featured cell.
    public static let minimumCoverAlpha: CGFloat = 0.3
    /// The smallest title scale.
    public static let minimumTitleScale: CGFloat = 0.5

    /// How featured the cell is, 0…1.
    public let delta: CGFloat
    /// The dark cover over the image: 0.75 − delta·(0.75 − 0.3).
    public let imageCoverAlpha: CGFloat
    /// The title's uniform scale: max(delta, 0.5).
    public let titleScale: CGFloat
    /// Alpha of the time/room and speaker labels: delta.
    public let labelAlpha: CGFloat

    /// The appearance of a cell `cellHeight` tall.
    public init(cellHeight: CGFloat, standardHeight: CGFloat, featuredHeight: CGFloat) {
        delta = 1 - (featuredHeight - cellHeight) / (featuredHeight - standardHeight)
        imageCoverAlpha = Self.maximumCoverAlpha - delta * (Self.maximumCoverAlpha - Self.minimumCoverAlpha)
        titleScale = max(delta, Self.minimumTitleScale)
        labelAlpha = delta
    }
}
