import Foundation
import Geometry
import Typography

/// A headless view of text, measured as UIKit's `UILabel` measures it (UIKit's `UILabel` is this
/// class with UIKit's font, colour and alignment API on top). Text is measured in a bundled face
/// (``textFont``): lines are as wide as their characters' advances (no kerning, as Canvas draws
/// text), break at spaces (a word wider than the line between characters) and are the face's
/// line height apart.
///
/// `intrinsicContentSize` is the text's size rounded up to whole points: one line when
/// ``numberOfLines`` is 1; otherwise lines wrapped at ``preferredMaxLayoutWidth``, or, when that
/// is 0, at the width Auto Layout gives the label (the engine measures it again at its solved
/// width, UIKit's second pass), at most `numberOfLines` of them (0: any number). Empty text has a
/// zero size. Baselines are where a label draws its text, centred vertically in its bounds.
open class Label: View, BaselineProviding, LayoutWidthDependentSize {
    /// The face and size the text is measured in.
    public struct TextFont: Hashable, Sendable {
        /// The bundled face.
        public var file: FontFile
        /// The size in points.
        public var pointSize: CGFloat

        /// `file` at `pointSize` points.
        public init(file: FontFile = .regular, pointSize: CGFloat) {
            self.file = file
            self.pointSize = pointSize
        }

        /// UIKit's label font: the system font (here the regular face) at 17 points.
        public static let label = TextFont(pointSize: 17)

        /// The face's metrics at the point size, or nil when the bundled font cannot be read.
        public var metrics: LineMetrics? {
            (try? FontFace.bundled(file))?.lineMetrics(pointSize: Double(pointSize))
        }

        /// The distance between baselines (1.2 × the point size without the font file).
        public var lineHeight: CGFloat { metrics.map { CGFloat($0.lineHeight) } ?? pointSize * 1.2 }

        /// How far the tallest glyphs rise above the baseline (0.95 × the point size without the
        /// font file).
        public var ascender: CGFloat { metrics.map { CGFloat($0.ascender) } ?? pointSize * 0.95 }
    }

    /// The text.
    open var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The face and size the text is measured in (default ``TextFont/label``).
    open var textFont: TextFont = .label {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The maximum number of lines (default 1; 0 means unlimited).
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The width multi-line text wraps at (0: the width Auto Layout gives the label).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

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

    /// The text's size (see the type's discussion); zero with no text. A multi-line label
    /// without a `preferredMaxLayoutWidth` is measured unwrapped here, not at the width its
    /// last layout left it: the engine measures it again at the width it solves (the second
    /// pass), so a reused cell's old width cannot narrow the next cell's text.
    open override var intrinsicContentSize: CGSize {
        measuredSize(wrappingAt: preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? preferredMaxLayoutWidth : nil)
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
        guard let text, !text.isEmpty else { return nil }
        let count = CGFloat(lines(of: text, wrappingAt: wrapWidth).count)
        let top = -count * textFont.lineHeight / 2
        return (top + textFont.ascender, top + (count - 1) * textFont.lineHeight + textFont.ascender)
    }

    // MARK: Measuring

    /// The width lines wrap at before Auto Layout gives one: `preferredMaxLayoutWidth`, else
    /// the bounds width; none for a one-line label.
    private var wrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The lines of `text` set at `width` (or on one line each paragraph, without a width).
    public func lines(of text: String, wrappingAt width: CGFloat?) -> [TextLine] {
        let pointSize = textFont.pointSize
        guard let face = try? FontFace.bundled(textFont.file) else {
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
        return CGSize(
            width: Self.roundedUp(CGFloat(widest)), height: Self.roundedUp(CGFloat(lines.count) * textFont.lineHeight))
    }

    /// Up to the next whole point, as Apple's text measuring documentation tells views to
    /// round (`ceil`), ignoring the last bits of rounding error.
    private static func roundedUp(_ value: CGFloat) -> CGFloat {
        (value - 1e-9).rounded(.up)
    }
}
