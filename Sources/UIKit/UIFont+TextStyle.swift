import CollectionLayout
import Foundation
import HeadlessUI

#if !canImport(Darwin)
    extension UIFont {
        /// UIKit's `UIFont.TextStyle`: the Dynamic Type styles (UIKit's raw names).
        public struct TextStyle: RawRepresentable, Hashable, Sendable {
            /// The style's name.
            public var rawValue: String
            /// A style from its name.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Large title, 34 points.
            public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
            /// First-level title, 28 points.
            public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
            /// Second-level title, 22 points.
            public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
            /// Third-level title, 20 points.
            public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
            /// Headline, 17 points semibold.
            public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
            /// Body, 17 points.
            public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
            /// Callout, 16 points.
            public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
            /// Subheadline, 15 points.
            public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
            /// Footnote, 13 points.
            public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
            /// First caption, 12 points.
            public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
            /// Second caption, 11 points.
            public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

            /// The point size at the default ("Large") content size, from Apple's Human Interface
            /// Guidelines' Dynamic Type table; headline is semibold, the others regular.
            var defaultSizeAndWeight: (CGFloat, Weight) {
                switch self {
                case .largeTitle: (34, .regular)
                case .title1: (28, .regular)
                case .title2: (22, .regular)
                case .title3: (20, .regular)
                case .headline: (17, .semibold)
                case .callout: (16, .regular)
                case .subheadline: (15, .regular)
                case .footnote: (13, .regular)
                case .caption1: (12, .regular)
                case .caption2: (11, .regular)
                default: (17, .regular)
                }
            }
        }

        /// The system font of `style` at the content size category of the layout work in progress
        /// (`ContentSizeCategory.current`: a scene pane's `contentSizeCategory`, else Large), at
        /// the sizes of Apple's Dynamic Type table.
        public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
            let (size, weight) = style.defaultSizeAndWeight
            return systemFont(ofSize: ContentSizeCategory.current.pointSize(forSizeAtLarge: size), weight: weight)
        }

        /// The system font of `style`; the trait collection does not change it headlessly.
        public static func preferredFont(
            forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
        ) -> UIFont {
            preferredFont(forTextStyle: style)
        }
    }
#endif
