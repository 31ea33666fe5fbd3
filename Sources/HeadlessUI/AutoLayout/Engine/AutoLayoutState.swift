import Foundation

/// A view's Auto Layout bookkeeping: the pass flags UIKit keeps (needs layout, needs update
/// constraints), the revision counters that tell an engine what changed, and the engines the
/// view owns.
///
/// Change tracking works by revisions rather than flags, so that several engines (a root's
/// layout engine and any view's fitting engine) can each see every change: a change to a view
/// (its constraints, intrinsic size, frame when it translates its autoresizing mask, margins,
/// subviews) bumps the view's ``ownRevision`` and the ``subtreeRevision`` of the view and every
/// ancestor. An engine remembers the revisions it last saw and walks only into subtrees whose
/// revision moved.
final class AutoLayoutState {
    /// `setNeedsLayout()` was called, or the size changed: `layoutSubviews()` runs on the next pass.
    var needsLayout = true
    /// `setNeedsUpdateConstraints()` was called: `updateConstraints()` runs on the next pass.
    /// New views start with it set, as UIKit's do.
    var needsUpdateConstraints = true
    /// Bumped when something of this view the engine reads changed.
    var ownRevision = 1
    /// Bumped when anything in this view's subtree changed (this view included).
    var subtreeRevision = 1
    /// Bumped when the view's intrinsic content size was invalidated (a label's new text): an
    /// engine then measures it afresh, not at the width it solved for the old content.
    var intrinsicRevision = 0
    /// Bumped when something changed in this view's subtree that an engine does not patch in
    /// place (the hierarchy, a translating flag, margins, the safe area, the layout direction):
    /// the engine is rebuilt.
    var structureRevision = 1
    /// The ``subtreeRevision`` the update-constraints walk last saw.
    var updateWalkRevision = 0
    /// The engine that lays out the subtree this view is the root of.
    var engine: LayoutEngine?
    /// The engine `systemLayoutSizeFitting` uses, with this view as its root.
    var fittingEngine: LayoutEngine?
    /// The view's frame and its superview's size when code last set the frame: what the
    /// autoresizing mask resizes from (see ``LayoutEngine``).
    var autoresizingReference: (frame: CGRect, superviewSize: CGSize)?
    /// Set while an engine writes the view's frame, so the write is not taken for a change.
    var isReceivingEngineFrame = false
    /// UIKit's `preservesSuperviewLayoutMargins` (default false).
    var preservesSuperviewLayoutMargins = false
    /// UIKit's `insetsLayoutMarginsFromSafeArea` (default true; stored).
    var insetsLayoutMarginsFromSafeArea = true
}

extension View {
    /// Records that something of this view the Auto Layout engine reads changed: bumps its own
    /// revision and the subtree revision of it and every ancestor.
    ///
    /// - Parameter structural: the change is one the engine rebuilds for (see
    ///   ``AutoLayoutState/structureRevision``).
    func noteAutoLayoutChange(structural: Bool = false) {
        autoLayoutState.ownRevision &+= 1
        var current: View? = self
        while let view = current {
            view.autoLayoutState.subtreeRevision &+= 1
            if structural { view.autoLayoutState.structureRevision &+= 1 }
            current = view.superview
        }
    }

    /// Called by the geometry setters: a frame set by code is an input to the engine when the
    /// view translates its autoresizing mask (or is a root), and a new size needs a layout pass.
    func autoLayoutGeometryDidChange(oldSize: CGSize?) {
        let state = autoLayoutState
        if let oldSize, oldSize != bounds.size { state.needsLayout = true }
        guard !state.isReceivingEngineFrame else { return }
        if translatesAutoresizingMaskIntoConstraints || superview == nil {
            state.autoresizingReference = (frame, superview?.bounds.size ?? .zero)
            noteAutoLayoutChange()
        }
    }

    /// Called by ``LayoutConstraint`` when a constraint installed on this view was activated,
    /// deactivated or changed its constant or priority.
    func constraintsDidChange() {
        noteAutoLayoutChange()
    }

    /// Called when the view moved into `superview`'s subviews.
    func autoLayoutHierarchyDidChange(superview: View?) {
        let state = autoLayoutState
        // A view that moves drops its engines: they hold its subviews (see `LayoutEngine.Item`).
        state.engine = nil
        state.fittingEngine = nil
        if translatesAutoresizingMaskIntoConstraints {
            state.autoresizingReference = (frame, superview?.bounds.size ?? .zero)
        }
        superview?.autoLayoutState.needsLayout = true
        superview?.noteAutoLayoutChange(structural: true)
        noteAutoLayoutChange(structural: true)
    }
}

extension View {
    /// Called after the view left `oldSuperview`. As UIKit's `removeFromSuperview()` documents,
    /// constraints that refer to the view or a view inside it, installed on the old superview
    /// or an ancestor of it, are deactivated — unless the view is only moving (to the front, or
    /// to another superview through `addSubview`), when they stay and the engine skips those
    /// whose items no longer share the hierarchy.
    func autoLayoutDidLeave(_ oldSuperview: View, moving: Bool) {
        autoLayoutState.engine = nil
        autoLayoutState.fittingEngine = nil
        oldSuperview.autoLayoutState.needsLayout = true
        oldSuperview.noteAutoLayoutChange(structural: true)
        noteAutoLayoutChange(structural: true)
        guard !moving else { return }
        var removed = Set<ObjectIdentifier>()
        var pending: [View] = [self]
        while let view = pending.popLast() {
            removed.insert(ObjectIdentifier(view))
            pending.append(contentsOf: view.subviews)
        }
        func isRemoved(_ item: AnyObject?) -> Bool {
            if let view = item as? View { return removed.contains(ObjectIdentifier(view)) }
            if let guide = item as? LayoutGuide, let owner = guide.owningView {
                return removed.contains(ObjectIdentifier(owner))
            }
            return false
        }
        var ancestor: View? = oldSuperview
        while let view = ancestor {
            for constraint in view.constraints where isRemoved(constraint.firstItem) || isRemoved(constraint.secondItem)
            {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
    }
}

/// The process-wide count of constraint activations (``LayoutConstraint/activationOrder``).
final class ActivationCounter: @unchecked Sendable {
    static let shared = ActivationCounter()
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

extension LayoutConstraint {
    /// The next activation number.
    static func nextActivationOrder() -> Int {
        ActivationCounter.shared.next()
    }
}
