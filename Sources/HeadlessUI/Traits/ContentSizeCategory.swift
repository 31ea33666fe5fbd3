import Foundation

/// The reader's preferred text size — UIKit's `UIContentSizeCategory` (raw values are UIKit's
/// names) — and the point sizes of the Dynamic Type text styles at each one.
///
/// There is no device and no Settings app here: the category of the layout work in progress is
/// ``current``, a task-local value that a scene's pane sets around its layout passes
/// (`contentSizeCategory:` in a scene, `--variants ax5`), so `UIFont.preferredFont(forTextStyle:)`
/// and self-sizing cells see it as an app sees the user's setting. Outside any pane it is
/// ``large``, iOS's default.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// UIKit's name, such as `UICTContentSizeCategoryL`.
    public var rawValue: String
    /// A category by UIKit's raw name.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories from smallest to largest, with the short names Xcode's Dynamic Type
    /// variants use (`XS` … `XXXL`, `AX1` … `AX5`).
    public static let ordered: [(category: ContentSizeCategory, shortName: String, name: String)] = [
        (.extraSmall, "XS", "extraSmall"), (.small, "S", "small"), (.medium, "M", "medium"),
        (.large, "L", "large"), (.extraLarge, "XL", "extraLarge"), (.extraExtraLarge, "XXL", "extraExtraLarge"),
        (.extraExtraExtraLarge, "XXXL", "extraExtraExtraLarge"), (.accessibilityMedium, "AX1", "accessibilityMedium"),
        (.accessibilityLarge, "AX2", "accessibilityLarge"),
        (.accessibilityExtraLarge, "AX3", "accessibilityExtraLarge"),
        (.accessibilityExtraExtraLarge, "AX4", "accessibilityExtraExtraLarge"),
        (.accessibilityExtraExtraExtraLarge, "AX5", "accessibilityExtraExtraExtraLarge"),
    ]

    /// The category of the layout work in progress (``large`` unless a pane sets another).
    @TaskLocal public static var current: ContentSizeCategory = .large

    /// The category named `name`: a short name (`XS`, `L`, `AX5`, any case) or UIKit's case name
    /// (`extraLarge`, `accessibilityExtraExtraExtraLarge`).
    public init?(named name: String) {
        guard
            let entry = Self.ordered.first(where: {
                $0.shortName.caseInsensitiveCompare(name) == .orderedSame || $0.name == name
            })
        else { return nil }
        self = entry.category
    }

    /// The short name (`L`, `AX5`).
    public var description: String {
        Self.ordered.first { $0.category == self }?.shortName ?? rawValue
    }

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Position from smallest (0) to largest (11); `unspecified` counts as large.
    var step: Int { Self.ordered.firstIndex { $0.category == self } ?? 3 }

    /// The point size of the text style whose size at ``large`` is `sizeAtLarge`, at this
    /// category: Apple's Dynamic Type table (Human Interface Guidelines, Typography, "iOS and
    /// iPadOS Dynamic Type sizes") for the standard styles; any other size scaled as the body
    /// style scales (UIFontMetrics' rule for a custom font).
    public func pointSize(forSizeAtLarge sizeAtLarge: CGFloat) -> CGFloat {
        if let row = Self.table.first(where: { $0[3] == sizeAtLarge }) { return row[step] }
        return (sizeAtLarge * Self.table[4][step] / 17).rounded()
    }

    /// Each row one text style, XS … AX5: large title, title 1, 2, 3, body (and headline),
    /// callout, subheadline, footnote, caption 1, caption 2.
    private static let table: [[CGFloat]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
