import Foundation

extension DynamicAnimator {
    /// Runs the simulation up to scene time `time` (seconds) in fixed steps of
    /// ``stepInterval``, then, for an animator in collection-view mode whose items moved,
    /// invalidates the layout. The first call only sets the clock; a time earlier than the
    /// clock does nothing (the simulation never runs backwards).
    public func advance(to time: TimeInterval) {
        let target = Self.ticks(at: time)
        guard let current = tick else {
            tick = target
            return
        }
        guard target > current else { return }
        tick = target
        let items = allItems
        let start = items.map(\.center)
        let h = Self.stepInterval
        for _ in current..<target { step(h, items: items) }
        elapsedTime += Double(target - current) * h
        var moved = false
        var running = false
        for (item, before) in zip(items, start) {
            let after = item.center
            if after != before { moved = true }
            let v = state.velocity(of: item)
            if abs(after.x - before.x) > Self.restDistance || abs(after.y - before.y) > Self.restDistance
                || (v.dx * v.dx + v.dy * v.dy).squareRoot() > Self.restSpeed
            {
                running = true
            }
        }
        isRunning = running
        if moved { collectionViewLayout?.invalidateLayout() }
    }

    /// One step: every behaviour changes velocities (in the order added, children after their
    /// parent), every item moves by its velocity, rigid attachments restore their length, then
    /// the behaviours' actions run.
    private func step(_ h: Double, items: [DynamicItem]) {
        var all: [DynamicBehavior] = []
        func collect(_ behavior: DynamicBehavior) {
            all.append(behavior)
            behavior.childBehaviors.forEach(collect)
        }
        behaviors.forEach(collect)
        for behavior in all { behavior.step(h, in: state) }
        for item in items {
            let v = state.velocity(of: item)
            guard v.dx != 0 || v.dy != 0 else { continue }
            item.center = CGPoint(x: item.center.x + v.dx * CGFloat(h), y: item.center.y + v.dy * CGFloat(h))
        }
        for case let attachment as AttachmentBehavior in all { attachment.enforceRigidLength(in: state) }
        for behavior in all { behavior.action?() }
    }
}
