import Foundation

/// The constraints a stack view makes, after UIKit's (`UIStackView`'s documentation, WWDC 2015
/// "Mysteries of Auto Layout, Part 1"), under the identifiers UIKit gives its own.
extension StackView {
    /// The attributes along or across an axis: leading edge, trailing edge, length, centre.
    private struct Edges {
        let leading: LayoutConstraint.Attribute
        let trailing: LayoutConstraint.Attribute
        let length: LayoutConstraint.Attribute
        let center: LayoutConstraint.Attribute

        static let horizontal = Edges(leading: .leading, trailing: .trailing, length: .width, center: .centerX)
        static let vertical = Edges(leading: .top, trailing: .bottom, length: .height, center: .centerY)
        static let horizontalMargins = Edges(
            leading: .leadingMargin, trailing: .trailingMargin, length: .width, center: .centerXWithinMargins)
        static let verticalMargins = Edges(
            leading: .topMargin, trailing: .bottomMargin, length: .height, center: .centerYWithinMargins)
    }

    /// Replaces the arrangement constraints (and spacer guides) with ones for the stack as it
    /// is now.
    func updateArrangementConstraints() {
        arrangementNeedsUpdate = false
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        arrangementGuides = []
        for view in arrangedSubviews { view.noteAutoLayoutChange() }
        let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let stackAlong = margins ? (axis == .horizontal ? Edges.horizontalMargins : Edges.verticalMargins) : along
        let stackAcross = margins ? (axis == .horizontal ? Edges.verticalMargins : Edges.horizontalMargins) : across
        var made: [LayoutConstraint] = []

        func relate(
            _ identifier: String, _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute,
            _ second: AnyObject?, _ secondAttribute: LayoutConstraint.Attribute,
            relation: LayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: LayoutPriority = .required
        ) {
            let constraint = LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant)
            constraint.identifier = identifier
            constraint.priority = priority
            made.append(constraint)
        }

        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Across the axis, every arranged view, hidden or not.
        let baseline = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let baselineAttribute: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                relate("UISV-alignment", view, across.leading, self, stackAcross.leading)
                relate("UISV-alignment", view, across.trailing, self, stackAcross.trailing)
            case .leading, .firstBaseline, .lastBaseline:
                if baseline, let reference = visible.first, reference !== view {
                    relate("UISV-alignment", view, baselineAttribute, reference, baselineAttribute)
                } else if !baseline {
                    relate("UISV-alignment", view, across.leading, self, stackAcross.leading)
                }
                relate(
                    "UISV-spanning-boundary", view, across.leading, self, stackAcross.leading,
                    relation: .greaterThanOrEqual)
                relate(
                    "UISV-spanning-boundary", view, across.trailing, self, stackAcross.trailing,
                    relation: .lessThanOrEqual)
            case .center:
                relate("UISV-alignment", view, across.center, self, stackAcross.center)
                relate(
                    "UISV-spanning-boundary", view, across.leading, self, stackAcross.leading,
                    relation: .greaterThanOrEqual)
            case .trailing:
                relate("UISV-alignment", view, across.trailing, self, stackAcross.trailing)
                relate(
                    "UISV-spanning-boundary", view, across.leading, self, stackAcross.leading,
                    relation: .greaterThanOrEqual)
            }
        }
        if alignment != .fill && !arrangedSubviews.isEmpty {
            // Without a length of its own, the stack is as thick as its thickest view.
            relate(
                "UISV-canvas-fit", self, across.length, nil, .notAnAttribute, relation: .equal,
                priority: LayoutPriority(49))
        }
        // Hidden views collapse along the axis, where the views before them end.
        for (position, view) in arrangedSubviews.enumerated() where view.isHidden {
            relate("UISV-hiding", view, along.length, nil, .notAnAttribute, relation: .equal)
            if let previous = arrangedSubviews[..<position].last(where: { !$0.isHidden }) {
                relate("UISV-hiding", view, along.leading, previous, along.trailing)
            } else {
                relate("UISV-hiding", view, along.leading, self, stackAlong.leading)
            }
        }
        if let first = visible.first, let last = visible.last {
            relate("UISV-canvas-connection", first, along.leading, self, stackAlong.leading)
            relate("UISV-canvas-connection", self, stackAlong.trailing, last, along.trailing)
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = spacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate("UISV-spacing", next, along.leading, previous, along.trailing, constant: gap)
            case .equalSpacing, .equalCentering:
                relate(
                    "UISV-spacing", next, along.leading, previous, along.trailing, relation: .greaterThanOrEqual,
                    constant: gap)
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                relate("UISV-fill-equally", view, along.length, visible[0], along.length)
            }
        case .fillProportionally:
            let lengths = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(0, axis == .horizontal ? size.width : size.height)
            }
            let total = lengths.reduce(0, +)
            let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
            for (view, length) in zip(visible, lengths) {
                let share = total > 0 ? length / total : 1 / CGFloat(visible.count)
                relate(
                    "UISV-fill-proportionally", view, along.length, self, stackAlong.length, multiplier: share,
                    constant: -share * gaps - (margins ? share * marginLength(along: axis) : 0))
            }
        case .equalSpacing, .equalCentering:
            // A spacer guide in each gap (between edges, or between centres); all as long as the first.
            var spacers: [LayoutGuide] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = LayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                arrangementGuides.append(guide)
                let edges =
                    distribution == .equalSpacing ? (along.trailing, along.leading) : (along.center, along.center)
                relate("UISV-distributing-edge", guide, along.leading, previous, edges.0)
                relate("UISV-distributing-edge", next, edges.1, guide, along.trailing)
                relate("UISV-distributing-edge", guide, across.leading, self, across.leading)
                relate("UISV-distributing-edge", guide, across.length, nil, .notAnAttribute, relation: .equal)
                if let first = spacers.first {
                    relate("UISV-distributing", guide, along.length, first, along.length)
                }
                spacers.append(guide)
            }
        }
        arrangementConstraints = made
        LayoutConstraint.activate(made)
    }

    /// The margins' total along `axis` (the proportional shares leave them out).
    private func marginLength(along axis: LayoutConstraint.Axis) -> CGFloat {
        axis == .horizontal ? layoutMargins.left + layoutMargins.right : layoutMargins.top + layoutMargins.bottom
    }
}
