/// A kind of file `reel render` writes.
public enum OutputKind: String, Hashable, Sendable, CaseIterable {
    /// One PNG per frame, `frame-NNNN.png` (numbered from 0), at the canvas scale.
    case png
    /// One SVG per frame, `frame-NNNN.svg`, one px per point.
    case svg
    /// `animation.apng`: every frame in one animated PNG at the scene's frame rate.
    case apng
    /// `animation.gif`: every frame in one looping GIF (Canvas's ``GIFEncoder``: frame
    /// differencing, a global or per-frame palette, colours reduced where a frame has more
    /// than 255), for places that show only GIFs.
    case gif
    /// `animation.webp`: every frame in one looping lossless animated WebP (libwebp).
    case webp
    /// `animation.mp4`: H.264 video (yuv420p, even size) made by an installed `ffmpeg`.
    case mp4
    /// `contact-sheet.png`: captioned thumbnails of the frames in a grid (``ContactSheetSpec``).
    case contactSheet
    /// `flipbook.html`: one HTML page that flips through the PNG frames at the scene's frame rate.
    case flipbook
    /// `frames.json`: the layout attributes of every frame, in the `reel dump` format (``SceneDump``).
    case json
}
