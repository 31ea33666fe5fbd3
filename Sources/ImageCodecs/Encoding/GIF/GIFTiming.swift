import Geometry

/// When each frame of a GIF shows, in GIF's unit of time, the centisecond.
///
/// Frame `i` of an animation at `fps` starts at `i / fps` seconds. GIF delays are whole
/// centiseconds, so each frame's start is rounded to the nearest one (`round(100 · i / fps)`)
/// and a frame's delay is the gap to the next frame's rounded start: the rounding never adds
/// up, and the whole animation lasts `round(100 · frameCount / fps)` centiseconds. At 30 fps
/// the delays are 3, 4, 3, 3, 4, 3, … (10 cs every three frames); at 20 fps, 5 each.
///
/// Browsers show a delay of 0 or 1 cs as 10 cs, so a frame whose rounded start is less than
/// 2 cs after the previous shown frame's is left out and its time goes to the frame before:
/// above 50 fps some frames are dropped (at 60 fps, 2 of every 6: delays 2, 3, 2, 3, …),
/// and the duration stays right. Delays over 65 535 cs (about 11 minutes) are clamped: at a frame
/// rate under about 0.0015 fps every frame shows for that long.
public struct GIFTiming: Sendable, Hashable {
    /// The shortest delay browsers honour, in centiseconds.
    public static let minimumDelay = 2
    /// The longest delay a GIF can say, in centiseconds (a 16-bit field).
    public static let maximumDelay = 65_535
    /// The frames that are shown (indices into the whole animation, ascending).
    public let shownFrames: [Int]
    /// The delay of each shown frame in centiseconds, in the order of ``shownFrames``.
    public let delays: [Int]
    private let shown: Set<Int>

    /// The timing of `frameCount` frames at `fps` frames per second.
    public init(frameCount: Int, fps: Double) {
        let rate = fps.isFinite && fps > 0 ? fps : 1
        let count = max(frameCount, 0)
        // At a rate this low every frame lasts longer than a GIF delay can say: each shows for the
        // longest delay. Said at once, since the start times could overflow an `Int`.
        if 100 / rate >= Double(Self.maximumDelay + 2) {
            self.init(shownFrames: Array(0..<count), delays: Array(repeating: Self.maximumDelay, count: count))
            return
        }
        func start(_ frame: Int) -> Int {
            WholeNumber.clamped(Double(frame) * 100 / rate, .toNearestOrAwayFromZero, to: 0...Int(Int32.max))
        }
        var frames: [Int] = []
        var starts: [Int] = []
        for frame in 0..<count {
            let time = start(frame)
            if let last = starts.last, time - last < Self.minimumDelay { continue }
            frames.append(frame)
            starts.append(time)
        }
        let end = start(count)
        // The last shown frame, too, must last at least the minimum delay.
        while starts.count > 1, let last = starts.last, end - last < Self.minimumDelay {
            starts.removeLast()
            frames.removeLast()
        }
        var delays: [Int] = []
        for (position, time) in starts.enumerated() {
            let next = position + 1 < starts.count ? starts[position + 1] : end
            delays.append(min(Self.maximumDelay, max(next - time, 0)))
        }
        self.init(shownFrames: frames, delays: delays)
    }

    private init(shownFrames: [Int], delays: [Int]) {
        self.shownFrames = shownFrames
        self.delays = delays
        self.shown = Set(shownFrames)
    }

    /// Whether frame `index` is shown (not dropped for being under ``minimumDelay`` after the previous one).
    public func shows(frame index: Int) -> Bool { shown.contains(index) }
}
