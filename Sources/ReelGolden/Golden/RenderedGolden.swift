import Foundation

/// One frame rendered for golden testing: its key, its PNG bytes and its layout attributes as
/// golden JSON (`{"key", "panes": [...]}` in `reel dump`'s pane format).
public struct RenderedGolden: Sendable, Hashable {
    /// The frame's offsets as a file name stem.
    public var key: GoldenKey
    /// The frame as PNG bytes.
    public var png: Data
    /// The frame's layout attributes as JSON bytes.
    public var attributes: Data

    /// A frame from its key, PNG bytes and golden JSON bytes.
    public init(key: GoldenKey, png: Data, attributes: Data) {
        self.key = key
        self.png = png
        self.attributes = attributes
    }
}
