import Foundation
import HeadlessUI
import Testing

/// A reused self-sizing cell: a multi-line label without `preferredMaxLayoutWidth`, fitted again
/// with new text, measures it afresh — not wrapped at the width the old text was solved to (which
/// made each reused tag cell narrower than the one before).
@Suite struct LabelRefittingTests {
    /// A content view with a multi-line label pinned 12 points in on every side.
    func card() -> (View, Label) {
        let content = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = Label()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
        ])
        return (content, label)
    }

    func fitted(_ view: View) -> CGSize {
        view.systemLayoutSizeFitting(
            CGSize(width: 50, height: 50), withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func aReusedLabelFitsItsNewTextAsAFreshOneDoes() {
        let (fresh, freshLabel) = card()
        freshLabel.text = "Auto Layout"
        let expected = fitted(fresh)
        // One line: the text's width plus 24, one line height plus 24.
        #expect(expected.width == (freshLabel.intrinsicContentSize.width + 24))
        #expect(expected.height == (freshLabel.intrinsicContentSize.height + 24))

        let (reused, label) = card()
        label.text = "Collection views"
        // Laid out narrow first (a previous cell 90 points wide): the text wraps.
        let narrow = reused.systemLayoutSizeFitting(
            CGSize(width: 90, height: 50), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow.width == 90)
        #expect(narrow.height > expected.height)
        reused.frame.size = narrow
        reused.layoutIfNeeded()
        label.text = "Auto Layout"
        #expect(fitted(reused) == expected)
    }
}
