import UIKit

final class FeedCell: UICollectionViewCell {
    static let reuseIdentifier = "FeedCell"

    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            contentView.widthAnchor.constraint(equalToConstant: 358),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FeedViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!
    private let posts = [
        ("Morning", "Short note."),
        (
            "Release notes",
            "Self-sizing cells take their height from Auto Layout: the label wraps at the width the cell is pinned to, and the rows after it move down."
        ),
        ("Lunch", "Two lines of text at fifteen points, wrapped at the cell's width."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: FeedLayout())
        collectionView.register(FeedCell.self, forCellWithReuseIdentifier: FeedCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        30
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: FeedCell.reuseIdentifier, for: indexPath)
            as! FeedCell
        let post = posts[indexPath.item % posts.count]
        cell.titleLabel.text = post.0
        cell.bodyLabel.text = post.1
        return cell
    }
}
