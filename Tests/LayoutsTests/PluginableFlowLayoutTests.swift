import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// A plugin that appends its tag to a trail, to observe order and chaining.
private struct TrailPlugin: FlowLayoutPlugin {
    var tag: String
    func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes, in collectionView: CollectionView,
        scrollDirection: CollectionViewScrollDirection, alignment: PluginableFlowLayoutAlignment?,
        sectionInset: EdgeInsets
    ) -> PluginableFlowLayoutAttributes {
        let trail = attributes.dictWithProperties["trail"] as? String ?? ""
        attributes.dictWithProperties["trail"] = trail + tag
        attributes.dictWithProperties["inset"] = Double(sectionInset.left)
        return attributes
    }
}

/// A plugin relying on the protocol's default (no change).
private struct InertPlugin: FlowLayoutPlugin {}

/// The layout's plumbing: attributes class, plugin pipeline, invalidation, copies, dump values
/// and appearance layers.
@Suite struct PluginableFlowLayoutTests {
    typealias F = PluginableFlowFixtures

    @Test func pluginsRunInOrderOnCellsAndSupplementaryViews() {
        let layout = PluginableFlowLayout(
            alignment: .lineCenter, plugins: [TrailPlugin(tag: "a"), InertPlugin(), TrailPlugin(tag: "b")])
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        layout.sectionInset = EdgeInsets(top: 0, left: 7, bottom: 0, right: 0)
        let view = flowView(layout, size: CGSize(width: 300, height: 120), counts: [4])
        let elements = view.layoutAttributesForVisibleElements()
        #expect(elements.contains { $0.representedElementCategory == .supplementaryView })
        for element in elements {
            let attributes = element as? PluginableFlowLayoutAttributes
            #expect(attributes?.dictWithProperties["trail"] == AnyHashable("ab"))
            #expect(attributes?.dictWithProperties["inset"] == AnyHashable(7.0))
            #expect(attributes?.scrollDirection == .horizontal)
        }
    }

    @Test func itemLookupCarriesNoPluginValues() {
        let view = F.horizontalRow(alignment: .lineStart)
        let attributes = view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(attributes is PluginableFlowLayoutAttributes)
        #expect((attributes as? PluginableFlowLayoutAttributes)?.dictWithProperties.isEmpty == true)
        #expect((attributes as? PluginableFlowLayoutAttributes)?.percentageInfo == PercentageInfo())
    }

