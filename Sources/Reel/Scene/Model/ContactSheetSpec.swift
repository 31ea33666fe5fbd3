/// How the contact sheet lays out its thumbnails.
public struct ContactSheetSpec: Hashable, Sendable {
    /// Thumbnails per row, ≥ 1. Default 6.
    public var columns: Int
    /// At most this many thumbnails, picked evenly from first to last frame; nil for every frame.
    public var maxFrames: Int?
    /// A thumbnail's size relative to the canvas in points, > 0. Default 0.5 (a 390 × 844 canvas
    /// gives 195 × 422-pixel thumbnails).
    public var thumbnailScale: Double
    /// The sheet's width and height at most this many pixels: thumbnails shrink below
    /// `thumbnailScale` when the sheet would be larger. Default 2048; nil for no bound (the
    /// image limits still hold).
    public var maxSide: Int?
    /// The default ``maxSide``: a sheet that opens on any screen and in any chat.
    public static let defaultMaxSide = 2048

    /// A layout of `columns` thumbnails per row, at most `maxFrames` of them, each `thumbnailScale`
    /// times the canvas, on a sheet of at most `maxSide` pixels each way.
    public init(
        columns: Int = 6, maxFrames: Int? = nil, thumbnailScale: Double = 0.5,
        maxSide: Int? = ContactSheetSpec.defaultMaxSide
    ) {
        self.columns = columns
        self.maxFrames = maxFrames
        self.thumbnailScale = thumbnailScale
        self.maxSide = maxSide
    }
}
