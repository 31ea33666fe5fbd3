import CoreGraphics
import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// The image contexts `UIGraphicsBeginImageContext…` pushed, innermost last, with their scale.
    private final class ImageContextStack: @unchecked Sendable {
        // @unchecked: `entries` changes under `lock`.
        static let shared = ImageContextStack()
        let lock = NSLock()
        var entries: [(context: CGContext, scale: CGFloat, isImageContext: Bool)] = []
    }

    /// Starts a headless image context of `size` points (UIKit's, without drawing): drawing code
    /// between this and `UIGraphicsEndImageContext()` runs, and
    /// `UIGraphicsGetImageFromCurrentImageContext()` returns an image of that size.
    public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
        let stack = ImageContextStack.shared
        stack.lock.withLock {
            stack.entries.append((CGContext(size: size), scale > 0 ? scale : UIScreen.main.scale, true))
        }
    }

    /// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
    public func UIGraphicsBeginImageContext(_ size: CGSize) {
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
    }

    /// The innermost context pushed, or nil outside any.
    public func UIGraphicsGetCurrentContext() -> CGContext? {
        let stack = ImageContextStack.shared
        return stack.lock.withLock { stack.entries.last?.context }
    }

    /// An image of the current image context's size and scale (headless images hold no
    /// pixels); nil when the current context is not an image context.
    public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
        let stack = ImageContextStack.shared
        guard let entry = stack.lock.withLock({ stack.entries.last }), entry.isImageContext else { return nil }
        return UIImage(size: entry.context.size, scale: entry.scale)
    }

    /// Ends the innermost image context.
    public func UIGraphicsEndImageContext() {
        let stack = ImageContextStack.shared
        stack.lock.withLock {
            if let index = stack.entries.lastIndex(where: { $0.isImageContext }) { stack.entries.remove(at: index) }
        }
    }

    /// Makes `context` the current one.
    public func UIGraphicsPushContext(_ context: CGContext) {
        let stack = ImageContextStack.shared
        stack.lock.withLock { stack.entries.append((context, 1, false)) }
    }

    /// Ends the context `UIGraphicsPushContext(_:)` made current.
    public func UIGraphicsPopContext() {
        let stack = ImageContextStack.shared
        stack.lock.withLock {
            if let index = stack.entries.lastIndex(where: { !$0.isImageContext }) { stack.entries.remove(at: index) }
        }
    }

    /// UIKit's `UIGraphicsImageRendererFormat`.
    open class UIGraphicsImageRendererFormat: NSObject {
        /// The scale of the images made (the main screen's by default).
        open var scale: CGFloat = UIScreen.main.scale
        /// Whether the images are opaque.
        open var opaque = false
        /// Whether the images use the extended range.
        open var prefersExtendedRange = false

        /// The default format.
        open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
        /// The preferred format.
        open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    }

    /// UIKit's `UIGraphicsImageRendererContext`: the context an image renderer's block draws into.
    open class UIGraphicsImageRendererContext: NSObject {
        /// The Core Graphics context.
        public let cgContext: CGContext
        /// The renderer's format.
        public let format: UIGraphicsImageRendererFormat

        init(size: CGSize, format: UIGraphicsImageRendererFormat) {
            cgContext = CGContext(size: size)
            self.format = format
            super.init()
        }

        /// The image drawn so far.
        open var currentImage: UIImage { UIImage(size: cgContext.size, scale: format.scale) }
        /// Fills a rectangle.
        open func fill(_ rect: CGRect) { cgContext.fill(rect) }
        /// Strokes a rectangle.
        open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
        /// Clips to a rectangle.
        open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
    }

    /// UIKit's `UIGraphicsImageRenderer`, headless: runs the drawing block against a context
    /// that keeps state but draws nothing, and returns an image of the renderer's size and scale.
    open class UIGraphicsImageRenderer: NSObject {
        /// The bounds the renderer draws.
        public let bounds: CGRect
        /// Its format.
        public let format: UIGraphicsImageRendererFormat

        /// A renderer of `size` points.
        public convenience init(size: CGSize) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
        }

        /// A renderer of `size` points with `format`.
        public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
            self.init(bounds: CGRect(origin: .zero, size: size), format: format)
        }

        /// A renderer of `bounds` with `format`.
        public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
            self.bounds = bounds
            self.format = format
            super.init()
        }

        /// Runs `actions` with a context made current, and returns the image.
        open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
            let context = UIGraphicsImageRendererContext(size: bounds.size, format: format)
            UIGraphicsPushContext(context.cgContext)
            actions(context)
            UIGraphicsPopContext()
            return context.currentImage
        }
    }

    extension View {
        /// Draws the view's hierarchy into the current context: nothing is drawn headlessly;
        /// returns whether a context was current, as UIKit returns whether it drew.
        @discardableResult
        public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
            UIGraphicsGetCurrentContext() != nil
        }
    }
#endif
