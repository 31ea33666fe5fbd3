/// How ``ImageDiff`` tells pixels apart: pixelmatch's options.
public struct ImageDiffOptions: Sendable, Hashable {
    /// The colour distance above which two pixels differ, 0…1, relative to the largest YIQ
    /// distance (the squared distance limit is `35215 × threshold²`). Default 0.1, as in
    /// pixelmatch; smaller is stricter.
    public var threshold: Double
    /// Count anti-aliased pixels as different too (pixelmatch's `includeAA`). Default false:
    /// anti-aliasing is detected, drawn yellow in the diff image and not counted.
    public var includeAA: Bool
    /// The opacity of the expected image, in grey, under the diff image's marks (pixelmatch's
    /// `alpha`). Default 0.1.
    public var diffImageAlpha: Double
    /// Whether to draw the diff image (it costs a pass over every pixel). Default true.
    public var makesDiffImage: Bool

    /// Options with pixelmatch's defaults unless given.
    public init(
        threshold: Double = 0.1, includeAA: Bool = false, diffImageAlpha: Double = 0.1, makesDiffImage: Bool = true
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.diffImageAlpha = diffImageAlpha
        self.makesDiffImage = makesDiffImage
    }

    /// pixelmatch's defaults: threshold 0.1, anti-aliasing not counted, a diff image at alpha 0.1.
    public static let `default` = ImageDiffOptions()
}
