import Foundation
import Geometry

extension LayoutConstraint {
    /// UIKit's description of a constraint, as its logs print it:
    /// `<NSLayoutConstraint:0x… 'identifier' UILabel:0x….leading == UIView:0x….leadingMargin + 16   (active)>`
    /// (a multiplier as `0.5*UIView:0x….width`, a priority below required as `@750`).
    var uikitDescription: String {
        var text = "<NSLayoutConstraint:\(LayoutDescription.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + LayoutDescription.item(firstItem) + "." + firstAttribute.name + " " + relation.symbol
        var rightSide = ""
        if let secondItem, secondAttribute != .notAnAttribute {
            let factor = multiplier == 1 ? "" : LayoutDescription.number(multiplier) + "*"
            rightSide = factor + LayoutDescription.item(secondItem) + "." + secondAttribute.name
            if constant != 0 {
                rightSide += (constant < 0 ? " - " : " + ") + LayoutDescription.number(abs(constant))
            }
        } else {
            rightSide = LayoutDescription.number(constant)
        }
        text += " " + rightSide
        if priority != .required { text += " @" + LayoutDescription.number(CGFloat(priority.rawValue)) }
        return text + "   (" + (isActive ? "active" : "inactive") + ")>"
    }
}

extension LayoutConstraint.Attribute {
    /// The attribute's name as UIKit prints it (`leading`, `centerXWithinMargins`, …).
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension LayoutConstraint.Relation {
    /// `==`, `<=` or `>=`.
    var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// How UIKit's logs name views, guides and numbers.
enum LayoutDescription {
    /// The engine's class names spelled as UIKit's (`View` is `UIView`).
    private static let uikitNames: [String: String] = [
        "View": "UIView", "Window": "UIWindow", "StackView": "UIStackView", "ScrollView": "UIScrollView",
        "CollectionView": "UICollectionView", "CollectionViewCell": "UICollectionViewCell",
        "CollectionReusableView": "UICollectionReusableView", "LayoutGuide": "UILayoutGuide",
    ]

    /// `0x…`, the object's address.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// `UILabel:0x…`, or a guide as `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`.
    static func item(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        let typeName = String(describing: type(of: object))
        var text = (uikitNames[typeName] ?? typeName) + ":" + address(of: object)
        if let guide = object as? LayoutGuide {
            switch guide.source {
            case .margins: text += "'UIViewLayoutMarginsGuide'"
            case .safeArea: text += "'UIViewSafeAreaLayoutGuide'"
            case .readableContent: text += "'UIViewReadableContentGuide'"
            case nil: if !guide.identifier.isEmpty { text += "'\(guide.identifier)'" }
            }
        }
        return text
    }

    /// A number without a needless fractional part: `16`, `0.5`.
    static func number(_ value: CGFloat) -> String {
        if abs(value) < 1e15, let whole = WholeNumber.exactly(value) { return String(whole) }
        return String(describing: Double(value))
    }
}
