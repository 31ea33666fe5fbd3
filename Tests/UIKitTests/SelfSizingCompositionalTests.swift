import Testing
import UIKit

/// Self-sizing in the compositional layout, written as iOS code writes it: `.estimated`
/// dimensions, cells whose content is pinned to the content view with insets, a data source that
/// configures each cell. Every expected frame is worked out by hand from the constraints and
/// Apple's rules (docs/compositional-layout.md, "Self-sizing"). Text is 17-point DejaVu Sans, the
/// bundled stand-in for the system font: a label of n lines is ⌈n × lineHeight⌉ tall.
@Suite struct SelfSizingCompositionalTests {
    static let font = UIFont.systemFont(ofSize: 17)
    /// A one-line label's height (19.79 → 20).
    static let oneLine = font.lineHeight.rounded(.up)
    /// A two-line label's height (39.58 → 40).
    static let twoLines = (2 * font.lineHeight).rounded(.up)
    /// Two lines in a 232-point label: "The quick brown fox jumps" (229.72) and "over the lazy dog".
    static let twoLineText = "The quick brown fox jumps over the lazy dog"

    /// A cell whose label is pinned 10 points inside the content view's top and bottom and
    /// 16 inside its sides, wrapping to as many lines as it needs.
    final class LabelCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.font = SelfSizingCompositionalTests.font
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A cell whose box is 8 points inside the content view and spans its width; the box wants
    /// a height (at a high, not required, priority) and must be at least a minimum.
    final class BoxCell: UICollectionViewCell {
        let box = UIView()
        private var height: NSLayoutConstraint!
        private var minimum: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            height = box.heightAnchor.constraint(equalToConstant: 10)
            height.priority = .defaultHigh
            minimum = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                contentView.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
                height, minimum,
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(height: CGFloat, atLeast: CGFloat) {
            self.height.constant = height
            minimum.constant = atLeast
        }
    }

    /// A tag: a box of a set width, 8 points inside the content view on every side.
    final class TagCell: UICollectionViewCell {
        let box = UIView()
        private var width: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            width = box.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                contentView.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
                width,
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(width: CGFloat) {
            self.width.constant = width
        }
    }

    /// A section header: a one-line title 8 points inside.
    final class TitleHeader: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let title = UILabel()
            title.text = "Section"
            title.font = SelfSizingCompositionalTests.font
            title.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// What each item shows: a text for a label cell, or a box height and minimum.
    enum Content {
        case text(String)
        case box(CGFloat, atLeast: CGFloat = 0)
        case tag(width: CGFloat)
    }

