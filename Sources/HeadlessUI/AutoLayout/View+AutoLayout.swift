import Foundation

extension View: LayoutAnchorProviding {
    /// The first baseline.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The guide of the bounds inset by the layout margins.
    public var layoutMarginsGuide: LayoutGuide { ownGuide(.margins) }
    /// The guide of the bounds inset by the safe-area insets.
    public var safeAreaLayoutGuide: LayoutGuide { ownGuide(.safeArea) }
    /// The guide of a readable text column inside the margins.
    public var readableContentGuide: LayoutGuide { ownGuide(.readableContent) }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { addedLayoutGuides }

    /// Adds `guide` to the view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
        addedLayoutGuides.append(guide)
        noteAutoLayoutChange(structural: true)
    }

    /// Removes `guide` from the view.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        addedLayoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
        noteAutoLayoutChange(structural: true)
    }

    /// Adds `constraint` to the view's constraints (activates it).
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = true
    }

    /// Adds every constraint.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` (deactivates it).
    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = false
        constraints.removeAll { $0 === constraint }
    }

    /// Removes every constraint in `constraints`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The priority with which the view resists growing beyond its intrinsic size on `axis`
    /// (UIKit's default 250, `.defaultLow`).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        layoutPriorities[axis == .horizontal ? "hug-h" : "hug-v"] ?? .defaultLow
    }

    /// Sets the hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        layoutPriorities[axis == .horizontal ? "hug-h" : "hug-v"] = priority
        noteAutoLayoutChange()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on `axis`
    /// (UIKit's default 750, `.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        layoutPriorities[axis == .horizontal ? "resist-h" : "resist-v"] ?? .defaultHigh
    }

    /// Sets the compression resistance on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        layoutPriorities[axis == .horizontal ? "resist-h" : "resist-v"] = priority
        noteAutoLayoutChange()
    }

    private func ownGuide(_ source: LayoutGuide.Source) -> LayoutGuide {
        if let existing = systemLayoutGuides.first(where: { $0.source == source }) { return existing }
        let guide = LayoutGuide(owningView: self, source: source)
        systemLayoutGuides.append(guide)
        return guide
    }
}
