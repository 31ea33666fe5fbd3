import CollectionLayout
import Foundation
import HeadlessUI
import Typography

#if !canImport(Darwin)
    /// UIKit's `NSTextAlignment` (iOS raw values).
    public enum NSTextAlignment: Int, Sendable {
        /// Left.
        case left = 0
        /// Centre.
        case center = 1
        /// Right.
        case right = 2
        /// Justified.
        case justified = 3
        /// The script's natural alignment.
        case natural = 4
    }

    /// UIKit's `NSLineBreakMode`.
    public enum NSLineBreakMode: Int, Sendable {
        /// Wrap at word boundaries.
        case byWordWrapping = 0
        /// Wrap at characters.
        case byCharWrapping
        /// Clip.
        case byClipping
        /// Truncate the start.
        case byTruncatingHead
        /// Truncate the end.
        case byTruncatingTail
        /// Truncate the middle.
        case byTruncatingMiddle
    }

    /// UIKit's `UILabel`, headless: text and its attributes are stored and measured (and
    /// `ViewCapture` draws them). The measuring is ``Label``'s (lines of the bundled face that
    /// stands in for `font`, ``UIFont``, wrapped at words, `font.lineHeight` apart; the intrinsic
    /// size rounded up to whole points); this class adds UIKit's font, colour and alignment API.
    open class UILabel: Label {
        /// The attributed text. Its string is the text; as in UIKit, setting it also sets `font`
        /// and `textColor` from the attributes at its start (`.font`, `.foregroundColor`). The
        /// text is measured and drawn in those: attributes that change within the string, and
        /// kerning, are kept but not drawn yet (docs/cells.md).
        open var attributedText: NSAttributedString? {
            get {
                guard let text else { return nil }
                if let stored = storedAttributedText, stored.string == text { return stored }
                return NSAttributedString(string: text)
            }
            set {
                storedAttributedText = newValue
                text = newValue?.string
                guard let newValue, newValue.length > 0 else { return }
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
        }
        private var storedAttributedText: NSAttributedString?
        /// The font (UIKit's default: the system font at 17 points).
        open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
            didSet {
                textFont = TextFont(
                    file: font?.fontFile ?? .regular, pointSize: font?.pointSize ?? UIFont.labelFontSize)
            }
        }
        /// The text colour (default `.label`).
        open var textColor: UIColor! = .label
        /// The alignment (default natural).
        open var textAlignment: NSTextAlignment = .natural
        /// How lines break (default truncating the tail). Lines wrap at words whenever
        /// `numberOfLines` is not 1, as UIKit's labels do; the mode only says how the last
        /// line is cut, which does not change the measured size.
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the font follows the content size category (stored).
        open var adjustsFontForContentSizeCategory = false
        /// Whether the font shrinks to fit the width (stored).
        open var adjustsFontSizeToFitWidth = false
        /// The smallest scale a shrinking font may reach (stored).
        open var minimumScaleFactor: CGFloat = 0
        /// Whether the label is enabled.
        open var isEnabled = true
        /// The highlighted text colour.
        open var highlightedTextColor: UIColor?
        /// Whether the label is highlighted.
        open var isHighlighted = false
    }
#endif
