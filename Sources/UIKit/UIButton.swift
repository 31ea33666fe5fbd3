import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIButton`, headless: titles, title colours and images per state, a title label
    /// and an image view, content insets. Nothing is tapped; `ViewCapture` draws its title and image.
    ///
    /// Its intrinsic size is UIKit's pre-configuration (`contentEdgeInsets`) button's: the
    /// image's width plus the title label's, and the taller of the two, plus the content insets.
    /// With zero insets a button with a title is 6 points taller above and below, which gives
    /// UIKit's standard 30-point height for the default 15-point title (an approximation of
    /// UIKit's private padding).
    open class UIButton: UIControl {
        /// UIKit's `UIButton.ButtonType`.
        public enum ButtonType: Int, Sendable {
            /// No style.
            case custom = 0
            /// The system style (tinted title).
            case system
            /// A detail-disclosure button.
            case detailDisclosure
            /// An information button on a light background.
            case infoLight
            /// An information button on a dark background.
            case infoDark
            /// A contact-add button.
            case contactAdd
            /// A close button.
            case close

            /// UIKit's old name of `.system`.
            public static var roundedRect: ButtonType { .system }
        }

        /// The button's type.
        public private(set) var buttonType: ButtonType = .custom
        /// The label that shows the current title (UIKit's default font: the system font at 15 points).
        public let titleLabel: UILabel? = UILabel()
        /// The view that shows the current image.
        public let imageView: UIImageView? = UIImageView()
        /// The space around the title and image.
        open var contentEdgeInsets: UIEdgeInsets = .zero {
            didSet { invalidateIntrinsicContentSize() }
        }
        /// The space around the title (stored).
        open var titleEdgeInsets: UIEdgeInsets = .zero
        /// The space around the image (stored).
        open var imageEdgeInsets: UIEdgeInsets = .zero

        private var titles: [UInt: String] = [:]
        private var titleColors: [UInt: UIColor] = [:]
        private var images: [UInt: UIImage] = [:]

        /// A button of `buttonType` (UIKit's `init(type:)`).
        public convenience init(type buttonType: ButtonType) {
            self.init(frame: .zero)
            self.buttonType = buttonType
        }

        /// A custom button of `frame`.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel?.font = UIFont.systemFont(ofSize: 15)
        }

        /// For ported code that keeps UIKit's archiving initialiser.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            titleLabel?.font = UIFont.systemFont(ofSize: 15)
        }

        /// Sets the title for `state`.
        open func setTitle(_ title: String?, for state: State) {
            titles[state.rawValue] = title
            updateContent()
        }

        /// The title for `state` (the normal state's when it has none).
        open func title(for state: State) -> String? {
            titles[state.rawValue] ?? titles[State.normal.rawValue]
        }

        /// The title shown now.
        open var currentTitle: String? { title(for: state) }

        /// Sets the title colour for `state`.
        open func setTitleColor(_ color: UIColor?, for state: State) {
            titleColors[state.rawValue] = color
        }

        /// The title colour for `state`.
        open func titleColor(for state: State) -> UIColor? {
            titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
        }

        /// Sets the image for `state`.
        open func setImage(_ image: UIImage?, for state: State) {
            images[state.rawValue] = image
            updateContent()
        }

        /// The image for `state` (the normal state's when it has none).
        open func image(for state: State) -> UIImage? {
            images[state.rawValue] ?? images[State.normal.rawValue]
        }

        /// The image shown now.
        open var currentImage: UIImage? { image(for: state) }

        /// The title and image sizes plus the content insets (see the type's discussion).
        open override var intrinsicContentSize: CGSize {
            let title = currentTitle.map { _ in titleLabel?.intrinsicContentSize ?? .zero } ?? .zero
            let image = currentImage?.size ?? .zero
            var insets = contentEdgeInsets
            if insets == .zero && currentTitle != nil {
                insets.top = 6
                insets.bottom = 6
            }
            return CGSize(
                width: title.width + image.width + insets.left + insets.right,
                height: max(title.height, image.height) + insets.top + insets.bottom)
        }

        /// The intrinsic size.
        open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

        private func updateContent() {
            titleLabel?.text = currentTitle
            imageView?.image = currentImage
            invalidateIntrinsicContentSize()
        }
    }
#endif
