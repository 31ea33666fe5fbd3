import CollectionLayout
import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIImage`, headless: an image's name, size, scale and, when it came from a file
    /// or data, the file's bytes (``imageData``), which `ViewDrawing` decodes and draws.
    ///
    /// `UIImage(contentsOfFile:)` and `UIImage(data:)` read PNG and JPEG files (their size from
    /// the header, the scale from an `@2x`/`@3x` name); `UIImage(named:)` finds the file in the
    /// image folders (the current directory and the main bundle's resources, each also searched
    /// for an `.xcassets` image set), and when it finds none gives a zero-sized placeholder of
    /// that name, as before, so that a preview never stops on a missing asset. System images
    /// (`UIImage(systemName:)`) are zero-sized placeholders that carry the symbol's name.
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
        /// The bytes of the PNG or JPEG file the image came from (nil for placeholders).
        public let imageData: Data?
        /// Whether the image is an SF Symbol (`UIImage(systemName:)`), drawn as a placeholder.
        public let isSymbolImage: Bool

        /// An image of `size` (a headless stand-in for pixel data).
        public convenience init(
            name: String? = nil, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic
        ) {
            self.init(name: name, size: size, scale: scale, renderingMode: renderingMode, data: nil, isSymbol: false)
        }

        private init(
            name: String?, size: CGSize, scale: CGFloat, renderingMode: RenderingMode, data: Data?, isSymbol: Bool
        ) {
            self.name = name
            self.size = size
            self.scale = scale
            self.renderingMode = renderingMode
            self.imageData = data
            self.isSymbolImage = isSymbol
            super.init()
        }

        /// The image in the PNG or JPEG file at `path`, or nil when the file cannot be read or
        /// is neither; a name ending in `@2x` or `@3x` sets the scale.
        public convenience init?(contentsOfFile path: String) {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            self.init(data: data, scale: ImageFile.scale(ofName: name), name: name)
        }

        /// The image in `data` (PNG or JPEG bytes), or nil when it is neither.
        public convenience init?(data: Data) {
            self.init(data: data, scale: 1, name: nil)
        }

        /// The image in `data` (PNG or JPEG bytes) at `scale` pixels per point.
        public convenience init?(data: Data, scale: CGFloat) {
            self.init(data: data, scale: scale, name: nil)
        }

        private convenience init?(data: Data, scale: CGFloat, name: String?) {
            guard let pixels = ImageFile.pixelSize(of: data) else { return nil }
            let scale = scale > 0 ? scale : 1
            self.init(
                name: name, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                renderingMode: .automatic, data: data, isSymbol: false)
        }

        /// The image's PNG bytes, when it came from a PNG file or data.
        open func pngData() -> Data? {
            guard let imageData, ImageFile.isPNG(imageData) else { return nil }
            return imageData
        }

        /// An empty image.
        public override convenience init() {
            self.init(size: .zero)
        }

        /// The image named `name` in the image folders (see the type's discussion); a
        /// zero-sized placeholder of that name when no file is found.
        public convenience init?(named name: String) {
            self.init(named: name, in: nil, compatibleWith: nil)
        }

        /// The image named `name` in `bundle`'s resources, then in the image folders; a
        /// zero-sized placeholder of that name when no file is found.
        public convenience init?(
            named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
        ) {
            let folders = (bundle?.resourceURL.map { [$0] } ?? []) + ImageFile.searchFolders
            if let url = ImageFile.find(named: name, in: folders), let data = try? Data(contentsOf: url) {
                let fileName = url.deletingPathExtension().lastPathComponent
                self.init(data: data, scale: ImageFile.scale(ofName: fileName), name: name)
            } else {
                self.init(name: name, size: .zero)
            }
        }

        /// The SF Symbol named `name`: a zero-sized placeholder that carries the name.
        public convenience init?(systemName name: String) {
            self.init(
                name: name, size: .zero, scale: 1, renderingMode: .alwaysTemplate, data: nil, isSymbol: true)
        }

        /// The SF Symbol named `name` with a configuration.
        public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
            self.init(systemName: name)
        }

        /// The same image with another rendering mode.
        open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
            UIImage(
                name: name, size: size, scale: scale, renderingMode: renderingMode, data: imageData,
                isSymbol: isSymbolImage)
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
