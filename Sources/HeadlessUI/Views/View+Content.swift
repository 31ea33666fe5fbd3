import Foundation

extension View {
    /// UIKit's `UIView.AutoresizingMask`: which margins and dimensions follow the superview.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The option bits (UIKit's values).
        public var rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// UIKit's `UIView.ContentMode` (UIKit's raw values).
    public enum ContentMode: Int, Sendable {
        /// Scale to fill the bounds, changing the aspect ratio.
        case scaleToFill = 0
        /// Scale to fit inside, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill, keeping the aspect ratio (cropping).
        case scaleAspectFill = 2
        /// Redraw on bounds changes.
        case redraw = 3
        /// Centred.
        case center = 4
        /// Top edge.
        case top = 5
        /// Bottom edge.
        case bottom = 6
        /// Left edge.
        case left = 7
        /// Right edge.
        case right = 8
        /// Top-left corner.
        case topLeft = 9
        /// Top-right corner.
        case topRight = 10
        /// Bottom-left corner.
        case bottomLeft = 11
        /// Bottom-right corner.
        case bottomRight = 12
    }

    /// "No intrinsic size in this direction" (UIKit's `UIView.noIntrinsicMetric`, −1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's `UIView.layoutFittingCompressedSize`: the smallest size (zero).
    public static let layoutFittingCompressedSize = CGSize.zero

    /// UIKit's `UIView.layoutFittingExpandedSize`: the largest size (UIKit's 10000 × 10000).
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)
}
