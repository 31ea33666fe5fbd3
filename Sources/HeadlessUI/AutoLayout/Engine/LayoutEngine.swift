import ConstraintSolver
import Foundation

/// UIKit's Auto Layout engine, headless: the constraints of a view subtree as linear
/// constraints over a ``Solver``, solved, and read back as frames (a layout pass) or as the
/// root's size (`systemLayoutSizeFitting`).
///
/// **Variables.** Every view and every guide added with `addLayoutGuide(_:)` is an *item* with
/// four variables — `x`, `y`, `width`, `height` — its frame rectangle in the coordinates of the
/// engine's root, ignoring every bounds origin (a scroll view's content offset). The root sits
/// at (0, 0). A view's frame in its superview is its rectangle minus its superview's origin, so
/// nesting is exact at any depth and constraints between any two items (siblings, a label and
/// an ancestor's margin guide) are plain linear relations. Because bounds origins are left out,
/// constraints to a scroll view's edges are in its content coordinates, as UIKit documents,
/// and scrolling never re-solves. A view's margins, safe-area and readable-content guides are
/// not items: their attributes are the view's, inset by constants.
///
/// **Constraints**, added in this order (so that in a conflict the one broken is the one added
/// last, as when UIKit detects it): the root's (in a layout pass its frame is fixed; when
/// fitting, its origin), the autoresizing-mask constraints of views that translate it, the
/// content-size constraints of views with an intrinsic size (hugging `≤` at the hugging
/// priority, compression resistance `≥` at its priority), the views' active constraints in the
/// order they were activated, then the fitting targets.
///
/// **Incremental.** The engine remembers what it built from each view (its constraints, its
/// intrinsic size, its frame when it translates its mask) and the view's revision
/// (``AutoLayoutState``); on the next pass it walks only into subtrees that changed and
/// replaces only what differs. A change of the hierarchy, of a translating flag, of margins,
/// safe area or layout direction rebuilds it.
final class LayoutEngine {
    /// What the engine computes.
    enum Mode {
        /// A layout pass: the root's frame is fixed, every other view's frame is set.
        case layout
        /// `systemLayoutSizeFitting`: the root's width and height are free, pulled towards a
        /// target at a priority per axis.
        case fitting
    }

    /// What made a required solver constraint, for UIKit's conflict report.
    enum Origin {
        case user(LayoutConstraint)
        case frame(item: Int, position: Int)
        case intrinsic(item: Int, position: Int)
        case fitting(position: Int)
    }

    /// A layout constraint as it was translated.
    struct Installed {
        let source: LayoutConstraint
        var constant: CGFloat
        var priority: LayoutPriority
        var solverConstraint: Constraint?
        /// Its attributes include a baseline (re-translated when a view's text changes).
        var usesBaseline: Bool
    }

    /// A view or an added layout guide, and what the engine built from it.
    ///
    /// Views and guides are held strongly, the root excepted (it owns the engine; read it with
    /// ``view(at:)``). An engine only holds its owner's descendants, and a view that moves drops
    /// its engines, so no cycle outlives a change of the hierarchy.
    struct Item {
        /// The view; nil for the root (see ``LayoutEngine/view(at:)``) and for guides.
        var view: View?
        var guide: LayoutGuide?
        /// Whether the item is a view (the root included).
        let isView: Bool
        let x = Variable()
        let y = Variable()
        let width = Variable()
        let height = Variable()
        /// The superview's item (the owning view's for a guide); -1 for the root.
        var parent: Int
        /// The subviews' items, in order.
        var children: [Int] = []
        var seenOwnRevision = 0
        var seenSubtreeRevision = 0
        var seenIntrinsicRevision = 0
        var translates = false
        /// The margins the view's margin attributes and guide use (effective: with the
        /// superview's preserved margins).
        var margins = EdgeInsets.zero
        /// The frame constraints' input: a translating view's reference frame, its superview's
        /// reference size and its mask; the root's size.
        var frameInput: FrameInput?
        var frameConstraints: [Constraint] = []
        var intrinsicInput: IntrinsicInput?
        var intrinsicConstraints: [Constraint] = []
        /// The width an intrinsic size that depends on it was last measured at.
        var layoutWidth: CGFloat?
        /// The layout constraints installed on this view, by identity.
        var installed: [ObjectIdentifier: Installed] = [:]
        /// The view's effective layout direction, read when a constraint installed on it first
        /// needs it.
        var direction: UserInterfaceLayoutDirection?
        /// The view's intrinsic size may depend on its width (``LayoutWidthDependentSize``).
        var mayDependOnWidth = false

