import Foundation

@objc public protocol MasonryLayoutDelegate: AnyObject {
    func masonryLayout(_ layout: MasonryLayout, heightForItemAt index: Int) -> Double
    @objc optional func numberOfColumns() -> Int
    @objc optional var spacing: Double { get }
}
