import Canvas

/// The allowed range of a scene number whose meaning bounds it more tightly than the ±1e9 every
/// scene number keeps to, with why: it is checked where the number is read, and the error names
/// the range (`'fps' in the scene must be between 0.01 and 1000 …, found 1e-300`).
public struct SceneRange: Sendable {
    /// The smallest and largest values allowed.
    public var bounds: ClosedRange<Double>
    /// Why the bounds are what they are, as the message's tail ("frames per second: …").
    public var why: String

    /// Frames per second: a frame shows for at most 100 s (an APNG's and a GIF's delay fields
    /// hold that; an animation slower than that is a set of stills) and at least 1 ms.
    public static let fps = SceneRange(bounds: 0.01...1000, why: "(frames per second; a frame shows 1 ms to 100 s)")
    /// The contact sheet's thumbnail scale: from a hundredth of the canvas to twice its size.
    public static let thumbnailScale = SceneRange(bounds: 0.01...2, why: "(times the canvas size)")

    /// The lower bound as the message writes it.
    var lowerText: String { Self.text(bounds.lowerBound) }
    /// The upper bound as the message writes it.
    var upperText: String { Self.text(bounds.upperBound) }

    private static func text(_ value: Double) -> String {
        abs(value) < 1e15 ? WholeNumber.exactly(value).map { String($0) } ?? String(value) : String(value)
    }
}