        init(view: View?, guide: LayoutGuide?, parent: Int, isView: Bool) {
            self.view = view
            self.guide = guide
            self.parent = parent
            self.isView = isView
        }
    }

    struct FrameInput: Equatable {
        var frame: CGRect
        var superviewSize: CGSize
        var mask: View.AutoresizingMask
    }

    struct IntrinsicInput: Equatable {
        var size: CGSize
        var hugging: (LayoutPriority, LayoutPriority)
        var compression: (LayoutPriority, LayoutPriority)

        static func == (lhs: IntrinsicInput, rhs: IntrinsicInput) -> Bool {
            lhs.size == rhs.size && lhs.hugging == rhs.hugging && lhs.compression == rhs.compression
        }
    }

    unowned let root: View
    /// Whether the engine lays out or fits now (a root's one engine does both, see ``use(_:)``).
    private(set) var mode: Mode
    /// Set when the mode changed since the last solve.
    private var modeChanged = false
    private(set) var solver = Solver()
    var items: [Item] = []
    var index: [ObjectIdentifier: Int] = [:]
    private var seenStructureRevision = -1
    private(set) var seenSubtreeRevision = -1
    /// No constraint, no view that opts out of autoresizing and no mask: nothing to solve.
    private(set) var isTrivial = false
    /// The fitting targets and their constraints.
    var fittingTarget: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?
    var fittingConstraints: [Constraint] = []
    /// Constraints that were broken to recover from a conflict, by identity.
    var broken = Set<ObjectIdentifier>()
    /// The display scale frames are rounded to (the root's traits; 0: no rounding).
    private(set) var scale: CGFloat = 0
    /// Set while solving, so that code called from frame changes does not re-enter.
    private(set) var isSolving = false

    init(root: View, mode: Mode) {
        self.root = root
        self.mode = mode
    }

    /// The view of item `itemIndex` (the root for item 0), or nil for a guide.
    @inline(__always)
    func view(at itemIndex: Int) -> View? {
        itemIndex == 0 ? root : items[itemIndex].view
    }

    /// Whether the subtree changed since the engine last solved it.
    var isUpToDate: Bool {
        !modeChanged && root.autoLayoutState.subtreeRevision == seenSubtreeRevision
    }

    /// Switches the root between a layout pass (its size fixed) and fitting (its size pulled
    /// towards the targets), swapping only those constraints — UIKit too fits a view in the
    /// engine that lays it out.
    func use(_ newMode: Mode) {
        guard newMode != mode else { return }
        mode = newMode
        modeChanged = true
        guard !items.isEmpty, !isTrivial else {
            items.removeAll()
            return
        }
        switch newMode {
        case .layout:
            remove(fittingConstraints)
            fittingConstraints = []
            items[0].frameInput = nil
            installRootFrame()
        case .fitting:
            remove(Array(items[0].frameConstraints.dropFirst(2)))
            items[0].frameConstraints = Array(items[0].frameConstraints.prefix(2))
            items[0].frameInput = nil
            installFittingConstraints()
        }
    }

    // MARK: Solving

    /// Brings the solver up to date with the subtree and solves, measuring width-dependent
    /// intrinsic sizes again at their solved widths (at most three more solves).
    func solve() {
        guard !isSolving else { return }
        isSolving = true
        defer { isSolving = false }
        update()
        modeChanged = false
        guard !isTrivial else { return }
        solver.updateVariables()
        for _ in 0..<3 {
            guard remeasureWidthDependentSizes() else { break }
            solver.updateVariables()
        }
    }

