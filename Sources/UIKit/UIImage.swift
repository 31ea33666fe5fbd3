import CollectionLayout
import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIImage`, headless: a named image with a size. No image file is read: named and
    /// system images have the size code gives them (zero unless made with `size:`), since only
    /// geometry matters to a layout preview.
    open class UIImage: NSObject {
        /// UIKit's `UIImage.RenderingMode`.
        public enum RenderingMode: Int, Sendable {
            /// Automatic.
            case automatic
            /// Always the original colours.
            case alwaysOriginal
            /// Always a template tinted by the view.
            case alwaysTemplate
        }

        /// UIKit's `UIImage.SymbolConfiguration` (stored values only).
        public final class SymbolConfiguration: NSObject {
            /// The point size, when given.
            public let pointSize: CGFloat?
            /// The text style, when given.
            public let textStyle: UIFont.TextStyle?

            /// A configuration of a point size.
            public init(pointSize: CGFloat) {
                self.pointSize = pointSize
                textStyle = nil
            }

            /// A configuration following a text style.
            public init(textStyle: UIFont.TextStyle) {
                pointSize = nil
                self.textStyle = textStyle
            }
        }

        /// The image's name (nil for images made otherwise).
        public let name: String?
        /// The image's size in points.
        public let size: CGSize
        /// The image's scale.
        public let scale: CGFloat
        /// How the image is rendered.
        public let renderingMode: RenderingMode

        /// An image of `size` (a headless stand-in for pixel data).
        public init(name: String? = nil, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
            self.name = name
            self.size = size
            self.scale = scale
            self.renderingMode = renderingMode
            super.init()
        }

        /// An empty image.
        public override convenience init() {
            self.init(size: .zero)
        }

        /// The image named `name` (always found headlessly, zero-sized).
        public convenience init?(named name: String) {
            self.init(name: name, size: .zero)
        }

        /// The image named `name` in `bundle` (always found headlessly, zero-sized).
        public convenience init?(
            named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
        ) {
            self.init(name: name, size: .zero)
        }

        /// The SF Symbol named `name` (always found headlessly, zero-sized).
        public convenience init?(systemName name: String) {
            self.init(name: name, size: .zero, renderingMode: .alwaysTemplate)
        }

        /// The SF Symbol named `name` with a configuration.
        public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
            self.init(name: name, size: .zero, renderingMode: .alwaysTemplate)
        }

        /// The same image with another rendering mode.
        open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
            UIImage(name: name, size: size, scale: scale, renderingMode: renderingMode)
        }

        /// The same image (tinting is not drawn headlessly).
        open func withTintColor(_ color: UIColor) -> UIImage { self }

        /// The same image (configurations do not change a headless image).
        open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    }

    /// UIKit's `UIImageView`, headless: holds its image; its intrinsic size is the image's.
    open class UIImageView: View {
        /// The image; setting it changes the intrinsic size.
        open var image: UIImage? {
            didSet { invalidateIntrinsicContentSize() }
        }
        /// The highlighted image.
        open var highlightedImage: UIImage?
        /// Whether the view is highlighted.
        open var isHighlighted = false
        /// Whether the view is animating (never, headlessly).
        open var isAnimating: Bool { false }

        /// A view of `image`, sized to it (UIKit's `init(image:)`).
        public convenience init(image: UIImage?) {
            self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
            self.image = image
        }

        /// A view of `frame`; image views take no touches, as in UIKit.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
        }

        /// For ported code that keeps UIKit's archiving initialiser.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            isUserInteractionEnabled = false
        }

        /// The image's size, or no intrinsic size without an image.
        open override var intrinsicContentSize: CGSize {
            image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }

        /// The image's size (UIKit's `sizeThatFits` for an image view).
        open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

        /// Does nothing headlessly.
        open func startAnimating() {}
        /// Does nothing headlessly.
        open func stopAnimating() {}
    }
#endif
