import Foundation

/// UIKit's `UIAttachmentBehavior`: a spring (or, with `frequency` 0, a rigid rod) between an
/// item's centre and an anchor point, or between the centres of two items.
///
/// `length` starts as the distance at creation, as UIKit sets it. The spring pulls the distance
/// back to `length` with natural frequency `frequency` (hertz) and damping ratio `damping`
/// (0 none, 1 critical); see docs/uidynamics.md for the model and where it is an approximation
/// of UIKit's undocumented integrator.
open class AttachmentBehavior: DynamicBehavior {
    /// What the first item is attached to.
    public enum AttachedBehaviorType: Int, Sendable {
        /// Two items attached to each other.
        case items
        /// One item attached to an anchor point.
        case anchor
    }

    /// The attached items: one for an anchor attachment, two for an item attachment.
    open private(set) var items: [DynamicItem]
    /// Whether the attachment is to an anchor point or between two items.
    public let attachedBehaviorType: AttachedBehaviorType
    /// The anchor point (animator coordinates) of an anchor attachment; `.zero` otherwise.
    open var anchorPoint: CGPoint
    /// The distance, in points, the attachment keeps between its two ends.
    open var length: CGFloat
    /// The damping ratio of the spring: 0 leaves it undamped, 1 is critical damping.
    open var damping: CGFloat = 0
    /// The spring's natural frequency in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0
    /// Accepted for ported code; rotation is not simulated.
    open var frictionTorque: CGFloat = 0

    /// Attaches `item`'s centre to `point`, with `length` the distance between them now.
    public init(item: DynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = Self.distance(item.center, point)
        super.init()
    }

    /// Attaches the centres of `item1` and `item2`, with `length` the distance between them now.
    public init(item item1: DynamicItem, attachedTo item2: DynamicItem) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        length = Self.distance(item1.center, item2.center)
        super.init()
    }

    override var movedItems: [DynamicItem] { items }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// One implicit (backward-Euler) step of the spring for the separation `d` of the two ends
    /// and their relative velocity `v`: the velocity change, per end.
    ///
    /// With `length` 0 the spring acts on the separation vector (isotropic); otherwise along
    /// the line between the ends. Returns nil for a rigid attachment (handled after the
    /// positions move).
    func springVelocityChange(separation d: CGVector, velocity v: CGVector, interval h: Double) -> CGVector? {
        guard frequency > 0 else { return nil }
        let omega = 2 * Double.pi * Double(frequency)
        let zeta = Double(max(0, damping))
        let denominator = 1 + 2 * zeta * omega * h + omega * omega * h * h
        if length <= 0 {
            let vx = (Double(v.dx) - h * omega * omega * Double(d.dx)) / denominator
            let vy = (Double(v.dy) - h * omega * omega * Double(d.dy)) / denominator
            return CGVector(dx: CGFloat(vx) - v.dx, dy: CGFloat(vy) - v.dy)
        }
        let r = Double((d.dx * d.dx + d.dy * d.dy).squareRoot())
        guard r > 1e-12 else { return CGVector(dx: 0, dy: 0) }
        let nx = Double(d.dx) / r
        let ny = Double(d.dy) / r
        let stretch = r - Double(length)
        let radial = Double(v.dx) * nx + Double(v.dy) * ny
        let newRadial = (radial - h * omega * omega * stretch) / denominator
        let change = newRadial - radial
        return CGVector(dx: CGFloat(change * nx), dy: CGFloat(change * ny))
    }

    override func step(_ interval: Double, in state: DynamicAnimator.State) {
        switch attachedBehaviorType {
        case .anchor:
            guard let item = items.first else { return }
            let p = item.center
            let d = CGVector(dx: p.x - anchorPoint.x, dy: p.y - anchorPoint.y)
            let v = state.velocity(of: item)
            if let change = springVelocityChange(separation: d, velocity: v, interval: interval) {
                state.setVelocity(CGVector(dx: v.dx + change.dx, dy: v.dy + change.dy), of: item)
            }
        case .items:
            guard items.count == 2 else { return }
            let a = items[0]
            let b = items[1]
            let d = CGVector(dx: a.center.x - b.center.x, dy: a.center.y - b.center.y)
            let va = state.velocity(of: a)
            let vb = state.velocity(of: b)
            let v = CGVector(dx: va.dx - vb.dx, dy: va.dy - vb.dy)
            if let change = springVelocityChange(separation: d, velocity: v, interval: interval) {
                state.setVelocity(CGVector(dx: va.dx + change.dx / 2, dy: va.dy + change.dy / 2), of: a)
                state.setVelocity(CGVector(dx: vb.dx - change.dx / 2, dy: vb.dy - change.dy / 2), of: b)
            }
        }
    }

    /// For a rigid attachment (`frequency` 0), puts the ends back at `length` apart after the
    /// positions moved and removes the velocity along the rod.
    func enforceRigidLength(in state: DynamicAnimator.State) {
        guard frequency <= 0 else { return }
        switch attachedBehaviorType {
        case .anchor:
            guard let item = items.first else { return }
            let corrected = Self.project(item.center, onto: anchorPoint, length: length)
            item.center = corrected
            state.removeVelocity(
                of: item, along: CGVector(dx: corrected.x - anchorPoint.x, dy: corrected.y - anchorPoint.y))
        case .items:
            guard items.count == 2 else { return }
            let a = items[0]
            let b = items[1]
            let middle = CGPoint(x: (a.center.x + b.center.x) / 2, y: (a.center.y + b.center.y) / 2)
            let newA = Self.project(a.center, onto: middle, length: length / 2)
            let newB = CGPoint(x: 2 * middle.x - newA.x, y: 2 * middle.y - newA.y)
            a.center = newA
            b.center = newB
            let axis = CGVector(dx: newA.x - newB.x, dy: newA.y - newB.y)
            let va = state.velocity(of: a)
            let vb = state.velocity(of: b)
            let mean = CGVector(dx: (va.dx + vb.dx) / 2, dy: (va.dy + vb.dy) / 2)
            state.setVelocity(CGVector(dx: va.dx - mean.dx, dy: va.dy - mean.dy), of: a)
            state.removeVelocity(of: a, along: axis)
            let relative = state.velocity(of: a)
            state.setVelocity(CGVector(dx: mean.dx + relative.dx, dy: mean.dy + relative.dy), of: a)
            state.setVelocity(CGVector(dx: mean.dx - relative.dx, dy: mean.dy - relative.dy), of: b)
        }
    }

    /// `point` moved along the line from `center` to the distance `length` (unchanged when it
    /// sits on `center`).
    static func project(_ point: CGPoint, onto center: CGPoint, length: CGFloat) -> CGPoint {
        let r = distance(point, center)
        guard r > 1e-12 else { return point }
        let scale = length / r
        return CGPoint(x: center.x + (point.x - center.x) * scale, y: center.y + (point.y - center.y) * scale)
    }
}
