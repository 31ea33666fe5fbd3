import Foundation
import Testing
import UIKit

/// `CADisplayLink` exists headlessly and never fires; `CACurrentMediaTime()` moves forward.
@Suite struct DisplayLinkTests {
    final class Animator {
        private(set) var updates = 0
        var link: CADisplayLink?

        func start() {
            let link = CADisplayLink(target: self, selector: Selector("update"))
            link.add(to: .current, forMode: .common)
            self.link = link
        }

        func update() { updates += 1 }
    }

    @Test func aDisplayLinkIsAddedAndInvalidatedButNeverCallsItsTarget() throws {
        let animator = Animator()
        animator.start()
        let link = try #require(animator.link)
        #expect(link.runLoops.count == 1)
        #expect(link.selector == Selector("update"))
        #expect(link.target === animator)
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(animator.updates == 0)
        #expect(link.timestamp == 0)
        link.invalidate()
        #expect(link.runLoops.isEmpty)
    }

    @Test func mediaTimeIsMonotonicSeconds() {
        let first = CACurrentMediaTime()
        let second = CACurrentMediaTime()
        #expect(first > 0 && second >= first)
    }
}
