import Canvas
import Foundation
import Geometry
import HeadlessUI
import UIKit
import ViewDrawing

extension CaptureSession {
    /// An image placed in `bounds` by `mode`: the PNG drawn, or a placeholder box with the
    /// image's name for an SF Symbol, a JPEG (not decoded yet) or a named image not found.
    func imageContent(_ image: UIImage, in bounds: CGRect, mode: View.ContentMode, clip: CGRect?, tint: Color)
        -> LayerContent
    {
        if let data = image.pngData(), image.size.width > 0, image.size.height > 0 {
            let rect = Self.place(image.size, in: bounds, mode: mode)
            return .image(ImageContent(source: capture.cache.source(of: image, data: data), rect: rect, clip: clip))
        }
        let caption: String
        let rect: CGRect
        if image.isSymbolImage {
            caption = image.name ?? "symbol"
            rect = bounds
        } else if image.imageData != nil {
            caption = "\(image.name ?? "image") (JPEG)"
            rect = Self.place(image.size, in: bounds, mode: mode).intersection(clip ?? .infinite)
        } else {
            caption = image.name.map { "\($0) (not found)" } ?? "image"
            rect = bounds
        }
        return .placeholder(
            placeholder(
                rect.isNull ? bounds : rect, caption: caption, color: image.isSymbolImage ? tint : Color(white: 0.35)))
    }

    /// A neutral grey box with `caption` set inside it in `color`.
    func placeholder(_ rect: CGRect, caption: String, color: Color) -> PlaceholderContent {
        let size = min(12, max(5, Double(rect.height) * 0.3))
        let inner = rect.insetBy(dx: min(3, rect.width / 4), dy: 0)
        let text = setText(
            caption, font: Label.TextFont(file: .regular, pointSize: CGFloat(size)), in: inner, numberOfLines: 0,
            alignment: .center, lineBreakMode: .byTruncatingTail, color: color)
        return PlaceholderContent(
            rect: rect, fill: Color(white: 0.5, alpha: 0.12), stroke: Color(white: 0.5, alpha: 0.45), caption: text)
    }

    /// Where an image of `size` points lands in `bounds` by `mode` (UIKit's content modes).
    static func place(_ size: CGSize, in bounds: CGRect, mode: View.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        func centred(_ scale: CGFloat) -> CGRect {
            let width = size.width * scale
            let height = size.height * scale
            return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        }
        let (w, h) = (size.width, size.height)
        switch mode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit: return centred(min(bounds.width / w, bounds.height / h))
        case .scaleAspectFill: return centred(max(bounds.width / w, bounds.height / h))
        case .center: return centred(1)
        case .top: return CGRect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom: return CGRect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left: return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight: return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        }
    }

    /// A button's image and title, side by side and centred in its bounds inset by the content
    /// insets; the title in the state's colour (a system button's tint, else white), cut in the
    /// middle when it does not fit, as UIKit's buttons do.
    func buttonContents(of button: UIButton, traits: TraitCollection) -> [LayerContent] {
        let area = button.bounds.inset(by: button.contentEdgeInsets)
        let image = button.currentImage
        let imageSize =
            image.map { $0.isSymbolImage && $0.size == .zero ? CGSize(width: 20, height: 20) : $0.size } ?? .zero
        let title = button.currentTitle.flatMap { $0.isEmpty ? nil : $0 }
        let font = button.titleLabel?.textFont ?? Label.TextFont(pointSize: 15)
        let titleWidth = title.flatMap { text in TextSetter(font: font).map { CGFloat($0.width(text)) } } ?? 0
        let shownTitleWidth = min(titleWidth, max(area.width - imageSize.width, 0))
        let total = imageSize.width + shownTitleWidth
        var x = area.midX - total / 2
        var contents: [LayerContent] = []
        let tint = button.tintColor.resolvedColor(with: traits).color
        if let image {
            let rect = CGRect(
                x: x, y: area.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            contents.append(imageContent(image, in: rect, mode: .scaleToFill, clip: nil, tint: tint))
            x += imageSize.width
        }
        if let title {
            let fallback: UIColor = button.buttonType == .system ? button.tintColor : .white
            let color = (button.titleColor(for: button.state) ?? fallback).resolvedColor(with: traits).color
            let rect = CGRect(x: x, y: area.minY, width: shownTitleWidth, height: area.height)
            if let text = setText(
                title, font: font, in: rect, numberOfLines: 1, alignment: .center,
                lineBreakMode: .byTruncatingMiddle, color: color)
            {
                contents.append(.text(text))
            }
        }
        return contents
    }
}
