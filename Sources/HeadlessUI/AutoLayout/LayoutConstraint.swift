import Foundation

/// A constraint with the shape of UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Activating one installs it on the closest common ancestor of its items
/// (``View/constraints``); the next layout pass (`layoutIfNeeded()`) or fitting
/// (`systemLayoutSizeFitting`) solves it with the rest of the hierarchy's constraints
/// (``LayoutEngine``, docs/auto-layout.md). Changing `constant`, `priority` or `isActive`
/// re-solves on the next pass.
open class LayoutConstraint: NSObject {
    /// UIKit's `NSLayoutConstraint.Attribute` (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        /// Left edge.
        case left = 1
        /// Right edge.
        case right
        /// Top edge.
        case top
        /// Bottom edge.
        case bottom
        /// Leading edge.
        case leading
        /// Trailing edge.
        case trailing
        /// Width.
        case width
        /// Height.
        case height
        /// Horizontal centre.
        case centerX
        /// Vertical centre.
        case centerY
        /// The last baseline.
        case lastBaseline
        /// The first baseline.
        case firstBaseline
        /// The left margin.
        case leftMargin
        /// The right margin.
        case rightMargin
        /// The top margin.
        case topMargin
        /// The bottom margin.
        case bottomMargin
        /// The leading margin.
        case leadingMargin
        /// The trailing margin.
        case trailingMargin
        /// The horizontal centre within the margins.
        case centerXWithinMargins
        /// The vertical centre within the margins.
        case centerYWithinMargins
        /// No attribute (a constant width or height).
        case notAnAttribute = 0
    }

    /// UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }

    /// UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Horizontal.
        case horizontal = 0
        /// Vertical.
        case vertical = 1
    }

    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item (nil for a constant size).
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The multiplier of the second attribute.
    public let multiplier: CGFloat
    /// The constant added.
    open var constant: CGFloat {
        didSet { if constant != oldValue { installedView?.constraintsDidChange() } }
    }
    /// The priority (required unless set otherwise).
    open var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { installedView?.constraintsDidChange() } }
    }
    /// A name for debugging.
    open var identifier: String?
    /// Whether the view's archive should keep it (stored).
    open var shouldBeArchived = false

    /// Whether the constraint is active. Activating adds it to the closest common ancestor of
    /// its items; deactivating removes it. The next layout pass solves the change.
    open var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                installedView = owningView
                activationOrder = LayoutConstraint.nextActivationOrder()
                installedView?.constraints.append(self)
            } else {
                installedView?.constraints.removeAll { $0 === self }
                installedView?.constraintsDidChange()
                installedView = nil
            }
            installedView?.constraintsDidChange()
        }
    }
    /// The view the constraint is installed on while active.
    weak var installedView: View?
    /// When the constraint was last activated, process-wide: the engine adds constraints in
    /// this order, so the one UIKit would break in a conflict is the one activated last.
    var activationOrder = 0

    /// UIKit's designated initialiser.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// UIKit's description, as its logs print a constraint:
    /// `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    open override var description: String { uikitDescription }

    /// The first item's anchor.
    open var firstAnchor: AnyObject? { firstItem.map { Self.anchor(of: $0, for: firstAttribute) } ?? nil }
    /// The second item's anchor.
    open var secondAnchor: AnyObject? { secondItem.map { Self.anchor(of: $0, for: secondAttribute) } ?? nil }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view the constraint is added to when active: the closest common ancestor of its
    /// items (a guide stands for its owning view), as UIKit's `isActive` documents; the first
    /// item's view for a constant size.
    var owningView: View? {
        func view(of item: AnyObject?) -> View? {
            (item as? View) ?? (item as? LayoutGuide)?.owningView
        }
        guard let first = view(of: firstItem) else { return nil }
        guard let second = view(of: secondItem) else { return first }
        var candidate: View? = first
        while let ancestor = candidate {
            if second.isDescendant(of: ancestor) { return ancestor }
            candidate = ancestor.superview
        }
        return first
    }

    private static func anchor(of item: AnyObject, for attribute: Attribute) -> AnyObject? {
        (item as? any LayoutAnchorProviding)?.anchor(for: attribute)
    }
}
