import UIKit

/// A flow layout subclass that changes nothing: through a Swift scene it must draw exactly what
/// the built-in `flow` layout draws with the same parameters.
final class PlainFlowLayout: UICollectionViewFlowLayout {
    /// A setting of its own, so the class has a property besides the flow layout's.
    var note: Int = 0
}
