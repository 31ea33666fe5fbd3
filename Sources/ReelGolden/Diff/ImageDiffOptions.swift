import Canvas
import ImageCodecs

/// How ``ImageDiff`` tells pixels apart and draws the diff image: pixelmatch 7.2.0's options,
/// with its defaults.
public struct ImageDiffOptions: Sendable, Hashable {
    /// The colour distance above which two pixels differ, 0…1, relative to the largest YIQ
    /// distance (the squared distance limit is `35215 × threshold²`). Default 0.1, as in
    /// pixelmatch; smaller is stricter.
    public var threshold: Double
    /// Count anti-aliased pixels as different too (pixelmatch's `includeAA`). Default false:
    /// anti-aliasing is detected, drawn in ``aaColor`` in the diff image and not counted.
    public var includeAA: Bool
    /// The opacity of the expected image, in grey, under the diff image's marks (pixelmatch's
    /// `alpha`). Default 0.1.
    public var diffImageAlpha: Double
    /// The colour of anti-aliased pixels in the diff image (pixelmatch's `aaColor`; alpha
    /// ignored). Default yellow (255, 255, 0).
    public var aaColor: RGBA8
    /// The colour of differing pixels in the diff image (pixelmatch's `diffColor`; alpha
    /// ignored). Default red (255, 0, 0).
    public var diffColor: RGBA8
    /// The colour of differing pixels where the actual image is darker (pixelmatch's
    /// `diffColorAlt`), to tell "dark on light" from "light on dark"; nil draws every
    /// difference in ``diffColor``. Default nil.
    public var diffColorAlt: RGBA8?
    /// Draw only the differences, on a transparent background (pixelmatch's `diffMask`):
    /// neither the faded expected image nor anti-aliasing. Default false.
    public var diffMask: Bool
    /// Blend translucent pixels over pixelmatch 7's pseudo-random checkerboard before comparing
    /// (pixelmatch's `checkerboard`, the default); false blends them over white as pixelmatch
    /// 6 and earlier did.
    public var checkerboard: Bool
    /// Whether to draw the diff image (it costs a pass over every pixel). Default true.
    public var makesDiffImage: Bool

    /// Options with pixelmatch's defaults unless given.
    public init(
        threshold: Double = 0.1, includeAA: Bool = false, diffImageAlpha: Double = 0.1, makesDiffImage: Bool = true,
        aaColor: RGBA8 = RGBA8(red: 255, green: 255, blue: 0), diffColor: RGBA8 = RGBA8(red: 255, green: 0, blue: 0),
        diffColorAlt: RGBA8? = nil, diffMask: Bool = false, checkerboard: Bool = true
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.diffImageAlpha = diffImageAlpha
        self.makesDiffImage = makesDiffImage
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }

    /// pixelmatch's defaults: threshold 0.1, anti-aliasing not counted, a diff image at alpha
    /// 0.1 with red differences and yellow anti-aliasing, translucent pixels over the
    /// checkerboard.
    public static let `default` = ImageDiffOptions()

    /// The settings ``PixelMatch`` runs with.
    var settings: PixelMatch.Settings {
        func rgb(_ pixel: RGBA8) -> PixelMatch.RGB { PixelMatch.RGB(pixel.red, pixel.green, pixel.blue) }
        return PixelMatch.Settings(
            threshold: threshold, includeAA: includeAA, alpha: diffImageAlpha, aaColor: rgb(aaColor),
            diffColor: rgb(diffColor), diffColorAlt: diffColorAlt.map(rgb), diffMask: diffMask,
            checkerboard: checkerboard)
    }
}
