import Canvas
import Foundation
import Geometry

extension DrawnLayer: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, bounds, position, anchorPoint, transform, sublayerTransform, opacity, backgroundColor
        case cornerRadius, roundedCorners, masksToBounds, borderWidth, borderColor, shadow, contents, sublayers, mask
    }

    /// Decodes a tree encoded by ``encode(to:)`` (the preview child's trees cross to `reel` so).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decodeIfPresent(String.self, forKey: .name),
            bounds: try container.decode(CGRect.self, forKey: .bounds),
            position: try container.decode(CGPoint.self, forKey: .position))
        anchorPoint = try container.decode(CGPoint.self, forKey: .anchorPoint)
        transform = try container.decode(CodedTransform.self, forKey: .transform).transform
        sublayerTransform = try container.decode(CodedTransform.self, forKey: .sublayerTransform).transform
        opacity = try container.decode(Double.self, forKey: .opacity)
        backgroundColor = try container.decodeIfPresent(CodedColor.self, forKey: .backgroundColor)?.color
        cornerRadius = try container.decode(Double.self, forKey: .cornerRadius)
        roundedCorners = RoundedCorners(rawValue: try container.decode(UInt.self, forKey: .roundedCorners))
        masksToBounds = try container.decode(Bool.self, forKey: .masksToBounds)
        borderWidth = try container.decode(Double.self, forKey: .borderWidth)
        borderColor = try container.decodeIfPresent(CodedColor.self, forKey: .borderColor)?.color
        shadow = try container.decodeIfPresent(LayerShadow.self, forKey: .shadow)
        contents = try container.decode([LayerContent].self, forKey: .contents)
        sublayers = try container.decode([DrawnLayer].self, forKey: .sublayers)
        mask = try container.decodeIfPresent(DrawnLayer.self, forKey: .mask)
    }

    /// Encodes the tree: colours as four components, transforms as six numbers, paths as one
    /// array of numbers per element, images as their file's bytes.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(bounds, forKey: .bounds)
        try container.encode(position, forKey: .position)
        try container.encode(anchorPoint, forKey: .anchorPoint)
        try container.encode(CodedTransform(transform), forKey: .transform)
        try container.encode(CodedTransform(sublayerTransform), forKey: .sublayerTransform)
        try container.encode(opacity, forKey: .opacity)
        try container.encodeIfPresent(backgroundColor.map(CodedColor.init), forKey: .backgroundColor)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encode(roundedCorners.rawValue, forKey: .roundedCorners)
        try container.encode(masksToBounds, forKey: .masksToBounds)
        try container.encode(borderWidth, forKey: .borderWidth)
        try container.encodeIfPresent(borderColor.map(CodedColor.init), forKey: .borderColor)
        try container.encodeIfPresent(shadow, forKey: .shadow)
        try container.encode(contents, forKey: .contents)
        try container.encode(sublayers, forKey: .sublayers)
        try container.encodeIfPresent(mask, forKey: .mask)
    }
}

extension LayerShadow: Codable {
    private enum CodingKeys: String, CodingKey {
        case color, radius, offset, path
    }

    /// Decodes a shadow.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            color: try container.decode(CodedColor.self, forKey: .color).color,
            radius: try container.decode(Double.self, forKey: .radius),
            offset: try container.decode(CGSize.self, forKey: .offset),
            path: try container.decodeIfPresent(CodedPath.self, forKey: .path)?.path)
    }

    /// Encodes a shadow.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(CodedColor(color), forKey: .color)
        try container.encode(radius, forKey: .radius)
        try container.encode(offset, forKey: .offset)
        try container.encodeIfPresent(path.map(CodedPath.init), forKey: .path)
    }
}

extension LayerContent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, shape, gradient, text, image, placeholder, rect, color
    }

    /// Decodes a piece of content.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "shape": self = .shape(try container.decode(ShapeContent.self, forKey: .shape))
        case "gradient": self = .gradient(try container.decode(GradientContent.self, forKey: .gradient))
        case "text": self = .text(try container.decode(TextContent.self, forKey: .text))
        case "image": self = .image(try container.decode(ImageContent.self, forKey: .image))
        case "placeholder": self = .placeholder(try container.decode(PlaceholderContent.self, forKey: .placeholder))
        case "fill":
            self = .fill(
                try container.decode(CGRect.self, forKey: .rect),
                try container.decode(CodedColor.self, forKey: .color).color)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "“\(kind)” is not a kind of layer content")
        }
    }

    /// Encodes a piece of content as its kind and its values.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .shape(let shape):
            try container.encode("shape", forKey: .kind)
            try container.encode(shape, forKey: .shape)
        case .gradient(let gradient):
            try container.encode("gradient", forKey: .kind)
            try container.encode(gradient, forKey: .gradient)
        case .text(let text):
            try container.encode("text", forKey: .kind)
            try container.encode(text, forKey: .text)
        case .image(let image):
            try container.encode("image", forKey: .kind)
            try container.encode(image, forKey: .image)
        case .placeholder(let placeholder):
            try container.encode("placeholder", forKey: .kind)
            try container.encode(placeholder, forKey: .placeholder)
        case .fill(let rect, let color):
            try container.encode("fill", forKey: .kind)
            try container.encode(rect, forKey: .rect)
            try container.encode(CodedColor(color), forKey: .color)
        }
    }
}