    /// Rebuilds, or patches what changed.
    private func update() {
        let state = root.autoLayoutState
        if state.structureRevision != seenStructureRevision || items.isEmpty
            || (isTrivial && state.subtreeRevision != seenSubtreeRevision)
        {
            rebuild()
        } else if state.subtreeRevision != seenSubtreeRevision {
            refresh(0)
            refreshBaselineConstraints()
        }
        seenStructureRevision = state.structureRevision
        seenSubtreeRevision = state.subtreeRevision
    }

    /// The solved rectangle of item `index` in root coordinates.
    func rect(of index: Int) -> CGRect {
        let item = items[index]
        return CGRect(
            x: solver.value(of: item.x), y: solver.value(of: item.y), width: solver.value(of: item.width),
            height: solver.value(of: item.height))
    }

    /// `value` rounded to the nearest pixel of the root's display.
    func pixelRounded(_ value: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        return (value * scale).rounded() / scale
    }

    // MARK: Building

    /// Forgets everything and builds the solver from the subtree.
    func rebuild() {
        solver = Solver()
        items.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        broken.removeAll()
        fittingConstraints = []
        let traits = root.traitCollection
        scale = traits.displayScale
        var hasWork = mode == .fitting
        var userConstraints: [(LayoutConstraint, Int)] = []
        // The subtree, preorder.
        var stack: [(View, Int)] = [(root, -1)]
        while let (view, parent) = stack.popLast() {
            let itemIndex = items.count
            var item = Item(view: parent < 0 ? nil : view, guide: nil, parent: parent, isView: true)
            let state = view.autoLayoutState
            item.translates = view.translatesAutoresizingMaskIntoConstraints
            item.mayDependOnWidth = view is LayoutWidthDependentSize
            item.seenOwnRevision = state.ownRevision
            item.seenSubtreeRevision = state.subtreeRevision
            items.append(item)
            index[ObjectIdentifier(view)] = itemIndex
            if parent >= 0 { items[parent].children.append(itemIndex) }
            if itemIndex > 0 && (!item.translates || !view.autoresizingMask.isEmpty) { hasWork = true }
            for guide in view.addedLayoutGuides {
                index[ObjectIdentifier(guide)] = items.count
                items.append(Item(view: nil, guide: guide, parent: itemIndex, isView: false))
            }
            for constraint in view.constraints where constraint.isActive {
                userConstraints.append((constraint, itemIndex))
                hasWork = true
            }
            for subview in view.subviews.reversed() { stack.append((subview, itemIndex)) }
        }
        isTrivial = !hasWork
        guard hasWork else { return }
        for itemIndex in items.indices where items[itemIndex].isView {
            items[itemIndex].margins = effectiveMargins(of: itemIndex)
        }
        addRootConstraints()
        for itemIndex in items.indices.dropFirst() where items[itemIndex].translates {
            installFrameConstraints(itemIndex)
        }
        for itemIndex in items.indices where participatesWithIntrinsicSize(itemIndex) {
            installIntrinsicConstraints(itemIndex)
        }
        userConstraints.sort { $0.0.activationOrder < $1.0.activationOrder }
        for (constraint, itemIndex) in userConstraints {
            install(constraint, on: itemIndex)
        }
        if mode == .fitting { installFittingConstraints() }
    }

    /// Patches what changed in the subtree of item `itemIndex` (a view).
    private func refresh(_ itemIndex: Int) {
        guard let view = view(at: itemIndex) else { return }
        let state = view.autoLayoutState
        guard state.subtreeRevision != items[itemIndex].seenSubtreeRevision else { return }
        if state.ownRevision != items[itemIndex].seenOwnRevision {
            items[itemIndex].seenOwnRevision = state.ownRevision
            refreshOwn(itemIndex, view)
        }
        for child in items[itemIndex].children { refresh(child) }
        items[itemIndex].seenSubtreeRevision = state.subtreeRevision
    }

