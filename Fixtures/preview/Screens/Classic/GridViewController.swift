import UIKit

/// A grid screen written the classic way: the view controller is the data source and the flow
/// layout's delegate, registers its cell and header classes by reuse identifier and configures
/// them in `cellForItemAt` and `viewForSupplementaryElementOfKind`.
class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let colors: [UIColor] = [
        UIColor(red: 0.20, green: 0.47, blue: 0.96, alpha: 1), UIColor(red: 0.96, green: 0.62, blue: 0.04, alpha: 1),
        UIColor(red: 0.18, green: 0.70, blue: 0.40, alpha: 1), UIColor(red: 0.85, green: 0.25, blue: 0.35, alpha: 1),
    ]

    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 20, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "ColorCell")
        collectionView.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "TitleHeader")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ColorCell", for: indexPath) as! ColorCell
        cell.swatch.backgroundColor = Self.colors[(indexPath.item + indexPath.section) % Self.colors.count]
        cell.label.text = "Item \(indexPath.item + 1)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "TitleHeader", for: indexPath) as! TitleHeader
        header.label.text = indexPath.section == 0 ? "Favourites" : "Recent"
        return header
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 170, height: 120)
    }
}

/// A swatch over a caption, in a white rounded card with a thin border.
class ColorCell: UICollectionViewCell {
    let swatch = UIView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 10
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
        contentView.clipsToBounds = true
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        label.textColor = .darkGray
        contentView.addSubview(swatch)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        swatch.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: contentView.bounds.height - 32)
        label.frame = CGRect(x: 8, y: contentView.bounds.height - 32, width: contentView.bounds.width - 16, height: 32)
    }
}

/// A section title.
class TitleHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 20)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 20, dy: 0)
    }
}
