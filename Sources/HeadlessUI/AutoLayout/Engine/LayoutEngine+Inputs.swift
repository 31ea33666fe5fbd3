import ConstraintSolver
import Foundation

/// The constraints the engine makes itself: the root's, autoresizing masks, intrinsic sizes and
/// fitting targets.
extension LayoutEngine {
    // MARK: Root and fitting

    /// The root sits at the origin; in a layout pass its size is its bounds size.
    func addRootConstraints() {
        let item = items[0]
        items[0].frameConstraints = [Self.bound(item.x, .equal, 0), Self.bound(item.y, .equal, 0)]
        for (position, constraint) in items[0].frameConstraints.enumerated() {
            add(constraint, origin: .frame(item: 0, position: position))
        }
        if mode == .layout { installRootFrame() }
    }

    /// (Re)installs the root's size in a layout pass.
    func installRootFrame() {
        let size = root.bounds.size
        let input = FrameInput(frame: CGRect(origin: .zero, size: size), superviewSize: .zero, mask: [])
        guard items[0].frameInput != input else { return }
        let kept = Array(items[0].frameConstraints.prefix(2))
        remove(Array(items[0].frameConstraints.dropFirst(2)))
        let item = items[0]
        let sizes = [Self.bound(item.width, .equal, size.width), Self.bound(item.height, .equal, size.height)]
        items[0].frameConstraints = kept + sizes
        items[0].frameInput = input
        for (offset, constraint) in sizes.enumerated() {
            add(constraint, origin: .frame(item: 0, position: 2 + offset))
        }
    }

    /// (Re)installs the fitting targets: the root's width and height equal to the target at
    /// the horizontal and vertical fitting priorities, added last.
    func installFittingConstraints() {
        remove(fittingConstraints)
        fittingConstraints = []
        guard let target = fittingTarget else { return }
        let item = items[0]
        fittingConstraints = [
            Self.bound(item.width, .equal, target.size.width, Strength(priority: target.horizontal.rawValue)),
            Self.bound(item.height, .equal, target.size.height, Strength(priority: target.vertical.rawValue)),
        ]
        for (position, constraint) in fittingConstraints.enumerated() {
            add(constraint, origin: .fitting(position: position))
        }
    }

    // MARK: Autoresizing masks

