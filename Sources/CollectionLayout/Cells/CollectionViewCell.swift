import Foundation
import HeadlessUI

/// A headless cell with the shape of UIKit's `UICollectionViewCell`: a `contentView` to add
/// subviews to, `backgroundView`, selection and highlight flags, and `apply(_:)` called with the
/// layout's attributes whenever the collection view hands the cell out.
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content; it fills the cell (and, as in UIKit, resizes
    /// with it by its flexible width and height, so fitting the cell fits its content).
    public let contentView: View
    /// A view behind the content.
    open var backgroundView: View?
    /// A view behind the content while selected.
    open var selectedBackgroundView: View?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The cell's content, described (UIKit's `contentConfiguration`). Setting it updates the
    /// content view it made before when that view can show it, else makes a new one with
    /// `makeContentView()` and puts it in ``contentView``, filling it.
    open var contentConfiguration: ContentConfiguration? {
        didSet { installContentConfiguration() }
    }
    /// The view made from ``contentConfiguration``.
    public private(set) var configuredContentView: (View & ContentView)?

    /// A cell of `frame`'s size with an empty content view.
    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// For ported cells that keep UIKit's archiving initialiser; nothing is decoded.
    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.init(coder: coder)
        addSubview(contentView)
    }

    private func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let existing = configuredContentView,
            type(of: existing.configuration) == type(of: configuration)
        {
            existing.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        configuredContentView = view
    }

    /// The cell's bounds; the content view is kept the same size.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            contentView.frame = CGRect(origin: .zero, size: newValue.size)
            configuredContentView?.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }
}
