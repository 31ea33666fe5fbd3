import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import UIKitLayouts

/// A compositional layout of 100,000 items in a 390 × 844 collection view — a grid of fifths
/// with a badge on every cell and a pinned header per section, in ten sections, with a
/// carousel section (orthogonal, with a visible-items handler) at the top — then 10,000
/// visible-rectangle queries spread over the whole content, as the renderer makes them.
struct CompositionalQueryBenchmark {
    let runs: Int
    var items = 100_000
    var queries = 10_000

    private func makeLayout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, _ in
            let fill = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            if index == 0 {
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                    subitems: [CollectionLayoutItem(layoutSize: fill)])
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    for item in items {
                        let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                        let scale = max(1 - distance / environment.container.contentSize.width, 0.7)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
                return section
            }
            let badge = CollectionLayoutSupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
                elementKind: "badge",
                containerAnchor: CollectionLayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [badge])
            item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                subitems: [item])
            let section = CollectionLayoutSection(group: group)
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    func report() -> [String] {
        let counts = [20] + Array(repeating: (items - 20) / 10, count: 10)
        let timing = LayoutQueryTiming(runs: runs, queries: queries, itemCounts: counts) { makeLayout() }
        return [
            "Layout queries — CollectionViewCompositionalLayout, \(items) items in 11 sections (grid with badges "
                + "and pinned headers, a carousel), \(queries) visible-rect queries, \(runs) runs, CPU time"
        ] + timing.lines
    }
}
