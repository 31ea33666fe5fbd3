import Foundation

#if !canImport(Darwin)
    extension NSAttributedString.Key {
        /// UIKit's `.font`: a `UIFont`.
        public static let font = NSAttributedString.Key(rawValue: "NSFont")
        /// UIKit's `.foregroundColor`: a `UIColor`.
        public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
        /// UIKit's `.backgroundColor`: a `UIColor`.
        public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
        /// UIKit's `.kern`: extra space after each character, in points (an `NSNumber`).
        public static let kern = NSAttributedString.Key(rawValue: "NSKern")
        /// UIKit's `.paragraphStyle`: an `NSParagraphStyle`.
        public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
        /// UIKit's `.underlineStyle`: an `NSNumber` of `NSUnderlineStyle`.
        public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
        /// UIKit's `.strikethroughStyle`: an `NSNumber` of `NSUnderlineStyle`.
        public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    }
#endif