extension ShapeContent: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, fillColor, evenOdd, strokeColor, stroke
    }

    /// Decodes a shape.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decode(CodedPath.self, forKey: .path).path,
            fillColor: try container.decodeIfPresent(CodedColor.self, forKey: .fillColor)?.color,
            evenOdd: try container.decode(Bool.self, forKey: .evenOdd),
            strokeColor: try container.decodeIfPresent(CodedColor.self, forKey: .strokeColor)?.color,
            stroke: try container.decode(CodedStroke.self, forKey: .stroke).style)
    }

    /// Encodes a shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(CodedPath(path), forKey: .path)
        try container.encodeIfPresent(fillColor.map(CodedColor.init), forKey: .fillColor)
        try container.encode(evenOdd, forKey: .evenOdd)
        try container.encodeIfPresent(strokeColor.map(CodedColor.init), forKey: .strokeColor)
        try container.encode(CodedStroke(stroke), forKey: .stroke)
    }
}

extension GradientContent: Codable {
    private enum CodingKeys: String, CodingKey {
        case rect, gradient
    }

    /// Decodes a gradient fill.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rect: try container.decode(CGRect.self, forKey: .rect),
            gradient: try container.decode(CodedGradient.self, forKey: .gradient).gradient)
    }

    /// Encodes a gradient fill.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rect, forKey: .rect)
        try container.encode(CodedGradient(gradient), forKey: .gradient)
    }
}

extension TextContent: Codable {
    private enum CodingKeys: String, CodingKey {
        case lines, bold, pointSize, color, clip
    }

    /// Decodes set text.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            lines: try container.decode([Line].self, forKey: .lines),
            weight: try container.decode(Bool.self, forKey: .bold) ? .bold : .regular,
            pointSize: try container.decode(Double.self, forKey: .pointSize),
            color: try container.decode(CodedColor.self, forKey: .color).color,
            clip: try container.decodeIfPresent(CGRect.self, forKey: .clip))
    }

    /// Encodes set text.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lines, forKey: .lines)
        try container.encode(weight == .bold, forKey: .bold)
        try container.encode(pointSize, forKey: .pointSize)
        try container.encode(CodedColor(color), forKey: .color)
        try container.encodeIfPresent(clip, forKey: .clip)
    }
}

extension ImageContent: Codable {
    private enum CodingKeys: String, CodingKey {
        case data, name, rect, clip
    }

    /// Decodes an image (its file's bytes and where it is drawn).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            source: ImageSource(
                data: try container.decode(Data.self, forKey: .data),
                name: try container.decodeIfPresent(String.self, forKey: .name)),
            rect: try container.decode(CGRect.self, forKey: .rect),
            clip: try container.decodeIfPresent(CGRect.self, forKey: .clip))
    }

    /// Encodes an image with its file's bytes.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source.data, forKey: .data)
        try container.encodeIfPresent(source.name, forKey: .name)
        try container.encode(rect, forKey: .rect)
        try container.encodeIfPresent(clip, forKey: .clip)
    }
}

extension PlaceholderContent: Codable {
    private enum CodingKeys: String, CodingKey {
        case rect, fill, stroke, caption
    }

    /// Decodes a placeholder box.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rect: try container.decode(CGRect.self, forKey: .rect),
            fill: try container.decode(CodedColor.self, forKey: .fill).color,
            stroke: try container.decode(CodedColor.self, forKey: .stroke).color,
            caption: try container.decodeIfPresent(TextContent.self, forKey: .caption))
    }

    /// Encodes a placeholder box.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rect, forKey: .rect)
        try container.encode(CodedColor(fill), forKey: .fill)
        try container.encode(CodedColor(stroke), forKey: .stroke)
        try container.encodeIfPresent(caption, forKey: .caption)
    }
}
