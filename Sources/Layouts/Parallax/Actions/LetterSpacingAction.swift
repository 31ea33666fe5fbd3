/// The PVView README's custom action, headless: interpolates a label's letter spacing (kern).
///
/// The value is written to the item's ``PVItemState/customValues`` under
/// ``LetterSpacingAction/valueName``; ``ParallaxPagesLayout`` shows it in the attributes'
/// inspectable values. The original also resizes the label to fit `maxWidth`; without text
/// measurement the headless item keeps its size, and `maxWidth` is only carried along.
public struct LetterSpacingAction: PVActionBasicType {
    /// The custom-value name the action writes.
    public static let valueName = "letterSpacing"

    public let parameters: PVParameters
    public let fromSpacing: Double
    public let toSpacing: Double
    public let maxWidth: Double

    public init(fromSpacing: Double, toSpacing: Double, maxWidth: Double, parameters: PVParameters = .default) {
        self.fromSpacing = fromSpacing
        self.toSpacing = toSpacing
        self.maxWidth = maxWidth
        self.parameters = parameters
    }

    public func step(_ progress: Double, target: inout PVItemState) {
        target.customValues[Self.valueName] = pvInterpolate(fromSpacing, toSpacing, progress)
    }

    public func reverse(with newParameters: PVParameters) -> LetterSpacingAction {
        LetterSpacingAction(
            fromSpacing: toSpacing, toSpacing: fromSpacing, maxWidth: maxWidth, parameters: newParameters)
    }
}
