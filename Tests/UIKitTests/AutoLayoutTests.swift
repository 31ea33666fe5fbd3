import Testing
import UIKit

/// Auto Layout as an iOS file writes it (`import UIKit`), with frames computed by hand: text in
/// DejaVu Sans, the bundled stand-in for the system font (17 points: a line is
/// (1901 + 483) / 2048 × 17 = 19.79 tall, rounded up to 20; "Hello" is 43.09 wide, 44).
@Suite @MainActor struct AutoLayoutTests {
    /// A cell as apps write one: an icon and a label pinned to the content view with insets.
    final class IconCell: UICollectionViewCell {
        let icon = UIImageView(image: UIImage(name: "icon", size: CGSize(width: 44, height: 44)))
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            for view in [icon, label] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                icon.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                icon.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
                label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func aCellFitsItsContentAtARequiredWidth() {
        let cell = IconCell(frame: .zero)
        let target = CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height)
        // One line (20 tall) is shorter than the icon: 12 + 44 + 12.
        cell.label.text = "Title"
        #expect(
            cell.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 320, height: 68))
        // The label is 320 − 16 − 44 − 12 − 16 = 232 wide: this text sets in 4 lines, 4 × 19.79 → 80.
        cell.label.text = "Self-sizing cells measure their labels with the bundled font and grow to fit"
        #expect(
            cell.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 320, height: 104))
        // The content view alone fits the same way.
        cell.label.numberOfLines = 3
        #expect(
            cell.contentView.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 320, height: 84))
        // Fitting changes no frame.
        #expect(cell.label.frame == .zero)
    }

    @Test func aCellOverridesFittingAsSelfSizingCellsDo() {
        final class MinimumHeightCell: UICollectionViewCell {
            override class var requiresConstraintBasedLayout: Bool { true }

            override func systemLayoutSizeFitting(
                _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                verticalFittingPriority: UILayoutPriority
            ) -> CGSize {
                let size = super.systemLayoutSizeFitting(
                    targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                    verticalFittingPriority: verticalFittingPriority)
                return CGSize(width: size.width, height: max(size.height, 50))
            }
        }
        let cell = MinimumHeightCell(frame: .zero)
        let line = UIView()
        line.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(line)
        NSLayoutConstraint.activate([
            line.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            line.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            line.heightAnchor.constraint(equalToConstant: 1),
        ])
        #expect(MinimumHeightCell.requiresConstraintBasedLayout)
        // Through the override: the content is 1 point tall, the cell at least 50.
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 0, height: 50))
    }

    @Test func laidOutTheCellPlacesItsContent() {
        let cell = IconCell(frame: CGRect(x: 0, y: 0, width: 320, height: 104))
        cell.label.text = "Self-sizing cells measure their labels with the bundled font and grow to fit"
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 104))
        #expect(cell.icon.frame == CGRect(x: 16, y: 12, width: 44, height: 44))
        #expect(cell.label.frame == CGRect(x: 72, y: 12, width: 232, height: 80))
    }

    @Test func labelsOfOneAndTwoLinesAreTheirTextsSize() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 44, height: 20))
        label.text = "The quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        // At 232: "The quick brown fox jumps" (229.72) and "over the lazy dog"; two lines, 39.58 → 40.
        label.preferredMaxLayoutWidth = 232
        #expect(label.intrinsicContentSize == CGSize(width: 230, height: 40))
        // Bold 17-point "Title" is 42.91 wide.
        label.text = "Title"
        label.font = .boldSystemFont(ofSize: 17)
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 20))
        #expect(abs(UIFont.systemFont(ofSize: 17).lineHeight - 19.7890625) < 1e-12)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func aLabelsBaselineAlignsWithAnotherLabels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let big = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        let small = UILabel()
        small.text = "small"
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Baselines at top + ascender: 34 × 1901/2048 and 17 × 1901/2048 below the text's top;
        // the big label's text block is 39.58 in a 40-point label, the small one's 19.79 in 20.
        let bigBaseline = big.frame.minY + (40 - 2 * 19.7890625) / 2 + 34 * 1901 / 2048
        let smallBaseline = small.frame.minY + (20 - 19.7890625) / 2 + 17 * 1901 / 2048
        #expect(abs(bigBaseline - smallBaseline) < 0.34)
    }

    @Test func aStackViewOfThreeLabels() {
        func stacked(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment = .fill) -> [CGRect] {
            let labels = ["Title", "Subtitle", "Hello"].map { text -> UILabel in
                let label = UILabel()
                label.text = text
                return label
            }
            let stack = UIStackView(arrangedSubviews: labels)
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = 8
            stack.frame = CGRect(x: 0, y: 0, width: 301, height: 60)
            stack.layoutIfNeeded()
            return labels.map(\.frame)
        }
        // Intrinsic widths 37, 66 and 44 (36.96, 65.59, 43.09 rounded up); 301 − 147 − 16 = 138 to share.
        #expect(stacked(.fill).map(\.minX) == [0, 45, 119] && stacked(.fill).map(\.width) == [37, 66, 182])
        // (301 − 16) / 3 = 95 each.
        #expect(stacked(.fillEqually).map(\.minX) == [0, 103, 206])
        // (301 − 147) / 2 = 77 between each.
        #expect(stacked(.equalSpacing).map(\.minX) == [0, 114, 257])
        #expect(stacked(.fill, .center).map(\.minY) == [20, 20, 20] && stacked(.fill).map(\.height) == [60, 60, 60])
    }

    @Test func aButtonIsItsTitleAndImagePlusInsets() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        // "Button" at 15 points is 50.24 wide → 51; a 17.46-point line → 18, plus 6 above and below.
        #expect(button.intrinsicContentSize == CGSize(width: 51, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        button.setImage(UIImage(name: "star", size: CGSize(width: 24, height: 24)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 95, height: 32))
    }

    @Test func itemAttributeConstraintsAndVisualFormat() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = UIView()
        let body = UIView()
        for view in [header, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views = ["header": header, "body": body]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[header(64)]-[body]|", options: [.alignAllLeading, .alignAllTrailing], metrics: nil,
            views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[header]-|", options: [], metrics: nil, views: views)
        constraints.append(
            NSLayoutConstraint(
                item: body, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: header, attribute: .height,
                multiplier: 2, constant: 0))
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 20, y: 0, width: 280, height: 64))
        // 8 below the header, down to the bottom.
        #expect(body.frame == CGRect(x: 20, y: 72, width: 280, height: 408))
    }
}
