import Foundation
import UIKit

/// Layouts that end their process in each way a Swift program can, when the collection view
/// has scrolled past 300 points (so the first frame renders and the message names a frame).
class DyingLayout: UICollectionViewFlowLayout {
    var hasScrolled: Bool { (collectionView?.contentOffset.y ?? 0) > 300 }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func prepare() {
        super.prepare()
        if hasScrolled { die() }
    }

    func die() {}
}

final class AssertingLayout: DyingLayout {
    override func die() { assert(collectionView == nil, "the collection view must not scroll") }
}

final class AssertionFailureLayout: DyingLayout {
    override func die() { assertionFailure("unreachable state reached") }
}

final class PreconditionLayout: DyingLayout {
    override func die() { precondition(collectionView == nil, "Vertical scrolling is not supported") }
}

final class PreconditionFailureLayout: DyingLayout {
    override func die() { preconditionFailure("no such section") }
}

final class FatalErrorLayout: DyingLayout {
    override func die() { fatalError("the layout gave up") }
}

final class OverflowLayout: DyingLayout {
    override func die() {
        var count = Int.max - 1
        count += Int(collectionView?.contentOffset.y ?? 0)
        print(count)
    }
}

final class BadPointerLayout: DyingLayout {
    override func die() {
        let pointer = UnsafeMutablePointer<Int>(bitPattern: 8)!
        pointer.pointee = 1
    }
}

final class AbortingLayout: DyingLayout {
    override func die() { abort() }
}

final class ExitingLayout: DyingLayout {
    override func die() { exit(7) }
}

final class RecursingLayout: DyingLayout {
    override func die() { _ = depth(0) }

    private func depth(_ level: Int) -> Int { level + depth(level + 1) + 1 }
}
