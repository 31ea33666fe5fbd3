import UIKit

/// A file without a layout: a view model, as a collection view's data source might keep.
final class CardModel {
    var title = "Card"
    var height: CGFloat = 120
}