    /// Patches the frame, intrinsic and installed constraints of one view.
    private func refreshOwn(_ itemIndex: Int, _ view: View) {
        let intrinsicRevision = view.autoLayoutState.intrinsicRevision
        if items[itemIndex].seenIntrinsicRevision != intrinsicRevision {
            // New content (a reused cell's label given new text): its width-dependent size is
            // measured unwrapped first, then again at the width the solve gives it.
            items[itemIndex].seenIntrinsicRevision = intrinsicRevision
            items[itemIndex].layoutWidth = nil
        }
        if itemIndex == 0 {
            if mode == .layout { installRootFrame() }
        } else if items[itemIndex].translates {
            installFrameConstraints(itemIndex)
        }
        if participatesWithIntrinsicSize(itemIndex) { installIntrinsicConstraints(itemIndex) }
        refreshInstalled(itemIndex, view)
        if view is BaselineProviding { baselinesMayHaveMoved = true }
    }

    /// Set when a view that reports baselines changed: constraints on baselines are translated again.
    private var baselinesMayHaveMoved = false

    /// Adds, removes and replaces the solver constraints of the layout constraints installed
    /// on a view to match its active constraints now.
    private func refreshInstalled(_ itemIndex: Int, _ view: View) {
        var current = Set<ObjectIdentifier>()
        var added: [LayoutConstraint] = []
        for constraint in view.constraints where constraint.isActive {
            let key = ObjectIdentifier(constraint)
            current.insert(key)
            if let installed = items[itemIndex].installed[key] {
                guard installed.constant != constraint.constant || installed.priority != constraint.priority else {
                    continue
                }
                uninstall(key, from: itemIndex)
            }
            added.append(constraint)
        }
        for key in items[itemIndex].installed.keys where !current.contains(key) {
            uninstall(key, from: itemIndex)
        }
        added.sort { $0.activationOrder < $1.activationOrder }
        for constraint in added { install(constraint, on: itemIndex) }
    }

    private func refreshBaselineConstraints() {
        guard baselinesMayHaveMoved else { return }
        baselinesMayHaveMoved = false
        for itemIndex in items.indices {
            let keys = items[itemIndex].installed.filter(\.value.usesBaseline).map(\.key)
            for key in keys {
                guard let source = items[itemIndex].installed[key]?.source else { continue }
                uninstall(key, from: itemIndex)
                install(source, on: itemIndex)
            }
        }
    }

    /// Translates and adds a layout constraint installed on item `itemIndex`.
    func install(_ constraint: LayoutConstraint, on itemIndex: Int) {
        let translated = translate(constraint)
        var installed = Installed(
            source: constraint, constant: constraint.constant, priority: constraint.priority,
            solverConstraint: nil,
            usesBaseline: constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline)
        if let translated, add(translated, origin: .user(constraint)) {
            installed.solverConstraint = translated
        }
        items[itemIndex].installed[ObjectIdentifier(constraint)] = installed
    }

    private func uninstall(_ key: ObjectIdentifier, from itemIndex: Int) {
        guard let installed = items[itemIndex].installed.removeValue(forKey: key) else { return }
        if let constraint = installed.solverConstraint { remove(constraint) }
    }

    // MARK: Solver access

    /// Adds a constraint; a required one that conflicts is reported as UIKit reports it and
    /// left out (broken).
    @discardableResult
    func add(_ constraint: Constraint, origin: Origin) -> Bool {
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            switch error {
            case .unsatisfiable:
                reportConflict(constraint, origin: origin)
            default:
                LayoutDiagnostics.log("[LayoutConstraints] Ignoring \(describe(origin)): \(error)")
            }
            broken.insert(ObjectIdentifier(constraint))
            return false
        }
    }

    /// Removes a constraint that was added (one that was broken never was).
    func remove(_ constraint: Constraint) {
        if broken.remove(ObjectIdentifier(constraint)) != nil { return }
        try? solver.removeConstraint(constraint)
    }

    func remove(_ constraints: [Constraint]) {
        for constraint in constraints { remove(constraint) }
    }
}

extension LayoutConstraint.Attribute {
    /// Leading or trailing, of the edges or the margins: resolved by the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// A first or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// An attribute of the margins.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}
