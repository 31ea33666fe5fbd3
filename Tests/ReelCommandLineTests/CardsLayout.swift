import CollectionLayout
import Foundation
import Layouts
import UIKitLayouts

/// A team's layout as an app writes it: a flow layout subclass whose `init` sets its own defaults.
final class CardsLayout: CollectionViewFlowLayout {
    var cardCornerRadius: CGFloat = 12

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 40)
        minimumLineSpacing = 8
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) { nil }

    /// The registration a team's `main.swift` passes to `ReelCommand.main(layouts:)`.
    static let descriptor = LayoutDescriptor.layoutClass(
        CardsLayout.self, summary: "Cards in rows", make: { CardsLayout() },
        properties: [
            .property("itemSize", \.itemSize, "card size"),
            .property("minimumLineSpacing", \.minimumLineSpacing, "gap between rows"),
            .property("scrollDirection", \.scrollDirection),
            .property("sectionInset", \.sectionInset),
            .property("cardCornerRadius", \.cardCornerRadius),
        ])
}
