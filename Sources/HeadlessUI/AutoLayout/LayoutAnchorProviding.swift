import Foundation

/// Something constraints can be made to: a ``View`` or a ``LayoutGuide``, each with UIKit's ten
/// edge, size and centre anchors (`view.leadingAnchor`, `guide.topAnchor`, …).
///
/// The anchors are declared once here, for both; each is made afresh on every read and names
/// its item weakly, as UIKit's do.
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
    /// The leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// The anchor of the item's `attribute`, of the kind the attribute needs (x axis, y axis or
    /// dimension); nil for `.notAnAttribute`.
    func anchor(for attribute: LayoutConstraint.Attribute) -> AnyObject? {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return LayoutXAxisAnchor(item: self, attribute: attribute)
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return LayoutYAxisAnchor(item: self, attribute: attribute)
        case .width, .height:
            return LayoutDimension(item: self, attribute: attribute)
        case .notAnAttribute:
            return nil
        }
    }
}