    final class Source: NSObject, UICollectionViewDataSource {
        var contents: [Content]
        var cellsAsked = 0
        var headersAsked = 0
        init(_ contents: [Content]) { self.contents = contents }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            contents.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            cellsAsked += 1
            switch contents[indexPath.item] {
            case .text(let text):
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
                (cell as? LabelCell)?.label.text = text
                return cell
            case .box(let height, let minimum):
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
                (cell as? BoxCell)?.configure(height: height, atLeast: minimum)
                return cell
            case .tag(let width):
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
                (cell as? TagCell)?.configure(width: width)
                return cell
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            headersAsked += 1
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    /// A 264 × 400 collection view (labels in full-width cells are 264 − 32 = 232 wide).
    private func makeView(_ layout: UICollectionViewLayout, _ source: Source) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 264, height: 400), collectionViewLayout: layout)
        view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        view.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        view.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        view.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = source
        return view
    }

    private func frames(_ view: UICollectionView, _ count: Int) -> [CGRect] {
        (0..<count).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    private func layout(_ group: NSCollectionLayoutGroup, spacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func listRowsTakeTheHeightOfTheirLabels() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let source = Source([.text("Hello"), .text(Self.twoLineText), .text("Hello")])
        let view = makeView(layout(group), source)
        // 10 + 20 + 10 = 40 and 10 + 40 + 10 = 60; each row starts where the one before ends.
        let one = 20 + Self.oneLine
        let two = 20 + Self.twoLines
        #expect(
            frames(view, 3) == [
                CGRect(x: 0, y: 0, width: 264, height: one),
                CGRect(x: 0, y: one, width: 264, height: two),
                CGRect(x: 0, y: one + two, width: 264, height: one),
            ])
        #expect(view.contentSize == CGSize(width: 264, height: 2 * one + two))
        #expect(source.cellsAsked == 3)
        // Once sized, the cells keep their sizes: scrolling asks no cell again.
        view.contentOffset = CGPoint(x: 0, y: 20)
        _ = view.layoutAttributesForVisibleElements()
        #expect(source.cellsAsked == 3)
    }

    @Test func aGridRowIsAsTallAsItsTallestCellWhoseNeighboursKeepTheirHeights() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let source = Source([.box(20), .box(60), .box(30), .box(30)])
        let view = makeView(layout(group, spacing: 10), source)
        // Cells 8 + box + 8 tall: 36 and 76 in the first row, which is 76 tall; the next row
        // starts 10 below it.
        #expect(
            frames(view, 4) == [
                CGRect(x: 0, y: 0, width: 132, height: 36),
                CGRect(x: 132, y: 0, width: 132, height: 76),
                CGRect(x: 0, y: 86, width: 132, height: 46),
                CGRect(x: 132, y: 86, width: 132, height: 46),
            ])
        #expect(view.contentSize.height == 132)
    }

    @Test func aVerticalGroupIsTheSumOfItsItemsAndSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
            subitems: [item, item])
        group.interItemSpacing = .fixed(4)
        // Item 1's box wants 20 (at 750) but must be at least 40: 8 + 40 + 8 = 56.
        let source = Source([.box(20), .box(20, atLeast: 40), .box(10), .box(30)])
        let view = makeView(layout(group, spacing: 12), source)
        // Group 0: 36 + 4 + 56 = 96; group 1 starts 12 below, 26 + 4 + 46 = 76 tall.
        #expect(
            frames(view, 4) == [
                CGRect(x: 0, y: 0, width: 264, height: 36),
                CGRect(x: 0, y: 40, width: 264, height: 56),
                CGRect(x: 0, y: 108, width: 264, height: 26),
                CGRect(x: 0, y: 138, width: 264, height: 46),
            ])
        #expect(view.contentSize.height == 184)
    }

    @Test func nestedGroupsTakeTheExtentOfTheirContent() {
        let leading = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40)))
        let stacked = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(100)),
            subitems: [stacked, stacked])
        column.interItemSpacing = .fixed(4)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
            subitems: [leading, column])
        let source = Source([.box(20), .box(30), .box(10)])
        let view = makeView(layout(row), source)
        // The column is 46 + 4 + 26 = 76, taller than the leading cell (36): the row is 76.
        #expect(
            frames(view, 3) == [
                CGRect(x: 0, y: 0, width: 132, height: 36),
                CGRect(x: 132, y: 0, width: 132, height: 46),
                CGRect(x: 132, y: 50, width: 132, height: 26),
            ])
        #expect(view.contentSize.height == 76)
    }

    @Test func tagsOfEstimatedWidthWrapToTheNextGroupWhenTheyNoLongerFit() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(30)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        // Tags 16 wider than their boxes: 100, 90, 58 (100 + 8 + 90 + 8 + 58 = 264 fills the row),
        // then 200 and 40 on the next.
        let source = Source([.tag(width: 84), .tag(width: 74), .tag(width: 42), .tag(width: 184), .tag(width: 24)])
        let view = makeView(layout(group, spacing: 8), source)
        #expect(
            frames(view, 5) == [
                CGRect(x: 0, y: 0, width: 100, height: 30),
                CGRect(x: 108, y: 0, width: 90, height: 30),
                CGRect(x: 206, y: 0, width: 58, height: 30),
                CGRect(x: 0, y: 38, width: 200, height: 30),
                CGRect(x: 208, y: 38, width: 40, height: 30),
            ])
        #expect(view.contentSize.height == 68)
    }

    @Test func anOrthogonalSectionIsAsTallAsItsTallestGroup() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .estimated(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let source = Source([.box(20), .box(60)])
        let view = makeView(UICollectionViewCompositionalLayout(section: section), source)
        // Cards side by side, 150 + 10 apart, each as tall as its cell.
        #expect(
            frames(view, 2) == [
                CGRect(x: 0, y: 0, width: 150, height: 36),
                CGRect(x: 160, y: 0, width: 150, height: 76),
            ])
        #expect(view.contentSize.height == 76)
    }

    @Test func anEstimatedHeaderTakesItsViewsHeightAndTheContentMoves() throws {
        // Rows of an absolute 50 points are not self-sized; the header is.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let source = Source([.box(20), .box(20)])
        let view = makeView(UICollectionViewCompositionalLayout(section: section), source)
        let header = try #require(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        // 8 + 20 + 8 = 36; the rows start below it and the 10-point top inset.
        let height = 16 + Self.oneLine
        #expect(header.frame == CGRect(x: 0, y: 0, width: 264, height: height))
        #expect(frames(view, 2).map(\.minY) == [height + 10, height + 60])
        #expect(source.headersAsked == 1 && source.cellsAsked == 0)
    }

    @Test func aFractionalHeightItemInAnEstimatedGroupKeepsTheGroupsEstimate() {
        let sized = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40)))
        let filling = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
            subitems: [sized, filling])
        let source = Source([.box(20), .box(200)])
        let view = makeView(layout(group), source)
        // The sized cell is 36; the filling one is the group's estimate, 80, and is not asked
        // (its 216-point box does not matter): the group is 80 tall.
        #expect(
            frames(view, 2) == [
                CGRect(x: 0, y: 0, width: 132, height: 36),
                CGRect(x: 132, y: 0, width: 132, height: 80),
            ])
        #expect(view.contentSize.height == 80)
        #expect(source.cellsAsked == 1)
    }

    @Test func aListConfigurationsRowsSizeThemselves() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .grouped))
        let source = Source([.text(Self.twoLineText), .text("Hello")])
        let view = makeView(layout, source)
        // Grouped rows span the width, 18 below the section's top; 60 and 40 tall.
        let two = 20 + Self.twoLines
        let one = 20 + Self.oneLine
        #expect(
            frames(view, 2) == [
                CGRect(x: 0, y: 18, width: 264, height: two),
                CGRect(x: 0, y: 18 + two, width: 264, height: one),
            ])
        #expect(view.contentSize.height == 18 + two + one + 18)
    }

    @Test func itemsUniformAcrossSiblingsTakeTheTallestPreferredHeight() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let source = Source([.box(20), .box(60), .box(30)])
        let view = makeView(layout(group), source)
        // 36 and 76: both 76. The last row holds one cell, 46.
        #expect(frames(view, 3).map(\.height) == [76, 76, 46])
        #expect(frames(view, 3).map(\.minY) == [0, 0, 76])
    }

    @Test func aWiderContainerOrANewConfigurationAsksTheCellsAgain() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = layout(group)
        let source = Source([.text(Self.twoLineText), .text("Hello")])
        let view = makeView(layout, source)
        #expect(frames(view, 2).map(\.height) == [20 + Self.twoLines, 20 + Self.oneLine])
        // 500 points wide, the label is 468: the sentence fits on one line.
        view.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        #expect(frames(view, 2).map(\.height) == [20 + Self.oneLine, 20 + Self.oneLine])
        #expect(source.cellsAsked == 4)
        layout.configuration = UICollectionViewCompositionalLayoutConfiguration()
        _ = frames(view, 2)
        #expect(source.cellsAsked == 6)
    }

    @Test func reloadDataAsksTheCellsAgainAndTheNewSizesMoveTheRows() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let source = Source([.box(20), .box(20)])
        let view = makeView(layout(group), source)
        #expect(frames(view, 2).map(\.minY) == [0, 36])
        source.contents = [.box(40), .box(20)]
        view.reloadData()
        #expect(frames(view, 2).map(\.minY) == [0, 56])
        #expect(source.cellsAsked == 4)
    }
}
