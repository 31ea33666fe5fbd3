import Canvas
import Foundation
import Geometry
import HeadlessUI
import UIKit
import ViewDrawing

extension CaptureSession {
    /// A list content view's image and texts (`defaultContentConfiguration()`), laid out as
    /// UIKit's list cells lay them out, approximately: inside the layout margins, the image at
    /// the leading edge centred vertically, then the text and the secondary text — below it,
    /// or beside it at the trailing edge for a value cell — the block centred vertically.
    func listContents(of view: UIListContentView, traits: TraitCollection) -> [LayerContent] {
        guard let configuration = view.configuration as? UIListContentConfiguration else { return [] }
        var area = view.bounds.inset(by: view.layoutMargins)
        guard area.width > 0, area.height > 0 else { return [] }
        var contents: [LayerContent] = []
        if let image = configuration.image {
            let maximum = configuration.imageProperties.maximumSize
            var size = image.size == .zero ? CGSize(width: 24, height: 24) : image.size
            if maximum.width > 0, size.width > maximum.width {
                size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
            }
            if maximum.height > 0, size.height > maximum.height {
                size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
            }
            let rect = CGRect(x: area.minX, y: area.midY - size.height / 2, width: size.width, height: size.height)
            let tint = (configuration.imageProperties.tintColor ?? view.tintColor).resolvedColor(with: traits).color
            contents.append(imageContent(image, in: rect, mode: .scaleAspectFit, clip: nil, tint: tint))
            let advance = max(size.width, configuration.imageProperties.reservedLayoutSize.width)
            area = CGRect(
                x: area.minX + advance + configuration.imageToTextPadding, y: area.minY,
                width: max(area.width - advance - configuration.imageToTextPadding, 0), height: area.height)
        }
        let primary = configuration.attributedText?.string ?? configuration.text
        let secondary = configuration.secondaryAttributedText?.string ?? configuration.secondaryText
        let textFont = font(of: configuration.textProperties)
        let secondaryFont = font(of: configuration.secondaryTextProperties)
        func lines(_ text: String?, _ font: Label.TextFont, _ properties: UIListContentConfiguration.TextProperties)
            -> CGFloat
        {
            guard let text, !text.isEmpty, let setter = TextSetter(font: font) else { return 0 }
            let count = setter.lineCount(of: text, width: Double(area.width), numberOfLines: properties.numberOfLines)
            return CGFloat(count) * CGFloat(font.lineHeight)
        }
        if configuration.prefersSideBySideTextAndSecondaryText {
            append(primary, font: textFont, properties: configuration.textProperties, in: area, to: &contents, traits)
            var trailing = configuration.secondaryTextProperties
            trailing.alignment = .right
            append(secondary, font: secondaryFont, properties: trailing, in: area, to: &contents, traits)
            return contents
        }
        let primaryHeight = lines(primary, textFont, configuration.textProperties)
        let secondaryHeight = lines(secondary, secondaryFont, configuration.secondaryTextProperties)
        let padding = primaryHeight > 0 && secondaryHeight > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
        let top = area.midY - (primaryHeight + padding + secondaryHeight) / 2
        append(
            primary, font: textFont, properties: configuration.textProperties,
            in: CGRect(x: area.minX, y: top, width: area.width, height: primaryHeight), to: &contents, traits)
        append(
            secondary, font: secondaryFont, properties: configuration.secondaryTextProperties,
            in: CGRect(x: area.minX, y: top + primaryHeight + padding, width: area.width, height: secondaryHeight),
            to: &contents, traits)
        return contents
    }

    private func font(of properties: UIListContentConfiguration.TextProperties) -> Label.TextFont {
        Label.TextFont(file: properties.font.fontFile, pointSize: properties.font.pointSize)
    }

    private func append(
        _ text: String?, font: Label.TextFont, properties: UIListContentConfiguration.TextProperties, in rect: CGRect,
        to contents: inout [LayerContent], _ traits: TraitCollection
    ) {
        guard let text, !text.isEmpty, rect.height > 0 else { return }
        let alignment: TextSetter.Alignment =
            switch properties.alignment {
            case .center: .center
            case .right: .right
            default: .left
            }
        if let set = setText(
            text, font: font, in: rect, numberOfLines: properties.numberOfLines, alignment: alignment,
            lineBreakMode: properties.lineBreakMode, color: properties.color.resolvedColor(with: traits).color)
        {
            contents.append(.text(set))
        }
    }
}
