import CollectionLayout
import Foundation
import Layouts
import Testing
import UIKitLayouts

/// Bad input never traps: the section is laid out empty and the issue says why.
@Suite struct CompositionalIssueTests {
    private func issues(_ section: CollectionLayoutSection, counts: [Int] = [3]) -> [String] {
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = compositionalView(layout, counts: counts)
        #expect(view.layoutAttributesForVisibleElements().filter { $0.representedElementCategory == .cell }.isEmpty)
        return layout.layoutIssues.map(\.description)
    }

    private func group(
        item width: CollectionLayoutDimension, height: CollectionLayoutDimension = .absolute(50)
    ) -> CollectionLayoutGroup {
        let item = CollectionLayoutItem(layoutSize: size(width, .fractionalHeight(1)))
        return .horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: [item])
    }

    @Test func negativeFractionIsReportedWithItsSize() {
        #expect(
            issues(CollectionLayoutSection(group: group(item: .fractionalWidth(-0.5))))
                == ["section 0: the item's width fractionalWidth(-0.5) resolves to a negative size (-200 points)"])
    }

    @Test func itemWiderThanItsGroupCannotFit() {
        #expect(
            issues(CollectionLayoutSection(group: group(item: .absolute(500))))
                == ["section 0: the group cannot fit its first subitem (500 points) in its 400 points"])
    }

    @Test func zeroCountRepeatingGroupIsReported() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 0)
        #expect(
            issues(CollectionLayoutSection(group: group))
                == ["section 0: a repeating group needs a count of at least 1, not 0"])
    }

    @Test func notANumberIsReported() {
        #expect(
            issues(CollectionLayoutSection(group: group(item: .fractionalWidth(0.5), height: .absolute(.nan))))
                == ["section 0: the group's height absolute(nan) is not a number"])
    }

    @Test func zeroWidthSubitemThatWouldRepeatForeverIsReported() {
        #expect(
            issues(CollectionLayoutSection(group: group(item: .absolute(0))))
                == ["section 0: subitem 0 is 0 points long along the group's axis, so it would repeat without end"])
    }

    @Test func countedItemsThatCannotFitTheirSpacingAreReported() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 5)
        group.interItemSpacing = .fixed(120)
        #expect(
            issues(CollectionLayoutSection(group: group))
                == ["section 0: 5 items with 120-point spacing do not fit in the group's 400 points"])
    }

    @Test func aBadSectionLeavesTheOthersLaidOut() {
        let layout = CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(
                layoutSize: size(index == 1 ? .fractionalWidth(2) : .fractionalWidth(1), .fractionalHeight(1)))
            return CollectionLayoutSection(
                group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        }
        _ = compositionalView(layout, counts: [1, 1, 1])
        #expect(layout.layoutIssues.map(\.section) == [1])
        #expect(itemFrame(layout, 0, section: 2) == CGRect(x: 0, y: 50, width: 400, height: 50))
        #expect(itemFrame(layout, 0, section: 1) == nil)
    }
}
