import Foundation
import Testing
import UIKit

/// `UIFont.preferredFont(forTextStyle:)` at each Dynamic Type size: the point sizes of Apple's
/// table (Human Interface Guidelines, Typography, iOS Dynamic Type sizes).
@Suite struct DynamicTypeTests {
    @Test func preferredFontsFollowTheCurrentCategory() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIContentSizeCategory.$current.withValue(category) { UIFont.preferredFont(forTextStyle: style).pointSize }
        }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.headline, .accessibilityMedium) == 28)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.footnote, .medium) == 12)
        #expect(size(.caption2, .accessibilityExtraLarge) == 29)
        #expect(size(.subheadline, .extraLarge) == 17)
        #expect(
            UIContentSizeCategory.$current.withValue(.accessibilityLarge) {
                UIApplication.shared.preferredContentSizeCategory
            } == .accessibilityLarge)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        // A size not in the table scales as the body style does: 10 × 53 / 17, rounded.
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(forSizeAtLarge: 10) == 31)
    }
}
