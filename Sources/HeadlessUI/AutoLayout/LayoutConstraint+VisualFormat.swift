import Foundation

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.FormatOptions` (alignment and direction options of the
    /// visual format).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The option bits (UIKit's values).
        public var rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align all left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align all right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align all top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Leading to trailing (the default direction).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// Constraints from a visual-format string. Headlessly the format is not parsed and no
    /// constraint is made (an empty array): constraints are never solved here, so none is
    /// needed for the geometry a layout computes.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        []
    }
}
