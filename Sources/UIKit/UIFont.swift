import CollectionLayout
import Foundation
import Typography

#if !canImport(Darwin)
    /// UIKit's `UIFont`: name, point size and weight, with the metrics of the font that stands
    /// in for it. Every font is one of LayoutReel's two bundled faces (`Typography`): DejaVu
    /// Sans Bold for weights from semibold up (and names containing "Bold"), DejaVu Sans
    /// otherwise; `lineHeight`, `ascender` and `descender` are that face's `hhea` metrics at
    /// the point size, and labels measure (and `ViewCapture` sets) text with it.
    public final class UIFont: NSObject, Sendable {
        /// UIKit's `UIFont.Weight`: the raw values UIKit uses (−0.8 … 0.62).
        public struct Weight: RawRepresentable, Hashable, Sendable {
            /// The weight value.
            public var rawValue: CGFloat
            /// A weight from its value.
            public init(rawValue: CGFloat) { self.rawValue = rawValue }
            /// Ultra light.
            public static let ultraLight = Weight(rawValue: -0.8)
            /// Thin.
            public static let thin = Weight(rawValue: -0.6)
            /// Light.
            public static let light = Weight(rawValue: -0.4)
            /// Regular.
            public static let regular = Weight(rawValue: 0)
            /// Medium.
            public static let medium = Weight(rawValue: 0.23)
            /// Semibold.
            public static let semibold = Weight(rawValue: 0.3)
            /// Bold.
            public static let bold = Weight(rawValue: 0.4)
            /// Heavy.
            public static let heavy = Weight(rawValue: 0.56)
            /// Black.
            public static let black = Weight(rawValue: 0.62)
        }

        /// The font's name.
        public let fontName: String
        /// The family name.
        public let familyName: String
        /// The size in points.
        public let pointSize: CGFloat
        /// The weight.
        public let weight: Weight

        private init(name: String, family: String, size: CGFloat, weight: Weight) {
            fontName = name
            familyName = family
            pointSize = size
            self.weight = weight
            super.init()
        }

        /// A font by name (any name is accepted headlessly).
        public convenience init?(name fontName: String, size fontSize: CGFloat) {
            self.init(name: fontName, family: fontName, size: fontSize, weight: .regular)
        }

        /// The system font of `fontSize` and `weight`.
        public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
            UIFont(name: ".SFUI", family: ".SF UI", size: fontSize, weight: weight)
        }

        /// The bold system font of `fontSize`.
        public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            systemFont(ofSize: fontSize, weight: .bold)
        }

        /// The italic system font of `fontSize` (the same metrics headlessly).
        public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            systemFont(ofSize: fontSize)
        }

        /// UIKit's default label size, 17 points.
        public static var labelFontSize: CGFloat { 17 }
        /// UIKit's system font size, 14 points.
        public static var systemFontSize: CGFloat { 14 }

        /// The same font at another size.
        public func withSize(_ fontSize: CGFloat) -> UIFont {
            UIFont(name: fontName, family: familyName, size: fontSize, weight: weight)
        }

        /// The face that stands in for the font: bold from semibold up or for a bold name.
        package var fontFile: FontFile {
            weight.rawValue >= Weight.semibold.rawValue || fontName.localizedCaseInsensitiveContains("bold")
                ? .bold : .regular
        }

        /// The face's metrics at the point size, or nil when the bundled font cannot be read.
        var metrics: LineMetrics? {
            (try? FontFace.bundled(fontFile))?.lineMetrics(pointSize: Double(pointSize))
        }

        /// The distance between baselines: ascender − descender + line gap of the face
        /// (1.1640625 × the point size for DejaVu Sans; 1.2 × without the font file).
        public var lineHeight: CGFloat { metrics.map { CGFloat($0.lineHeight) } ?? pointSize * 1.2 }
        /// How far glyphs rise above the baseline (0.928 × the point size for DejaVu Sans).
        public var ascender: CGFloat { metrics.map { CGFloat($0.ascender) } ?? pointSize * 0.95 }
        /// How far glyphs reach below the baseline, negative (−0.236 × the point size).
        public var descender: CGFloat { metrics.map { CGFloat($0.descender) } ?? pointSize * -0.25 }
        /// The extra space between lines (0 for DejaVu Sans).
        public var leading: CGFloat { metrics.map { CGFloat($0.lineGap) } ?? 0 }

        /// Equal when name, size and weight are equal.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIFont else { return false }
            return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
        }

        /// A hash of name, size and weight.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(fontName)
            hasher.combine(pointSize)
            hasher.combine(weight)
            return hasher.finalize()
        }
    }
#endif