    /// (Re)installs the constraints of a view that translates its autoresizing mask: its frame
    /// as code set it, resized with its superview as the mask says.
    ///
    /// Along each axis the superview's length is split into the margin before, the view's
    /// length and the margin after; a change of the superview's length is shared among the
    /// flexible parts in proportion to their lengths when the frame was set (equally when those
    /// are all zero), as `UIView.autoresizingMask` documents, and with no flexible part the
    /// view keeps its position and length. That is linear in the superview's length, so each
    /// axis is two required constraints: `x − parent.x − kₗ·parent.width = l₀ − kₗ·W₀` and
    /// `width − k_w·parent.width = w₀ − k_w·W₀`.
    func installFrameConstraints(_ itemIndex: Int) {
        guard let view = view(at: itemIndex), items[itemIndex].parent >= 0 else { return }
        let state = view.autoLayoutState
        let current = view.frame
        var reference = state.autoresizingReference ?? (current, view.superview?.bounds.size ?? .zero)
        if reference.frame != current {
            // Moved by something that bypassed the setters (the layer): take the frame as set now.
            reference = (current, view.superview?.bounds.size ?? .zero)
            state.autoresizingReference = reference
        }
        let input = FrameInput(
            frame: reference.frame, superviewSize: reference.superviewSize, mask: view.autoresizingMask)
        guard items[itemIndex].frameInput != input else { return }
        remove(items[itemIndex].frameConstraints)
        let item = items[itemIndex]
        let parent = items[item.parent]
        let mask = input.mask
        let horizontal = Self.shares(
            before: reference.frame.minX, length: reference.frame.width,
            after: reference.superviewSize.width - reference.frame.maxX,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = Self.shares(
            before: reference.frame.minY, length: reference.frame.height,
            after: reference.superviewSize.height - reference.frame.maxY,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        let width = Double(reference.superviewSize.width)
        let height = Double(reference.superviewSize.height)
        // position − parent position − share·parent length = start − share·reference length.
        func relation(
            _ position: Variable, _ parentPosition: Variable, _ parentLength: Variable, _ share: Double,
            _ start: CGFloat, _ length: Double
        ) -> Constraint {
            let terms = [Term(position, 1), Term(parentPosition, -1), Term(parentLength, -share)]
            return Constraint(LinearExpression(terms: terms, constant: share * length - Double(start)), .equal)
        }
        func size(_ variable: Variable, _ parentLength: Variable, _ share: Double, _ start: CGFloat, _ length: Double)
            -> Constraint
        {
            let terms = [Term(variable, 1), Term(parentLength, -share)]
            return Constraint(LinearExpression(terms: terms, constant: share * length - Double(start)), .equal)
        }
        let constraints = [
            relation(item.x, parent.x, parent.width, horizontal.before, reference.frame.minX, width),
            size(item.width, parent.width, horizontal.length, reference.frame.width, width),
            relation(item.y, parent.y, parent.height, vertical.before, reference.frame.minY, height),
            size(item.height, parent.height, vertical.length, reference.frame.height, height),
        ]
        items[itemIndex].frameConstraints = constraints
        items[itemIndex].frameInput = input
        for (position, constraint) in constraints.enumerated() {
            add(constraint, origin: .frame(item: itemIndex, position: position))
        }
    }

    /// The shares of a change of the superview's length that go to the margin before and to
    /// the view's length (the margin after takes the rest).
    static func shares(
        before: CGFloat, length: CGFloat, after: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (before: Double, length: Double) {
        let count = (flexible.0 ? 1 : 0) + (flexible.1 ? 1 : 0) + (flexible.2 ? 1 : 0)
        guard count > 0 else { return (0, 0) }
        let total = (flexible.0 ? before : 0) + (flexible.1 ? length : 0) + (flexible.2 ? after : 0)
        func share(_ part: CGFloat, _ isFlexible: Bool) -> Double {
            guard isFlexible else { return 0 }
            return total != 0 ? Double(part / total) : 1 / Double(count)
        }
        return (share(before, flexible.0), share(length, flexible.1))
    }

    // MARK: Intrinsic content size

    /// Whether item `itemIndex`'s intrinsic size takes part: views that do not translate their
    /// mask (a translating view's size is fixed by its frame), and the root when fitting.
    func participatesWithIntrinsicSize(_ itemIndex: Int) -> Bool {
        guard items[itemIndex].isView else { return false }
        return itemIndex == 0 || !items[itemIndex].translates
    }

    /// `variable ⋈ value` at `strength`, built directly.
    static func bound(
        _ variable: Variable, _ relation: Relation, _ value: CGFloat, _ strength: Strength = .required
    ) -> Constraint {
        Constraint(LinearExpression(terms: [Term(variable)], constant: -Double(value)), relation, strength: strength)
    }

    /// (Re)installs the content-size constraints of a view: on each axis with an intrinsic
    /// size, `length ≤ intrinsic` at the hugging priority and `length ≥ intrinsic` at the
    /// compression-resistance priority (UIKit's defaults 250 and 750).
    func installIntrinsicConstraints(_ itemIndex: Int) {
        guard let view = view(at: itemIndex) else { return }
        var size = view.intrinsicContentSize
        if items[itemIndex].mayDependOnWidth, let dependent = view as? LayoutWidthDependentSize,
            dependent.intrinsicSizeDependsOnLayoutWidth, let width = items[itemIndex].layoutWidth
        {
            size = dependent.intrinsicContentSize(forLayoutWidth: width)
        }
        var input: IntrinsicInput
        if view.layoutPriorities.isEmpty {
            input = IntrinsicInput(
                size: size, hugging: (.defaultLow, .defaultLow), compression: (.defaultHigh, .defaultHigh))
        } else {
            input = IntrinsicInput(
                size: size,
                hugging: (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)),
                compression: (
                    view.contentCompressionResistancePriority(for: .horizontal),
                    view.contentCompressionResistancePriority(for: .vertical)
                ))
        }
        if let stack = view.superview as? StackView, let axis = stack.fillTieBreak(for: view) {
            // Ties in a filling stack go to the last arranged view (``StackView/Distribution/fill``).
            func raised(_ priority: LayoutPriority) -> LayoutPriority {
                priority < .required ? LayoutPriority(min(priority.rawValue + 0.5, 999.5)) : priority
            }
            if axis == .horizontal {
                input.hugging.0 = raised(input.hugging.0)
                input.compression.0 = raised(input.compression.0)
            } else {
                input.hugging.1 = raised(input.hugging.1)
                input.compression.1 = raised(input.compression.1)
            }
        }
        guard items[itemIndex].intrinsicInput != input else { return }
        remove(items[itemIndex].intrinsicConstraints)
        let item = items[itemIndex]
        var constraints: [Constraint] = []
        if size.width >= 0 {
            // Text that wraps holds its width half as hard as its equals hold theirs: it can take
            // another line, or one less, where a view beside it cannot (an icon beside a
            // multi-line label keeps its size and the label takes the rest).
            let wraps =
                item.mayDependOnWidth && (view as? LayoutWidthDependentSize)?.intrinsicSizeDependsOnLayoutWidth == true
            let weight = wraps ? 0.5 : 1
            let hugging = Strength(priority: input.hugging.0.rawValue, weight: weight)
            let resistance = Strength(priority: input.compression.0.rawValue, weight: weight)
            constraints.append(Self.bound(item.width, .lessThanOrEqual, size.width, hugging))
            constraints.append(Self.bound(item.width, .greaterThanOrEqual, size.width, resistance))
        }
        if size.height >= 0 {
            let hugging = Strength(priority: input.hugging.1.rawValue)
            let resistance = Strength(priority: input.compression.1.rawValue)
            constraints.append(Self.bound(item.height, .lessThanOrEqual, size.height, hugging))
            constraints.append(Self.bound(item.height, .greaterThanOrEqual, size.height, resistance))
        }
        items[itemIndex].intrinsicConstraints = constraints
        items[itemIndex].intrinsicInput = input
        for (position, constraint) in constraints.enumerated() {
            add(constraint, origin: .intrinsic(item: itemIndex, position: position))
        }
    }

    /// Measures again, at their solved widths, the views whose intrinsic height depends on
    /// their width; reinstalls those that changed. Returns whether any did (solve again).
    func remeasureWidthDependentSizes() -> Bool {
        var changed = false
        for itemIndex in items.indices
        where items[itemIndex].mayDependOnWidth && participatesWithIntrinsicSize(itemIndex) {
            guard let dependent = view(at: itemIndex) as? LayoutWidthDependentSize,
                dependent.intrinsicSizeDependsOnLayoutWidth
            else { continue }
            let width = pixelRounded(solver.value(of: items[itemIndex].width))
            guard items[itemIndex].layoutWidth != width else { continue }
            items[itemIndex].layoutWidth = width
            let before = items[itemIndex].intrinsicInput
            installIntrinsicConstraints(itemIndex)
            if items[itemIndex].intrinsicInput != before { changed = true }
        }
        return changed
    }
}
