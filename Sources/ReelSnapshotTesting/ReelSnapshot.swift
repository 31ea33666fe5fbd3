import Canvas
import Foundation
import ImageCodecs
import Reel
import ReelGolden

/// What a `.reel` snapshot holds: the frames of a layout at its offsets drawn side by side in
/// one image, and every frame's layout attributes.
///
/// It is stored as one PNG (one reference file per assertion, as swift-snapshot-testing keeps
/// them) that any image viewer shows; the attributes travel in the PNG as a `tEXt` chunk with
/// the keyword `reel-attributes` (the frames' attribute dumps as a JSON array; see
/// docs/dump-format.md), so a failure names the attribute that changed, not only pixels.
public struct ReelSnapshot: Sendable, Hashable {
    /// The frames side by side, as PNG bytes.
    public var png: Data
    /// Each frame's layout attributes, in offset order.
    public var frames: [FrameAttributes]
    /// Why the subject could not be drawn (then there is no image); reported by the diff.
    public var failure: String?

    /// A snapshot from its image and attributes.
    public init(png: Data, frames: [FrameAttributes]) {
        self.png = png
        self.frames = frames
    }

    /// The PNG keyword of the attributes' text chunk.
    public static let attributesKeyword = "reel-attributes"

    /// Draws `subject`'s frames and places them left to right, `gap` pixels of mid grey apart.
    ///
    /// - Throws: `SceneError`, `ReelError` or `CanvasError` when the subject cannot be drawn.
    public init(rendering subject: GoldenSubject, gap: Int = 4) throws {
        let rendering = try subject.render()
        let images = try rendering.frames.map {
            try ImageDiff.decodeImage($0.png, name: "rendered frame \($0.key)")
        }
        let frames = try rendering.frames.map { try JSONDecoder().decode(FrameAttributes.self, from: $0.attributes) }
        let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = 128
            bytes[index + 1] = 128
            bytes[index + 2] = 128
            bytes[index + 3] = 255
        }
        var left = 0
        for image in images {
            for row in 0..<image.height {
                let source = row * image.width * 4
                let target = (row * width + left) * 4
                bytes.replaceSubrange(
                    target..<target + image.width * 4, with: image.bytes[source..<source + image.width * 4])
            }
            left += image.width + gap
        }
        let strip = try RGBA8Image(
            width: max(width, 1), height: max(height, 1), bytes: width * height == 0 ? [0, 0, 0, 0] : bytes)
        self.init(png: try PNGEncoder.balanced.encode(strip), frames: frames)
    }

    /// The snapshot as its reference file: the PNG with the attributes chunk before `IEND`.
    public func fileData() -> Data {
        if failure != nil { return Data() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(frames)) ?? Data("[]".utf8)
        return PNGTextChunk.inserting(keyword: Self.attributesKeyword, text: json, into: png)
    }

    /// A snapshot read back from its reference file; a PNG without the attributes chunk (or
    /// with an unreadable one) gives no frames, so only its pixels are compared.
    public init(fileData: Data) {
        let json = PNGTextChunk.text(keyword: Self.attributesKeyword, in: fileData)
        let frames = json.flatMap { try? JSONDecoder().decode([FrameAttributes].self, from: $0) } ?? []
        self.init(png: fileData, frames: frames)
    }
}
