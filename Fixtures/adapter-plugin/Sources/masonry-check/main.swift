import Foundation
import Masonry

/// Implements every requirement, optional ones included.
final class Tuned: NSObject, MasonryLayoutDelegate {
    func masonryLayout(_ layout: MasonryLayout, heightForItemAt index: Int) -> Double { Double(10 * (index + 1)) }
    func numberOfColumns() -> Int { 3 }
    var spacing: Double { 1 }
}

/// Implements only the required method: the layout falls back to its own properties.
final class Plain: NSObject, MasonryLayoutDelegate {
    func masonryLayout(_ layout: MasonryLayout, heightForItemAt index: Int) -> Double { 100 }
}

let layout = MasonryLayout()
let tuned = Tuned()
let plain = Plain()
for delegate in [tuned as MasonryLayoutDelegate, plain] {
    layout.delegate = delegate
    layout.reload()
    print(type(of: delegate), layout.contentHeight)
}
print(layout.reloadAction)
