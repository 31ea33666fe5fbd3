import Foundation

extension View {
    /// Places each subview that opts out of autoresizing (`translatesAutoresizingMaskIntoConstraints
    /// == false`) from its required equality constraints to this view, this view's guides, or
    /// constants — the common "pin to the superview's edges" and "fixed size, centred" cases —
    /// then lays that subview out in turn.
    ///
    /// This is not an Auto Layout solver: only equalities between a subview and its superview
    /// (or a constant) are used, per axis (two of edge, edge, centre, size give the rest; a
    /// missing size falls back to the intrinsic content size); an axis they do not settle is
    /// left as code set it. Constraints between siblings, inequalities and priorities below
    /// required are recorded only.
    func applyPinningConstraints() {
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            var horizontal = AxisValues()
            var vertical = AxisValues()
            for constraint in constraints + subview.constraints
            where constraint.isActive && constraint.relation == .equal && constraint.priority == .required {
                guard let (attribute, value) = pinnedValue(of: subview, from: constraint) else { continue }
                switch attribute {
                case .left, .leading: horizontal.minimum = value
                case .right, .trailing: horizontal.maximum = value
                case .centerX: horizontal.center = value
                case .width: horizontal.size = value
                case .top: vertical.minimum = value
                case .bottom: vertical.maximum = value
                case .centerY: vertical.center = value
                case .height: vertical.size = value
                default: break
                }
            }
            let intrinsic = subview.intrinsicContentSize
            var frame = subview.frame
            if let (origin, size) = horizontal.resolved(intrinsic: intrinsic.width, origin: frame.minX) {
                frame.origin.x = origin
                frame.size.width = size
            }
            if let (origin, size) = vertical.resolved(intrinsic: intrinsic.height, origin: frame.minY) {
                frame.origin.y = origin
                frame.size.height = size
            }
            if frame != subview.frame { subview.frame = frame }
            subview.layoutIfNeeded()
        }
    }

    /// The subview's attribute a constraint fixes, and its value in this view's coordinates.
    private func pinnedValue(of subview: View, from constraint: LayoutConstraint) -> (
        LayoutConstraint.Attribute, CGFloat
    )? {
        let first = constraint.firstItem
        let second = constraint.secondItem
        if first === subview {
            if second == nil { return (constraint.firstAttribute, constraint.constant) }
            guard let value = value(of: second, constraint.secondAttribute) else { return nil }
            return (constraint.firstAttribute, constraint.multiplier * value + constraint.constant)
        }
        if second === subview, constraint.multiplier != 0, let value = value(of: first, constraint.firstAttribute) {
            return (constraint.secondAttribute, (value - constraint.constant) / constraint.multiplier)
        }
        return nil
    }

    /// The value of `attribute` of this view (or one of its guides) in its bounds coordinates.
    private func value(of item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> CGFloat? {
        let rect: CGRect
        if item === self {
            switch attribute {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins:
                rect = layoutMarginsFrame
            default: rect = bounds
            }
        } else if let guide = item as? LayoutGuide, guide.owningView === self {
            rect = guide.layoutFrame
        } else {
            return nil
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return rect.minX
        case .right, .rightMargin: return rect.maxX
        case .leading, .leadingMargin: return rightToLeft ? rect.maxX : rect.minX
        case .trailing, .trailingMargin: return rightToLeft ? rect.minX : rect.maxX
        case .top, .topMargin: return rect.minY
        case .bottom, .bottomMargin: return rect.maxY
        case .centerX, .centerXWithinMargins: return rect.midX
        case .centerY, .centerYWithinMargins: return rect.midY
        case .width: return rect.width
        case .height: return rect.height
        case .firstBaseline, .lastBaseline, .notAnAttribute: return nil
        }
    }
}

/// What equalities fix along one axis: the low edge, the high edge, the centre, the size.
private struct AxisValues {
    var minimum: CGFloat?
    var maximum: CGFloat?
    var center: CGFloat?
    var size: CGFloat?

    /// The origin and size these settle (the intrinsic size when only a position is given; the
    /// current `origin` when only a size is), or nil when they settle nothing.
    func resolved(intrinsic: CGFloat, origin: CGFloat) -> (CGFloat, CGFloat)? {
        var size = self.size
        if size == nil {
            if let minimum, let maximum {
                size = maximum - minimum
            } else if let center, let minimum {
                size = 2 * (center - minimum)
            } else if let center, let maximum {
                size = 2 * (maximum - center)
            } else if intrinsic != View.noIntrinsicMetric, minimum != nil || maximum != nil || center != nil {
                size = intrinsic
            }
        }
        guard let size else { return nil }
        if let minimum { return (minimum, size) }
        if let maximum { return (maximum - size, size) }
        if let center { return (center - size / 2, size) }
        return (origin, size)
    }
}
