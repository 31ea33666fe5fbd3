import UIKit

/// Rows the width of the view, 44 points tall, 1 point apart: a layout made by a function.
func makeListLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 1
    return layout
}

/// Layouts made by static functions of a namespace.
enum LayoutFactory {
    /// Cards 0.8 of the width, paging sideways.
    static func carousel() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Takes an argument: not something the preview can call by itself.
    static func grid(columns: Int) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390 / CGFloat(columns), height: 100)
        return layout
    }
}

/// An instance method of a struct: the preview would need the struct's values.
struct LayoutBuilder {
    var rowHeight: CGFloat
    func layout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: rowHeight)
        return layout
    }
}

/// Not a layout: the result is a size.
func preferredCellSize() -> CGSize { CGSize(width: 100, height: 100) }
