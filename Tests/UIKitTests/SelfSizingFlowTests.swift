import Testing
import UIKit

/// Self-sizing in the flow layout, written as iOS code writes it: `estimatedItemSize`, cells
/// whose content is pinned to the content view with insets, a data source that configures each
/// cell. Every expected frame is worked out by hand from the constraints and flow's placement.
@Suite struct SelfSizingFlowTests {
    /// A cell whose content is a box of a set size, 8 points inside the content view.
    final class BoxCell: UICollectionViewCell {
        let box = UIView()
        private var width: NSLayoutConstraint!
        private var height: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            width = box.widthAnchor.constraint(equalToConstant: 10)
            height = box.heightAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                contentView.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
                width, height,
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(_ size: CGSize) {
            width.constant = size.width
            height.constant = size.height
        }
    }

    /// A header whose title box is 50 points tall, 8 points inside.
    final class BoxHeader: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                box.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Boxes: NSObject, UICollectionViewDataSource {
        let sizes: [CGSize]
        var cellsAsked = 0
        init(_ sizes: [CGSize]) { self.sizes = sizes }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sizes.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            cellsAsked += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
            cell.configure(sizes[indexPath.item])
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    private func makeView(_ dataSource: Boxes, estimate: CGSize = UICollectionViewFlowLayout.automaticSize)
        -> (UICollectionView, UICollectionViewFlowLayout)
    {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        view.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        view.register(
            BoxHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = dataSource
        return (view, layout)
    }

    private func frames(_ view: UICollectionView, _ count: Int) -> [CGRect] {
        (0..<count).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test func cellsTakeTheSizeOfTheirConstraintsAndMoveTheCellsAfterThem() {
        // Boxes 304 wide fill the 320-point width with the insets: one cell per line.
        let source = Boxes([
            CGSize(width: 304, height: 20), CGSize(width: 304, height: 60), CGSize(width: 304, height: 30),
        ])
        let (view, _) = makeView(source)
        #expect(
            frames(view, 3) == [
                CGRect(x: 0, y: 0, width: 320, height: 36),  // 8 + 20 + 8
                CGRect(x: 0, y: 46, width: 320, height: 76),  // after 36 and the 10-point line spacing
                CGRect(x: 0, y: 132, width: 320, height: 46),
            ])
        // The content size is exact from the first pass: 132 + 46.
        #expect(view.contentSize == CGSize(width: 320, height: 178))
        #expect(source.cellsAsked == 3)
    }

    @Test func bothAxesAreFittedAsInUIKitsFlowLayout() {
        // Narrow boxes: 100 + 16 and 60 + 16 wide, side by side in one line (116 + 10 + 76 ≤ 320).
        let source = Boxes([CGSize(width: 100, height: 20), CGSize(width: 60, height: 44)])
        let (view, _) = makeView(source)
        let placed = frames(view, 2)
        #expect(placed.map(\.size) == [CGSize(width: 116, height: 36), CGSize(width: 76, height: 60)])
        // The line is as thick as its tallest item (60); the shorter one is centred in it: (60 − 36) / 2.
        #expect(placed[0].origin == CGPoint(x: 0, y: 12))
        #expect(placed[1].minY == 0)
    }

    @Test func anEstimateIsWhereCellsStartAndAutomaticSizeStartsAtItemSize() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        // No data source and no registered class: plain cells have no constraints, so the fitting
        // size is the estimate itself and the cells keep it.
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout, itemCounts: [2])
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let automatic = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(automatic.size == CGSize(width: 50, height: 50))
        #expect(
            UICollectionViewFlowLayout.automaticSize
                == CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude))
    }

    @Test func headersSizeTheirHeightAndTheItemsFollow() throws {
        let source = Boxes([CGSize(width: 304, height: 20)])
        let (view, layout) = makeView(source)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)  // the estimate
        let header = try #require(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 66))  // 8 + 50 + 8
        #expect(frames(view, 1) == [CGRect(x: 0, y: 66, width: 320, height: 36)])
    }

    @Test func anOverriddenPreferredLayoutAttributesFittingIsAsked() {
        final class StepCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                attributes.size = CGSize(width: 320, height: 30 + CGFloat(attributes.indexPath.item) * 10)
                return attributes
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout, itemCounts: [3])
        view.register(StepCell.self, forCellWithReuseIdentifier: "step")
        #expect(frames(view, 3).map(\.minY) == [0, 30, 70])
        #expect(view.contentSize.height == 120)
    }

    @Test func aFrameDependsOnItsOffsetOnlyNotOnTheFramesBeforeIt() {
        let sizes = (0..<40).map { CGSize(width: 304, height: CGFloat(10 + ($0 * 7) % 50)) }
        // The data source is weak, as UIKit's: the test holds both.
        let steppedSource = Boxes(sizes)
        let jumpedSource = Boxes(sizes)
        let (stepped, _) = makeView(steppedSource)
        for y in stride(from: 0.0, through: 600, by: 50) {
            stepped.contentOffset = CGPoint(x: 0, y: y)
            _ = stepped.layoutAttributesForVisibleElements()
        }
        let (jumped, _) = makeView(jumpedSource)
        jumped.contentOffset = CGPoint(x: 0, y: 600)
        let attributes = { (view: UICollectionView) in
            view.layoutAttributesForVisibleElements().map {
                [$0.indexPath.item, Int($0.frame.minY), Int($0.frame.height)]
            }
        }
        #expect(attributes(stepped) == attributes(jumped))
        #expect(!attributes(jumped).isEmpty)
        // 40 cells of 26…75 points and 39 gaps of 10.
        let expected = sizes.reduce(0) { $0 + $1.height + 16 } + 39 * 10
        #expect(jumped.contentSize.height == expected)
    }

    /// A row as apps build one: an icon beside a wrapping label in a horizontal stack view, the
    /// content view pinned 300 wide, a minimum height (an inequality) and a low-priority height
    /// the content overrides.
    final class RowCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            let icon = UIView()
            icon.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 17)
            let stack = UIStackView(arrangedSubviews: [icon, label])
            stack.axis = .horizontal
            stack.alignment = .top
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            let tiny = contentView.heightAnchor.constraint(equalToConstant: 10)
            tiny.priority = .defaultLow
            NSLayoutConstraint.activate([
                icon.widthAnchor.constraint(equalToConstant: 40),
                icon.heightAnchor.constraint(equalToConstant: 40),
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                contentView.widthAnchor.constraint(equalToConstant: 300),
                contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 56),
                tiny,
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Rows: NSObject, UICollectionViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            texts.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! RowCell
            cell.label.text = texts[indexPath.item]
            return cell
        }
    }

    @Test func stackViewsPrioritiesAndInequalitiesSizeRowsAsUIKitsRulesSay() throws {
        let short = "Hi"
        let long = "A label of two lines or more wraps at the width the stack view leaves it"
        let rows = Rows([short, long])
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(RowCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = rows
        // The label is 300 − 16 − 16 − 40 − 12 = 216 wide; its height is its lines × the font's
        // line height, rounded up to whole points (UILabel's rule).
        let font = UIFont.systemFont(ofSize: 17)
        let probe = UILabel()
        probe.font = font
        probe.numberOfLines = 0
        probe.text = long
        let lines = (probe.sizeThatFits(CGSize(width: 216, height: 0)).height / font.lineHeight).rounded(.down)
        #expect(lines >= 2)
        let longHeight = 10 + (lines * font.lineHeight - 1e-9).rounded(.up) + 10
        // Row 0: the 40-point icon sets the stack's height (10 + 40 + 10 = 60 ≥ 56); the
        // low-priority 10 gives way. Row 1: the label's lines set it.
        #expect(frames(view, 2) == [CGRect(x: 0, y: 0, width: 300, height: 60), CGRect(x: 0, y: 60, width: 300, height: longHeight)])
    }

    @Test func reloadDataAsksTheCellsAgain() {
        let source = Boxes([CGSize(width: 304, height: 20)])
        let (view, _) = makeView(source)
        #expect(frames(view, 1) == [CGRect(x: 0, y: 0, width: 320, height: 36)])
        view.reloadData()
        _ = frames(view, 1)
        #expect(source.cellsAsked == 2)
    }
}
