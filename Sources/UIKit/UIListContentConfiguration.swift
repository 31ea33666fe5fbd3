import CollectionLayout
import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIListContentConfiguration`: a list row's text, secondary text and image with
    /// their properties and margins, for the styles UIKit names. Headlessly it is stored and its
    /// content view holds it; nothing is drawn, and the row's height is the list section's (the
    /// compositional list configuration), as far as geometry goes.
    public struct UIListContentConfiguration: ContentConfiguration, Hashable {
        /// The text's properties (UIKit's `TextProperties`).
        public struct TextProperties: Hashable {
            /// The font.
            public var font: UIFont
            /// The colour.
            public var color: UIColor
            /// The alignment.
            public var alignment: NSTextAlignment = .natural
            /// The maximum number of lines (0: unlimited).
            public var numberOfLines = 0
            /// How lines break.
            public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
            /// Whether the font follows the content size category.
            public var adjustsFontForContentSizeCategory = true
        }

        /// The image's properties (UIKit's `ImageProperties`).
        public struct ImageProperties: Hashable {
            /// The tint colour (nil: the view's).
            public var tintColor: UIColor?
            /// The largest size the image is shown at (zero: no limit).
            public var maximumSize: CGSize = .zero
            /// The space kept for the image (zero: its own size).
            public var reservedLayoutSize: CGSize = .zero
            /// The corner radius.
            public var cornerRadius: CGFloat = 0
        }

        /// The primary text.
        public var text: String?
        /// The primary text, attributed.
        public var attributedText: NSAttributedString?
        /// The secondary text.
        public var secondaryText: String?
        /// The secondary text, attributed.
        public var secondaryAttributedText: NSAttributedString?
        /// The image.
        public var image: UIImage?
        /// The primary text's properties.
        public var textProperties: TextProperties
        /// The secondary text's properties.
        public var secondaryTextProperties: TextProperties
        /// The image's properties.
        public var imageProperties = ImageProperties()
        /// The margins around the content.
        public var directionalLayoutMargins: NSDirectionalEdgeInsets
        /// The padding between the image and the text.
        public var imageToTextPadding: CGFloat = 16
        /// The vertical padding between the text and the secondary text.
        public var textToSecondaryTextVerticalPadding: CGFloat = 0
        /// The horizontal padding between the text and the secondary text (value cells).
        public var textToSecondaryTextHorizontalPadding: CGFloat = 16
        /// Whether text and secondary text sit side by side.
        public var prefersSideBySideTextAndSecondaryText = false

        init(text: UIFont, secondary: UIFont, secondaryColor: UIColor, margins: NSDirectionalEdgeInsets) {
            textProperties = TextProperties(font: text, color: .label)
            secondaryTextProperties = TextProperties(font: secondary, color: secondaryColor)
            directionalLayoutMargins = margins
        }

        private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        private static let headerMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)

        /// A cell's: body text.
        public static func cell() -> Self {
            Self(
                text: .preferredFont(forTextStyle: .body), secondary: .preferredFont(forTextStyle: .subheadline),
                secondaryColor: .secondaryLabel, margins: rowMargins)
        }
        /// A cell with a subtitle under the text.
        public static func subtitleCell() -> Self {
            var configuration = cell()
            configuration.textToSecondaryTextVerticalPadding = 3
            return configuration
        }
        /// A cell with a value beside the text.
        public static func valueCell() -> Self {
            var configuration = Self(
                text: .preferredFont(forTextStyle: .body), secondary: .preferredFont(forTextStyle: .body),
                secondaryColor: .secondaryLabel, margins: rowMargins)
            configuration.prefersSideBySideTextAndSecondaryText = true
            return configuration
        }
        /// A sidebar cell.
        public static func sidebarCell() -> Self { cell() }
        /// A sidebar cell with a subtitle.
        public static func sidebarSubtitleCell() -> Self { subtitleCell() }
        /// A sidebar cell accompanying other content.
        public static func accompaniedSidebarCell() -> Self { cell() }
        /// A sidebar header.
        public static func sidebarHeader() -> Self { header() }
        /// A plain list's header.
        public static func plainHeader() -> Self { header() }
        /// A plain list's footer.
        public static func plainFooter() -> Self { footer() }
        /// A grouped list's header.
        public static func groupedHeader() -> Self { header() }
        /// A grouped list's footer.
        public static func groupedFooter() -> Self { footer() }
        /// A prominent inset-grouped header.
        public static func prominentInsetGroupedHeader() -> Self {
            Self(
                text: .preferredFont(forTextStyle: .title3), secondary: .preferredFont(forTextStyle: .footnote),
                secondaryColor: .secondaryLabel, margins: headerMargins)
        }
        /// An extra-prominent inset-grouped header.
        public static func extraProminentInsetGroupedHeader() -> Self {
            Self(
                text: .preferredFont(forTextStyle: .title2), secondary: .preferredFont(forTextStyle: .footnote),
                secondaryColor: .secondaryLabel, margins: headerMargins)
        }
        /// A header: footnote text in the secondary label colour.
        public static func header() -> Self {
            var configuration = Self(
                text: .preferredFont(forTextStyle: .footnote), secondary: .preferredFont(forTextStyle: .footnote),
                secondaryColor: .secondaryLabel, margins: headerMargins)
            configuration.textProperties.color = .secondaryLabel
            return configuration
        }
        /// A footer.
        public static func footer() -> Self { header() }

        /// A ``UIListContentView`` showing this configuration.
        public func makeContentView() -> View & ContentView { UIListContentView(configuration: self) }

        /// The same configuration (no state changes its look headlessly).
        public func updated(for state: ConfigurationState) -> Self { self }
    }

    /// UIKit's `UIListContentView`: holds a list content configuration; its layout margins are the
    /// configuration's.
    open class UIListContentView: View, ContentView {
        /// The configuration shown.
        open var configuration: ContentConfiguration {
            didSet { applyMargins() }
        }

        /// A view showing `configuration`.
        public init(configuration: UIListContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            applyMargins()
        }

        /// For ported code that keeps UIKit's archiving initialiser.
        public required init?(coder: NSCoder) {
            configuration = UIListContentConfiguration.cell()
            super.init(coder: coder)
        }

        private func applyMargins() {
            if let list = configuration as? UIListContentConfiguration {
                directionalLayoutMargins = list.directionalLayoutMargins
            }
        }
    }

    /// UIKit's `UICellAccessory`: an accessory a list cell shows (stored; nothing is drawn).
    public struct UICellAccessory: Hashable, Sendable {
        /// When an accessory shows (UIKit's `DisplayedState`).
        public enum DisplayedState: Int, Hashable, Sendable {
            /// Always.
            case always
            /// While editing.
            case whenEditing
            /// While not editing.
            case whenNotEditing
        }

        /// The accessory's kind, by UIKit's name.
        public let kind: String
        /// When it shows.
        public let displayed: DisplayedState

        private init(_ kind: String, _ displayed: DisplayedState) {
            self.kind = kind
            self.displayed = displayed
        }

        /// A disclosure chevron.
        public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self {
            Self("disclosureIndicator", displayed)
        }
        /// An outline disclosure triangle.
        public static func outlineDisclosure(displayed: DisplayedState = .always) -> Self {
            Self("outlineDisclosure", displayed)
        }
        /// A checkmark.
        public static func checkmark(displayed: DisplayedState = .always) -> Self { Self("checkmark", displayed) }
        /// A delete control.
        public static func delete(displayed: DisplayedState = .whenEditing) -> Self { Self("delete", displayed) }
        /// An insert control.
        public static func insert(displayed: DisplayedState = .whenEditing) -> Self { Self("insert", displayed) }
        /// A reorder control.
        public static func reorder(displayed: DisplayedState = .whenEditing) -> Self { Self("reorder", displayed) }
        /// A multiselect control.
        public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self {
            Self("multiselect", displayed)
        }
        /// A text label.
        public static func label(text: String, displayed: DisplayedState = .always) -> Self {
            Self("label:\(text)", displayed)
        }
    }

    /// UIKit's `UICollectionViewListCell`: a cell with list accessories, indentation and a
    /// default list content configuration.
    open class UICollectionViewListCell: UICollectionViewCell {
        /// The accessories (stored).
        open var accessories: [UICellAccessory] = []
        /// The indentation level.
        open var indentationLevel = 0
        /// The width of one indentation level (UIKit's default 10 points here).
        open var indentationWidth: CGFloat = 10
        /// Whether the separator follows the indentation.
        open var indentsAccessories = true

        /// A list cell's default content: ``UIListContentConfiguration/cell()``.
        open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    }

    /// UIKit's `UIContentConfiguration`.
    public typealias UIContentConfiguration = ContentConfiguration
    /// UIKit's `UIContentView`.
    public typealias UIContentView = ContentView
    /// UIKit's `UIConfigurationState`.
    public typealias UIConfigurationState = ConfigurationState
    /// UIKit's `UICellConfigurationState`.
    public typealias UICellConfigurationState = CellConfigurationState
#endif
