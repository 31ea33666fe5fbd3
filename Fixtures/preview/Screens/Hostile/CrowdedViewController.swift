import UIKit

/// A hostile screen: every cell holds 100,000 subviews. The preview refuses to draw it, naming
/// the frame and the cell, instead of running out of time or memory.
final class CrowdedViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(CrowdedCell.self, forCellWithReuseIdentifier: "crowded")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "crowded", for: indexPath)
    }
}

final class CrowdedCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<100_000 {
            let dot = UIView(frame: CGRect(x: index % 100, y: index / 1000, width: 1, height: 1))
            dot.backgroundColor = .red
            contentView.addSubview(dot)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
