import Foundation

public final class MasonryLayout: NSObject {
    @objc public weak var delegate: MasonryLayoutDelegate?
    @IBInspectable public var columns: Int = 2
    @IBInspectable public var itemSpacing: Double = 8
    @objc dynamic public private(set) var contentHeight: Double = 0
    public let reloadAction = #selector(MasonryLayout.reload)

    @objc public func reload() {
        let columns = delegate?.numberOfColumns?() ?? self.columns
        let spacing = delegate?.spacing ?? itemSpacing
        var heights = [Double](repeating: 0, count: columns)
        for index in 0..<6 {
            let column = heights.indices.min { heights[$0] < heights[$1] } ?? 0
            heights[column] += (delegate?.masonryLayout(self, heightForItemAt: index) ?? 50) + spacing
        }
        contentHeight = heights.max() ?? 0
    }
}
