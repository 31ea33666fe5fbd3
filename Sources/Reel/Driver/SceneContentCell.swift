import CollectionLayout
import Foundation
import HeadlessUI

/// A cell that shows one entry of a pane's ``CellContentSpec``, built as an iOS developer builds a
/// self-sizing cell: a label (or a box of fixed size) pinned to the content view's edges with the
/// padding, every constraint required, so that fitting the cell fits its content.
final class SceneContentCell: CollectionViewCell {
    /// The identifier the scene's data source registers and dequeues the cell under.
    static let reuseIdentifier = "reel.scene-content"

    private var installed: (entry: CellContentSpec.Entry, padding: EdgeInsets, width: Double?)?
    private var activeConstraints: [LayoutConstraint] = []

    /// Shows `entry` inside `padding`, the content view `width` wide when given. A reused cell
    /// that already shows the same entry keeps its views.
    func configure(_ entry: CellContentSpec.Entry, padding: EdgeInsets, width: Double?) {
        if let installed, installed.entry == entry, installed.padding == padding, installed.width == width { return }
        installed = (entry, padding, width)
        LayoutConstraint.deactivate(activeConstraints)
        for view in contentView.subviews { view.removeFromSuperview() }
        let content: View
        var constraints: [LayoutConstraint] = []
        switch entry {
        case .text(let text, let fontSize, let lines):
            let label = Label()
            label.text = text
            // The scene's size is the body style's at Large; Dynamic Type scales it (a pane's
            // `contentSizeCategory`), as a label with `adjustsFontForContentSizeCategory` scales.
            label.textFont = Label.TextFont(
                pointSize: ContentSizeCategory.current.pointSize(forSizeAtLarge: CGFloat(fontSize)))
            label.numberOfLines = lines
            content = label
        case .box(let boxWidth, let boxHeight):
            content = View()
            if let boxWidth { constraints.append(content.widthAnchor.constraint(equalToConstant: CGFloat(boxWidth))) }
            if let boxHeight {
                constraints.append(content.heightAnchor.constraint(equalToConstant: CGFloat(boxHeight)))
            }
        }
        content.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(content)
        constraints += [
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: padding.left),
            content.topAnchor.constraint(equalTo: contentView.topAnchor, constant: padding.top),
            contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: padding.right),
            contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: padding.bottom),
        ]
        if let width { constraints.append(contentView.widthAnchor.constraint(equalToConstant: CGFloat(width))) }
        LayoutConstraint.activate(constraints)
        activeConstraints = constraints
    }
}
