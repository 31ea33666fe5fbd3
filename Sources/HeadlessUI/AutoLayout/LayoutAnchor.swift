import Foundation

/// An anchor with the shape of UIKit's `NSLayoutAnchor`: one attribute of a view or layout
/// guide, from which constraints are made (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`).
/// The constraints are recorded, not solved (``LayoutConstraint``).
open class LayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    public let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// `self = anchor + c`.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self ≥ anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self ≤ anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal anchor (leading, trailing, left, right, centre x), UIKit's `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self = anchor + multiplier × the system spacing` (8 points headlessly).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: 8 * multiplier)
    }
}

/// A vertical anchor (top, bottom, centre y, baselines), UIKit's `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self = anchor + multiplier × the system spacing` (8 points headlessly).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: 8 * multiplier)
    }
}

/// A width or height anchor, UIKit's `NSLayoutDimension`.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self = c`.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
        make(.equal, nil, multiplier: 0, constant: c)
    }

    /// `self ≥ c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 0, constant: c)
    }

    /// `self ≤ c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 0, constant: c)
    }

    /// `self = m × anchor + c`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self ≥ m × anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self ≤ m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