    @Test func everyScrollInvalidatesButKeepsThePlacement() {
        let view = F.horizontalRow(alignment: .lineStart)
        guard let layout = view.collectionViewLayout as? PluginableFlowLayout else {
            Issue.record("not a PluginableFlowLayout")
            return
        }
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 5, y: 0, width: 375, height: 200)))
        view.contentOffset = CGPoint(x: 100, y: 0)
        #expect(layout.needsPrepare)
        #expect(layout.geometry != nil)
        view.layoutIfNeeded()
        let visibility = (view.layoutAttributesForVisibleElements().first as? PluginableFlowLayoutAttributes)?
            .percentageInfo.collectionVisibility
        // Item0 [16, 316] from 100: 84 of 300 hidden before → −0.28.
        #expect(isClose(visibility ?? .nan, -0.28, 1e-12))
        // A cross-axis resize re-places: taller view, same single-row columns of 200-tall items.
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 400)
        #expect(layout.geometry == nil)
        view.layoutIfNeeded()
        #expect(flowFrame(view, 0).minY == 100)
    }

    @Test func copiesCarryPluginValuesAndEqualityComparesThem() {
        let attributes = PluginableFlowLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        attributes.scrollDirection = .horizontal
        attributes.dictWithProperties[PercentageKey.collectionVisibility] = CGFloat(0.25)
        guard let copy = attributes.copy() as? PluginableFlowLayoutAttributes else {
            Issue.record("copy is not PluginableFlowLayoutAttributes")
            return
        }
        #expect(copy !== attributes)
        #expect(copy.isEqual(attributes))
        #expect(copy.percentageInfo.collectionVisibility == 0.25)
        #expect(copy.scrollDirection == .horizontal)
        #expect(copy.frame == attributes.frame)
        copy.dictWithProperties[PercentageKey.collectionVisibility] = CGFloat(0.5)
        #expect(!copy.isEqual(attributes))
        copy.dictWithProperties[PercentageKey.collectionVisibility] = CGFloat(0.25)
        copy.scrollDirection = .vertical
        #expect(!copy.isEqual(attributes))
        copy.scrollDirection = .horizontal
        copy.alpha = 0.5
        #expect(!copy.isEqual(attributes))
        #expect(!attributes.isEqual(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))))
    }

    @Test func dumpShowsThePercentagesUnderShortNames() {
        let view = F.horizontalRow(alignment: .lineStart)
        view.contentOffset = CGPoint(x: 150, y: 0)
        let first = view.layoutAttributesForVisibleElements().first as? LayoutAttributesInspectable
        let values = first?.inspectableValues ?? [:]
        #expect(
            Set(values.keys) == ["collectionVisibility", "idealFrameVisibility", "idealFrameAndCollectionVisibility"])
        #expect(abs((values["idealFrameVisibility"] ?? .nan) - -0.5) < 1e-12)
    }

    @Test func appearanceLayersFollowCollectionVisibility() {
        let view = F.horizontalRow(alignment: .lineStart)
        view.contentOffset = CGPoint(x: 150, y: 0)
        guard let layout = view.collectionViewLayout as? PluginableFlowLayout else { return }
        let elements = view.layoutAttributesForVisibleElements()
        #expect(elements.count == 2)
        for element in elements {
            guard let p = (element as? PluginableFlowLayoutAttributes)?.percentageInfo.collectionVisibility else {
                Issue.record("no visibility")
                continue
            }
            let layers = layout.appearanceLayers(for: element)
            #expect(layers.map(\.role) == ["image", "overlay"])
            let size = element.size
            #expect(isClose(layers[0].frame.minX, -p / 2 * size.width, 1e-9))
            #expect(layers[0].frame.minY == 0 && layers[0].frame.size == size)
            #expect(layers[1].frame == CGRect(origin: .zero, size: size))
            #expect(isClose(layers[1].alpha, max(0, 1 - abs(2 * p)), 1e-12))
        }
        // Item0 at 150: p = −0.4467 → the image moves right by 67 points, the overlay fades to 0.107.
        let item0 = elements.first { $0.indexPath.item == 0 }
        let layers = item0.map(layout.appearanceLayers(for:)) ?? []
        #expect(abs((layers.first?.frame.minX ?? 0) - 67.0) < 0.05)
        #expect(abs((layers.last?.alpha ?? 0) - 0.1067) < 0.0005)
        // Without the plugin there is nothing to show.
        let bare = PluginableFlowLayout(alignment: .lineStart, plugins: [])
        let bareView = flowView(bare, size: CGSize(width: 300, height: 300), counts: [2])
        #expect(bareView.layoutAttributesForVisibleElements().allSatisfy { bare.appearanceLayers(for: $0).isEmpty })
    }

    @Test func verticalImageShiftsAlongY() {
        let view = F.verticalColumn(alignment: .lineStart)
        view.contentOffset = CGPoint(x: 0, y: 100)
        guard let layout = view.collectionViewLayout as? PluginableFlowLayout,
            let item0 = view.layoutAttributesForVisibleElements().first(where: { $0.indexPath.item == 0 })
        else { return }
        let image = layout.appearanceLayers(for: item0).first
        // p = −0.32 → down by 0.16 × 250 = 40.
        #expect(isClose(image?.frame.minY ?? .nan, 40, 1e-9))
        #expect(image?.frame.minX == 0)
    }

    @Test func coderInitializerIsUnsupported() {
        let coder = NSCoder()
        #expect(PluginableFlowLayout(coder: coder) == nil)
    }
}

@Suite struct PluginableFlowInvalidationTests {
    @Test func aPropertyChangeAfterABoundsCheckStillRelays() {
        let layout = PluginableFlowLayout(alignment: .lineStart, plugins: [])
        let view = flowView(layout, size: CGSize(width: 300, height: 300), counts: [4])
        #expect(view.contentSize.height == 50)
        // A bounds check that would keep the placement, not followed by its invalidation…
        _ = layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 300, height: 300))
        // …must not make a property change keep the old placement.
        layout.itemSize = CGSize(width: 200, height: 20)
        view.layoutIfNeeded()
        #expect(view.contentSize.height == CGFloat(20 * 4 + 10 * 3))
    }
}
