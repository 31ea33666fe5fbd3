import UIKit

/// Cases named like the metatype's members: `Badge.self` and `Badge.Type` mean something else,
/// so a stand-in that names them does not compile.
enum Badge { case `self`, `Type` }

protocol BadgeLayoutDelegate: AnyObject {
    func badge(at indexPath: IndexPath) -> Badge
}

/// A flow layout that would draw badges its delegate chooses.
final class BadgeLayout: UICollectionViewFlowLayout {
    weak var delegate: BadgeLayoutDelegate?

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
