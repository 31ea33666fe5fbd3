import Foundation
import HeadlessUI

/// UIKit's `UIDynamicAnimator`, headless and deterministic: it runs its behaviours' springs on
/// LayoutReel's frame clock instead of the display's.
///
/// An animator made with ``init(collectionViewLayout:)`` works in the layout's coordinates, as
/// UIKit's does: the collection view advances it to each frame's time
/// (``CollectionView/advanceDynamics(to:)``, which the scene runtime calls after applying the
/// frame's content offset), and whenever the simulation moved an item it invalidates the
/// layout, so the next layout pass asks the layout again. Any other animator is advanced with
/// ``advance(to:)``.
///
/// The simulation uses fixed steps of ``stepInterval`` seconds, so the same frames give the
/// same attributes on every run and machine. docs/uidynamics.md describes the spring model.
open class DynamicAnimator: NSObject {
    /// Velocities of the moved items, by identity (what the animator knows beyond the items'
    /// own centres).
    final class State {
        var velocities: [ObjectIdentifier: CGVector] = [:]

        func velocity(of item: DynamicItem) -> CGVector {
            velocities[ObjectIdentifier(item)] ?? CGVector(dx: 0, dy: 0)
        }

        func setVelocity(_ velocity: CGVector, of item: DynamicItem) {
            velocities[ObjectIdentifier(item)] = velocity
        }

        /// Removes the component of `item`'s velocity along `axis` (nothing for a zero axis).
        func removeVelocity(of item: DynamicItem, along axis: CGVector) {
            let length = (axis.dx * axis.dx + axis.dy * axis.dy).squareRoot()
            guard length > 1e-12 else { return }
            let n = CGVector(dx: axis.dx / length, dy: axis.dy / length)
            let v = velocity(of: item)
            let along = v.dx * n.dx + v.dy * n.dy
            setVelocity(CGVector(dx: v.dx - along * n.dx, dy: v.dy - along * n.dy), of: item)
        }
    }

    /// The simulation steps per second of scene time: 1200, a whole number of steps per frame
    /// at 24, 25, 30, 48, 50, 60 and 120 frames per second.
    public static let stepsPerSecond = 1200
    /// The length of one simulation step, in seconds (1/1200).
    public static var stepInterval: Double { 1 / Double(stepsPerSecond) }
    /// An item slower than this (points per second) whose centre moved less than
    /// ``restDistance`` in the last advance counts as at rest.
    static let restSpeed: CGFloat = 0.01
    /// See ``restSpeed``.
    static let restDistance: CGFloat = 0.001

    /// The behaviours, in the order they were added.
    open private(set) var behaviors: [DynamicBehavior] = []
    /// The layout of an animator in collection-view mode.
    open private(set) weak var collectionViewLayout: CollectionViewLayout?
    /// The reference view of an animator made with ``init(referenceView:)``.
    open private(set) weak var referenceView: View?
    /// Whether the last advance moved an item (UIKit's animator pauses when everything rests).
    open internal(set) var isRunning = false
    /// Scene seconds simulated since the animator started.
    open internal(set) var elapsedTime: TimeInterval = 0

    let state = State()
    /// The clock, in whole simulation steps; nil until the first ``advance(to:)`` sets it.
    var tick: Int?

    /// An animator with no reference: advance it with ``advance(to:)``.
    public override init() {
        super.init()
    }

    /// An animator whose items are views in `view`'s coordinates.
    public convenience init(referenceView view: View) {
        self.init()
        referenceView = view
    }

    /// An animator in collection-view mode: its items are `layout`'s attributes, in the
    /// layout's coordinates, and it invalidates `layout` when it moves them. Its clock starts
    /// at the scene time the layout's collection view was last advanced to.
    public convenience init(collectionViewLayout layout: CollectionViewLayout) {
        self.init()
        collectionViewLayout = layout
        tick = Self.ticks(at: layout.dynamicsTime)
        layout.dynamicAnimators.removeAll { $0.animator == nil }
        layout.dynamicAnimators.append(WeakDynamicAnimator(animator: self))
    }

    /// Adds `behavior` (nothing if it is already in this animator).
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(toAnimator: self)
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
    }

    /// Removes `behavior`; the velocities of items no behaviour moves any more are forgotten.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(toAnimator: nil)
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
        forgetUnusedVelocities()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// Every item of every behaviour, each once, in the order the behaviours were added.
    var allItems: [DynamicItem] {
        var seen: Set<ObjectIdentifier> = []
        var result: [DynamicItem] = []
        func collect(_ behavior: DynamicBehavior) {
            for item in behavior.movedItems where seen.insert(ObjectIdentifier(item)).inserted {
                result.append(item)
            }
            behavior.childBehaviors.forEach(collect)
        }
        behaviors.forEach(collect)
        return result
    }

    /// The items whose frames (centre and bounds size) intersect `rect`, in the order the
    /// behaviours were added.
    open func items(in rect: CGRect) -> [DynamicItem] {
        allItems.filter { item in
            let frame: CGRect
            if let attributes = item as? CollectionViewLayoutAttributes {
                frame = attributes.frame
            } else {
                let size = item.bounds.size
                frame = CGRect(
                    x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                    height: size.height)
            }
            return frame.intersects(rect)
        }
    }

    /// Reads `item`'s centre again after code outside the animator moved it; the item keeps
    /// its velocity.
    open func updateItem(usingCurrentState item: DynamicItem) {
        isRunning = true
    }

    /// The animated attributes of the cell at `indexPath`, or nil when no behaviour moves it.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The animated attributes of the supplementary view of `kind` at `indexPath`, or nil.
    open func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    /// The animated attributes of the decoration view of `kind` at `indexPath`, or nil.
    open func layoutAttributesForDecorationView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    private func attributes(
        where matches: (CollectionViewLayoutAttributes) -> Bool
    ) -> CollectionViewLayoutAttributes? {
        for item in allItems {
            if let attributes = item as? CollectionViewLayoutAttributes, matches(attributes) { return attributes }
        }
        return nil
    }

    private func forgetUnusedVelocities() {
        let used = Set(allItems.map(ObjectIdentifier.init))
        state.velocities = state.velocities.filter { used.contains($0.key) }
    }

    static func ticks(at time: TimeInterval) -> Int {
        guard time.isFinite else { return 0 }
        return WholeNumber.clamped(time * Double(stepsPerSecond) + 1e-6, .down, to: Int.min...Int.max)
    }
}

/// A layout's weak reference to an animator made with ``DynamicAnimator/init(collectionViewLayout:)``.
struct WeakDynamicAnimator {
    weak var animator: DynamicAnimator?
}
