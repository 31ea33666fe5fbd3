import CollectionLayout
import Foundation
import HeadlessUI

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

    /// UIKit's `UILabel`, headless: text and its attributes are stored, nothing is drawn. The
    /// intrinsic size is an estimate — 0.5 × the point size per character, lines of the font's
    /// line height, wrapped at the label's width when `numberOfLines` allows — since no text is
    /// measured headlessly.
    open class UILabel: View {
        /// The text.
        open var text: String? {
            didSet { invalidateIntrinsicContentSize() }
        }
        /// The attributed text (its string is the text).
        open var attributedText: NSAttributedString? {
            get { text.map { NSAttributedString(string: $0) } }
            set { text = newValue?.string }
        }
        /// The font (UIKit's default: the system font at 17 points).
        open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize)
        /// The text colour (default `.label`).
        open var textColor: UIColor! = .label
        /// The alignment (default natural).
        open var textAlignment: NSTextAlignment = .natural
        /// The maximum number of lines (default 1; 0 means unlimited).
        open var numberOfLines = 1
        /// How lines break (default truncating the tail).
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the font follows the content size category (stored).
        open var adjustsFontForContentSizeCategory = false
        /// Whether the font shrinks to fit the width (stored).
        open var adjustsFontSizeToFitWidth = false
        /// The smallest scale a shrinking font may reach (stored).
        open var minimumScaleFactor: CGFloat = 0
        /// The width multi-line text wraps at (0: the bounds width).
        open var preferredMaxLayoutWidth: CGFloat = 0
        /// Whether the label is enabled.
        open var isEnabled = true
        /// The highlighted text colour.
        open var highlightedTextColor: UIColor?
        /// Whether the label is highlighted.
        open var isHighlighted = false

        /// A label of `frame`; labels take no touches, as in UIKit.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
        }

        /// For ported code that keeps UIKit's archiving initialiser.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            isUserInteractionEnabled = false
        }

        /// The estimated size of the text (see the type's discussion); zero with no text.
        open override var intrinsicContentSize: CGSize {
            estimatedSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width)
        }

        /// The estimated text size within `size.width`.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            estimatedSize(width: size.width)
        }

        private func estimatedSize(width: CGFloat) -> CGSize {
            guard let text, !text.isEmpty else { return .zero }
            let pointSize = font?.pointSize ?? UIFont.labelFontSize
            let lineHeight = font?.lineHeight ?? pointSize * 1.2
            let textWidth = CGFloat(text.count) * pointSize * 0.5
            guard numberOfLines != 1, width > 0, textWidth > width else {
                return CGSize(width: textWidth.rounded(.up), height: lineHeight.rounded(.up))
            }
            var lines = Int((textWidth / width).rounded(.up))
            if numberOfLines > 0 { lines = min(lines, numberOfLines) }
            return CGSize(width: width, height: (CGFloat(lines) * lineHeight).rounded(.up))
        }
    }
#endif
