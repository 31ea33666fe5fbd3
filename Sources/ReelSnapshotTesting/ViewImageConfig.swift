#if canImport(ViewCapture)
    import Foundation
    import HeadlessUI

    /// A device to snapshot a view controller on, with the shape of swift-snapshot-testing's iOS
    /// `ViewImageConfig`, so that `assertSnapshot(of: controller, as: .image(on: .iPhone13))`
    /// compiles and runs on Linux: the screen's size in points, its safe-area insets, and its
    /// traits (idiom, size classes, layout direction and, here, the device's display scale).
    ///
    /// Sizes and safe areas are swift-snapshot-testing's; iPads are full screen (no split views).
    public struct ViewImageConfig: Sendable {
        /// Which way the device is held.
        public enum Orientation: Sendable {
            /// Wider than tall.
            case landscape
            /// Taller than wide.
            case portrait
        }

        /// The insets of the area bars and the sensor housing leave.
        public var safeArea: EdgeInsets
        /// The screen's size in points (nil: the view's own size).
        public var size: CGSize?
        /// The traits the view is drawn with.
        public var traits: TraitCollection

        /// A configuration of a safe area, a size and traits.
        public init(safeArea: EdgeInsets = .zero, size: CGSize? = nil, traits: TraitCollection = TraitCollection()) {
            self.safeArea = safeArea
            self.size = size
            self.traits = traits
        }

        /// A phone: `portrait` size and safe area, turned for landscape; compact width, regular
        /// height when portrait, compact both ways when landscape (regular width for the large
        /// phones).
        private static func phone(
            _ orientation: Orientation, width: CGFloat, height: CGFloat, portraitSafeArea: EdgeInsets,
            landscapeSafeArea: EdgeInsets, scale: CGFloat, largeLandscape: Bool = false
        ) -> ViewImageConfig {
            let portrait = orientation == .portrait
            let traits = TraitCollection(
                displayScale: scale, horizontalSizeClass: portrait || !largeLandscape ? .compact : .regular,
                verticalSizeClass: portrait ? .regular : .compact, layoutDirection: .leftToRight,
                userInterfaceIdiom: .phone, userInterfaceStyle: .unspecified)
            return ViewImageConfig(
                safeArea: portrait ? portraitSafeArea : landscapeSafeArea,
                size: portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width),
                traits: traits)
        }

        /// A full-screen iPad: regular both ways, a 20-point status bar.
        private static func pad(_ orientation: Orientation, width: CGFloat, height: CGFloat) -> ViewImageConfig {
            let traits = TraitCollection(
                displayScale: 2, horizontalSizeClass: .regular, verticalSizeClass: .regular,
                layoutDirection: .leftToRight, userInterfaceIdiom: .pad, userInterfaceStyle: .unspecified)
            return ViewImageConfig(
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                size: orientation == .portrait
                    ? CGSize(width: width, height: height) : CGSize(width: height, height: width),
                traits: traits)
        }

        private static let statusBar = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        private static let notch44 = (
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
        )
        private static let notch47 = (
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        )

        /// iPhone SE (first generation), portrait.
        public static let iPhoneSe = iPhoneSe(.portrait)
        /// iPhone SE (first generation): 320 × 568 points at 2×.
        public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 320, height: 568, portraitSafeArea: statusBar, landscapeSafeArea: .zero, scale: 2)
        }

        /// iPhone 8, portrait.
        public static let iPhone8 = iPhone8(.portrait)
        /// iPhone 8: 375 × 667 points at 2×.
        public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 375, height: 667, portraitSafeArea: statusBar, landscapeSafeArea: .zero, scale: 2)
        }

        /// iPhone 8 Plus, portrait.
        public static let iPhone8Plus = iPhone8Plus(.portrait)
        /// iPhone 8 Plus: 414 × 736 points at 3×.
        public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 414, height: 736, portraitSafeArea: statusBar, landscapeSafeArea: .zero, scale: 3,
                largeLandscape: true)
        }

        /// iPhone X, portrait.
        public static let iPhoneX = iPhoneX(.portrait)
        /// iPhone X: 375 × 812 points at 3×.
        public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 375, height: 812, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1,
                scale: 3)
        }

        /// iPhone XS Max, portrait.
        public static let iPhoneXsMax = iPhoneXsMax(.portrait)
        /// iPhone XS Max: 414 × 896 points at 3×.
        public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 414, height: 896, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1,
                scale: 3, largeLandscape: true)
        }

        /// iPhone XR, portrait.
        public static let iPhoneXr = iPhoneXr(.portrait)
        /// iPhone XR: 414 × 896 points at 2×.
        public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 414, height: 896, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1,
                scale: 2, largeLandscape: true)
        }

        /// iPhone 12, portrait.
        public static let iPhone12 = iPhone12(.portrait)
        /// iPhone 12: 390 × 844 points at 3×.
        public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 390, height: 844, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1,
                scale: 3)
        }

        /// iPhone 12 Pro, portrait.
        public static let iPhone12Pro = iPhone12(.portrait)
        /// iPhone 12 Pro: as iPhone 12.
        public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

        /// iPhone 12 Pro Max, portrait.
        public static let iPhone12ProMax = iPhone12ProMax(.portrait)
        /// iPhone 12 Pro Max: 428 × 926 points at 3×.
        public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 428, height: 926, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1,
                scale: 3, largeLandscape: true)
        }

        /// iPhone 13, portrait.
        public static let iPhone13 = iPhone13(.portrait)
        /// iPhone 13: 390 × 844 points at 3×.
        public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

        /// iPhone 13 mini, portrait.
        public static let iPhone13Mini = iPhone13Mini(.portrait)
        /// iPhone 13 mini: 375 × 812 points at 3×.
        public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
            phone(
                orientation, width: 375, height: 812,
                portraitSafeArea: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
                landscapeSafeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50), scale: 3)
        }

        /// iPhone 13 Pro, portrait.
        public static let iPhone13Pro = iPhone13Pro(.portrait)
        /// iPhone 13 Pro: as iPhone 13.
        public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

        /// iPhone 13 Pro Max, portrait.
        public static let iPhone13ProMax = iPhone13ProMax(.portrait)
        /// iPhone 13 Pro Max: as iPhone 12 Pro Max.
        public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
            iPhone12ProMax(orientation)
        }

        /// iPad mini, landscape.
        public static let iPadMini = iPadMini(.landscape)
        /// iPad mini: 768 × 1024 points at 2×.
        public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
            pad(orientation, width: 768, height: 1024)
        }

        /// iPad Pro 11-inch, landscape.
        public static let iPadPro11 = iPadPro11(.landscape)
        /// iPad Pro 11-inch: 834 × 1194 points at 2×.
        public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
            pad(orientation, width: 834, height: 1194)
        }

        /// iPad Pro 12.9-inch, landscape.
        public static let iPadPro12_9 = iPadPro12_9(.landscape)
        /// iPad Pro 12.9-inch: 1024 × 1366 points at 2×.
        public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
            pad(orientation, width: 1024, height: 1366)
        }
    }
#endif
