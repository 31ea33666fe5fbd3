import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// The reference's PluginableFlowLayout fixtures (pvview-pluginable-flow.md §2.5).
enum PluginableFlowFixtures {
    /// Horizontal, bounds 375 wide (200 tall), sectionInset left 16 / right 24, line spacing 10,
    /// one row of full-height items 300, 200, 250, 300 wide.
    static func horizontalRow(
        alignment: PluginableFlowLayoutAlignment?, behavior: PluginableFlowBehavior = .faithful,
        afterInset: PluginableFlowBehavior = .faithful, header: CGFloat = 0
    ) -> CollectionView {
        let layout = PluginableFlowLayout(
            alignment: alignment, plugins: [PercentageFlowLayoutPlugin(afterInsetBehavior: afterInset)])
        layout.targetOffsetBehavior = behavior
        layout.scrollDirection = .horizontal
        layout.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 24)
        layout.minimumLineSpacing = 10
        layout.headerReferenceSize = CGSize(width: header, height: 0)
        let sizes = [300, 200, 250, 300].map { CGSize(width: CGFloat($0), height: 200) }
        return flowView(layout, size: CGSize(width: 375, height: 200), counts: [4], delegate: FlowSizesOnly(sizes))
    }

    /// Vertical, bounds 375×600, insets top/bottom 20, line spacing 10, full-width items 250,
    /// 150, 300 tall.
    static func verticalColumn(alignment: PluginableFlowLayoutAlignment?) -> CollectionView {
        let layout = PluginableFlowLayout(alignment: alignment, plugins: [PercentageFlowLayoutPlugin()])
        layout.sectionInset = EdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        layout.minimumLineSpacing = 10
        let sizes = [250, 150, 300].map { CGSize(width: 375, height: CGFloat($0)) }
        return flowView(layout, size: CGSize(width: 375, height: 600), counts: [3], delegate: FlowSizesOnly(sizes))
    }

    /// The target offset when the view rests at `offset` and is released at `velocity`
    /// (points per millisecond) along the scroll axis.
    static func target(_ view: CollectionView, from offset: CGFloat, velocity: CGFloat, proposed: CGPoint? = nil)
        -> CGPoint
    {
        let layout = view.collectionViewLayout
        let horizontal = (layout as? CollectionViewFlowLayout)?.scrollDirection == .horizontal
        view.contentOffset = horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        view.layoutIfNeeded()
        let speed = horizontal ? CGPoint(x: velocity, y: 0) : CGPoint(x: 0, y: velocity)
        return layout.targetContentOffset(
            forProposedContentOffset: proposed ?? view.contentOffset, withScrollingVelocity: speed)
    }
}
