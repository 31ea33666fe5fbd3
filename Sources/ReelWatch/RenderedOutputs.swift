import Foundation

/// What one render of a watch session produced: its PNG frames and what to tell the page.
public struct RenderedOutputs: Sendable {
    /// The PNG frames in order (read once the render returns; the page serves copies).
    public var frames: [URL]
    /// The page's title (the scene's or the layout's name).
    public var title: String
    /// Frames per second the page plays at.
    public var fps: Double
    /// More files the render read, to watch from now on (the Swift file a scene names, say).
    public var inputs: [URL]
    /// A line for the terminal (`rendered 60 frames in 0.41 s`).
    public var summary: String
    /// The scene the page scrolls live (`/live/…`), or nil for a page that only plays the frames.
    public var live: LiveSource?

    /// The frames `frames` of a render titled `title`, played at `fps`, that read `inputs`.
    public init(
        frames: [URL], title: String, fps: Double = 30, inputs: [URL] = [], summary: String = "",
        live: LiveSource? = nil
    ) {
        self.live = live
        self.frames = frames
        self.title = title
        self.fps = fps
        self.inputs = inputs
        self.summary = summary
    }
}
