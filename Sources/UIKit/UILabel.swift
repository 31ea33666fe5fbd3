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

    /// UIKit's `UILabel`, headless: text and its attributes are stored and measured, nothing is
    /// drawn. Text is measured in the font that stands in for `font` (``UIFont``): lines are as
    /// wide as their characters' advances (no kerning, as Canvas draws text), break at spaces
    /// (a word wider than the line between characters) and are `font.lineHeight` apart.
    ///
    /// `intrinsicContentSize` is the text's size rounded up to whole points: one line when
    /// `numberOfLines` is 1; otherwise lines wrapped at `preferredMaxLayoutWidth`, or, when that
    /// is 0, at the width Auto Layout gives the label (the engine measures it again at its
    /// solved width, UIKit's second pass), at most `numberOfLines` of them (0: any number).
    /// Empty text has a zero size. Baselines are where a label draws its text, centred
    /// vertically in its bounds.
    open class UILabel: View, BaselineProviding, LayoutWidthDependentSize {
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
        open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
            didSet { invalidateIntrinsicContentSize() }
        }
        /// The text colour (default `.label`).
        open var textColor: UIColor! = .label
        /// The alignment (default natural).
        open var textAlignment: NSTextAlignment = .natural
        /// The maximum number of lines (default 1; 0 means unlimited).
        open var numberOfLines = 1 {
            didSet { invalidateIntrinsicContentSize() }
        }
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
        /// The width multi-line text wraps at (0: the width Auto Layout gives the label).
        open var preferredMaxLayoutWidth: CGFloat = 0 {
            didSet { invalidateIntrinsicContentSize() }
        }
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

        /// The text's size (see the type's discussion); zero with no text.
        open override var intrinsicContentSize: CGSize {
            measuredSize(wrappingAt: wrapWidth)
        }

        /// The size of the text set within `size.width` (one line when `numberOfLines` is 1),
        /// rounded up to whole points.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            measuredSize(wrappingAt: numberOfLines == 1 || size.width <= 0 ? nil : size.width)
        }

        // MARK: Auto Layout

        /// Whether the engine should measure the label again at its solved width.
        package var intrinsicSizeDependsOnLayoutWidth: Bool {
            numberOfLines != 1 && preferredMaxLayoutWidth <= 0
        }

        /// The intrinsic size when the label is `width` wide.
        package func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
            measuredSize(wrappingAt: width > 0 ? width : nil)
        }

        /// The first and last baselines below the vertical centre, where the text block (its
        /// lines, `lineHeight` apart) sits centred.
        package var baselineOffsetsFromCenterY: (first: CGFloat, last: CGFloat)? {
            guard let text, !text.isEmpty, let font else { return nil }
            let count = CGFloat(lines(of: text, wrappingAt: wrapWidth).count)
            let top = -count * font.lineHeight / 2
            return (top + font.ascender, top + (count - 1) * font.lineHeight + font.ascender)
        }

        // MARK: Measuring

        /// The width lines wrap at before Auto Layout gives one: `preferredMaxLayoutWidth`, else
        /// the bounds width; none for a one-line label.
        private var wrapWidth: CGFloat? {
            guard numberOfLines != 1 else { return nil }
            if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
            return bounds.width > 0 ? bounds.width : nil
        }

        private var pointSize: CGFloat { font?.pointSize ?? UIFont.labelFontSize }

        private func lines(of text: String, wrappingAt width: CGFloat?) -> [TextLine] {
            let face = try? FontFace.bundled(font?.fontFile ?? .regular)
            guard let face else {
                // Without the font file: 0.5 × the point size per character, wrapped by count.
                let width0 = CGFloat(text.count) * pointSize * 0.5
                let count = width.map { WholeNumber.clamped(width0 / max($0, 1), .up, to: 1...Int.max) } ?? 1
                return Array(
                    repeating: TextLine(text: Substring(text), width: Double(min(width0, width ?? width0))),
                    count: count)
            }
            return face.lines(
                of: text, pointSize: Double(pointSize), width: width.map(Double.init), maximumLines: numberOfLines)
        }

        private func measuredSize(wrappingAt width: CGFloat?) -> CGSize {
            guard let text, !text.isEmpty else { return .zero }
            let lines = lines(of: text, wrappingAt: width)
            let widest = lines.map(\.width).max() ?? 0
            let lineHeight = font?.lineHeight ?? pointSize * 1.2
            return CGSize(
                width: Self.roundedUp(CGFloat(widest)), height: Self.roundedUp(CGFloat(lines.count) * lineHeight))
        }

        /// Up to the next whole point, as Apple's text measuring documentation tells views to
        /// round (`ceil`), ignoring the last bits of rounding error.
        private static func roundedUp(_ value: CGFloat) -> CGFloat {
            (value - 1e-9).rounded(.up)
        }
    }
#endif
