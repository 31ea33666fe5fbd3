import ConstraintSolver
import Foundation

/// Layout constraints as linear constraints over the items' variables.
extension LayoutEngine {
    /// An item a constraint names, as the engine sees it: a view or added guide's item, inset
    /// by constants (a view's margins or safe area, for its own guides).
    struct Resolved {
        let item: Int
        var insets: EdgeInsets
        /// A view's own guide has no margins of its own: margin attributes act as edges.
        var isGuide: Bool
    }

    /// An attribute's value: `k1·v1 + k2·v2 + constant`.
    struct AttributeValue {
        var first: Variable
        var firstCoefficient: CGFloat
        var second: Variable?
        var secondCoefficient: CGFloat = 0
        var constant: CGFloat = 0

        mutating func negate() {
            firstCoefficient = -firstCoefficient
            secondCoefficient = -secondCoefficient
            constant = -constant
        }

        func append(to terms: inout [Term], times factor: CGFloat) {
            terms.append(Term(first, Double(firstCoefficient * factor)))
            if let second { terms.append(Term(second, Double(secondCoefficient * factor))) }
        }
    }

    /// The solver constraint for `constraint`, or nil when one of its items is not in the
    /// subtree (or it names no attribute).
    func translate(_ constraint: LayoutConstraint) -> Constraint? {
        guard constraint.firstAttribute != .notAnAttribute, let first = resolve(constraint.firstItem) else {
            return nil
        }
        var second: Resolved?
        if constraint.secondItem != nil && constraint.secondAttribute != .notAnAttribute {
            guard let resolved = resolve(constraint.secondItem) else { return nil }
            second = resolved
        }
        // Leading and trailing follow the direction of the view the constraint is installed on
        // (the items' closest common ancestor). In a right-to-left layout the horizontal axis is
        // mirrored: leading is the right edge measured leftwards, so a constant moves inwards.
        let mirrored =
            (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && direction(of: constraint) == .rightToLeft
        let firstValue = value(of: constraint.firstAttribute, first, mirrored: mirrored)
        var terms: [Term] = []
        terms.reserveCapacity(4)
        firstValue.append(to: &terms, times: 1)
        var constant = firstValue.constant
        if let second {
            let secondValue = value(of: constraint.secondAttribute, second, mirrored: mirrored)
            secondValue.append(to: &terms, times: -constraint.multiplier)
            constant -= constraint.multiplier * secondValue.constant
        }
        constant -= constraint.constant
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let expression = LinearExpression(terms: terms, constant: Double(constant))
        return Constraint(expression, relation, strength: Strength(priority: constraint.priority.rawValue))
    }

    /// The item and insets `object` stands for, or nil when it is not in the subtree.
    func resolve(_ object: AnyObject?) -> Resolved? {
        guard let object else { return nil }
        if let item = index[ObjectIdentifier(object)] {
            return Resolved(item: item, insets: .zero, isGuide: items[item].guide != nil)
        }
        guard let guide = object as? LayoutGuide, let source = guide.source, let owner = guide.owningView,
            let item = index[ObjectIdentifier(owner)]
        else { return nil }
        let insets: EdgeInsets
        switch source {
        case .margins: insets = items[item].margins
        case .safeArea: insets = owner.safeAreaInsets
        case .readableContent:
            var margins = items[item].margins
            let extra = max(0, (owner.bounds.width - margins.left - margins.right - 672) / 2)
            margins.left += extra
            margins.right += extra
            insets = margins
        }
        return Resolved(item: item, insets: insets, isGuide: true)
    }

    /// The layout direction a constraint's leading and trailing follow.
    private func direction(of constraint: LayoutConstraint) -> UserInterfaceLayoutDirection {
        let view =
            constraint.installedView ?? (constraint.firstItem as? View)
            ?? (constraint.firstItem as? LayoutGuide)?.owningView
        guard let view else { return .leftToRight }
        // Read once per view and build: trait collections are made on every read.
        guard let itemIndex = index[ObjectIdentifier(view)] else { return view.effectiveUserInterfaceLayoutDirection }
        if let direction = items[itemIndex].direction { return direction }
        let direction = view.effectiveUserInterfaceLayoutDirection
        items[itemIndex].direction = direction
        return direction
    }

    /// The value of `attribute` of a resolved item.
    func value(of attribute: LayoutConstraint.Attribute, _ resolved: Resolved, mirrored: Bool) -> AttributeValue {
        let item = items[resolved.item]
        var insets = resolved.insets
        if attribute.isMargin && !resolved.isGuide {
            insets.left += item.margins.left
            insets.right += item.margins.right
            insets.top += item.margins.top
            insets.bottom += item.margins.bottom
        }
        let minX = AttributeValue(first: item.x, firstCoefficient: 1, constant: insets.left)
        let maxX = AttributeValue(
            first: item.x, firstCoefficient: 1, second: item.width, secondCoefficient: 1, constant: -insets.right)
        let minY = AttributeValue(first: item.y, firstCoefficient: 1, constant: insets.top)
        let maxY = AttributeValue(
            first: item.y, firstCoefficient: 1, second: item.height, secondCoefficient: 1, constant: -insets.bottom)
        var value: AttributeValue
        var horizontalPosition = true
        switch attribute {
        case .left, .leftMargin: value = minX
        case .right, .rightMargin: value = maxX
        case .leading, .leadingMargin: value = mirrored ? maxX : minX
        case .trailing, .trailingMargin: value = mirrored ? minX : maxX
        case .centerX, .centerXWithinMargins:
            value = AttributeValue(
                first: item.x, firstCoefficient: 1, second: item.width, secondCoefficient: 0.5,
                constant: (insets.left - insets.right) / 2)
        case .width:
            horizontalPosition = false
            value = AttributeValue(first: item.width, firstCoefficient: 1, constant: -insets.left - insets.right)
        case .height:
            horizontalPosition = false
            value = AttributeValue(first: item.height, firstCoefficient: 1, constant: -insets.top - insets.bottom)
        case .top, .topMargin:
            horizontalPosition = false
            value = minY
        case .bottom, .bottomMargin:
            horizontalPosition = false
            value = maxY
        case .centerY, .centerYWithinMargins:
            horizontalPosition = false
            value = AttributeValue(
                first: item.y, firstCoefficient: 1, second: item.height, secondCoefficient: 0.5,
                constant: (insets.top - insets.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            horizontalPosition = false
            if !resolved.isGuide, let provider = view(at: resolved.item) as? BaselineProviding,
                let offsets = provider.baselineOffsetsFromCenterY
            {
                value = AttributeValue(
                    first: item.y, firstCoefficient: 1, second: item.height, secondCoefficient: 0.5,
                    constant: attribute == .firstBaseline ? offsets.first : offsets.last)
            } else {
                value = maxY
            }
        case .notAnAttribute:
            horizontalPosition = false
            value = AttributeValue(first: item.width, firstCoefficient: 0)
        }
        if mirrored && horizontalPosition { value.negate() }
        return value
    }

    /// The margins a view's margin attributes use: its `layoutMargins`, and, when it preserves
    /// its superview's margins, at least as much as the superview's margins reach into it
    /// (measured with the current frames).
    func effectiveMargins(of itemIndex: Int) -> EdgeInsets {
        guard let view = view(at: itemIndex) else { return .zero }
        var margins = view.layoutMargins
        let parent = items[itemIndex].parent
        guard view.autoLayoutState.preservesSuperviewLayoutMargins, parent >= 0, let superview = view.superview else {
            return margins
        }
        let outer = items[parent].margins
        let frame = view.frame
        let size = superview.bounds.size
        margins.left = max(margins.left, outer.left - frame.minX)
        margins.top = max(margins.top, outer.top - frame.minY)
        margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
        margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
        return margins
    }
}
