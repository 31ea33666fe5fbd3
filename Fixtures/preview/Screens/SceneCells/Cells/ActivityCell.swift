import UIKit

/// A card an app would write: a rounded coloured background, a title label and a tint badge,
/// laid out with Auto Layout. A scene names it (`cells: { swift: Cells, class: ActivityCell }`)
/// and configures it per item.
final class ActivityCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let badge = UIView()
    private var widthConstraint: NSLayoutConstraint?

    /// The colour names a scene's items give, as an app would map its model's kinds.
    static let colors: [String: UIColor] = [
        "orange": .systemOrange, "red": .systemRed, "green": .systemGreen, "blue": .systemBlue,
    ]

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.16, green: 0.20, blue: 0.30, alpha: 1) : UIColor(red: 0.93, green: 0.95, blue: 1.0, alpha: 1)
        }
        contentView.layer.cornerRadius = 12
        badge.layer.cornerRadius = 8
        badge.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.numberOfLines = 0
        contentView.addSubview(badge)
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
            badge.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -16),
            titleLabel.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Makes the card `width` points wide, for layouts that size cells by their content.
    func pin(width: CGFloat) {
        widthConstraint?.isActive = false
        widthConstraint = contentView.widthAnchor.constraint(equalToConstant: width)
        widthConstraint?.isActive = true
    }

    /// Shows `title` beside a badge of `color`.
    func configure(title: String, color: UIColor) {
        titleLabel.text = title
        badge.backgroundColor = color
    }
}

/// Not a cell: a scene naming it as a pane's cell class is refused.
final class ActivityBadge: UIView {}
