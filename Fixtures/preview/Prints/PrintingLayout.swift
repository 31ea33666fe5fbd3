import Foundation
import UIKit

/// A flow layout that says what it does, as layouts under development do: `print`, `NSLog` and
/// a write to standard error, once per `prepare()`.
final class PrintingLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        print("PrintingLayout.prepare: \(collectionView?.numberOfItems(inSection: 0) ?? -1) items")
        NSLog("PrintingLayout logged")
        FileHandle.standardError.write("PrintingLayout wrote to standard error\n".data(using: .utf8)!)
    }
}

/// A layout that prints, then traps on its second `prepare()`.
final class TalkativeCrashLayout: UICollectionViewFlowLayout {
    private var passes = 0

    override func prepare() {
        super.prepare()
        passes += 1
        print("TalkativeCrashLayout: pass \(passes)")
        precondition(passes < 2, "only one pass is allowed")
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
