import Foundation

/// The parabola an item's top edge follows, its inverse and the linear scale, as
/// ParabolicMovementLayout defines them.
///
/// With start velocity v₀ and start position x₀ the acceleration coefficient is
/// a꜀ = v₀² / (4·x₀), so that P(x) = a꜀·x² + v₀·x + x₀ = a꜀·(x − X_v)² reaches its minimum 0
/// exactly at the vertex X_v = −v₀ / (2·a꜀): the item touches the viewport top and turns around.
public struct ParabolicMovementFunction: Equatable, Sendable {
    /// v₀, the slope at x = 0.
    public let startVelocity: CGFloat
    /// x₀, the position at x = 0.
    public let startPosition: CGFloat
    /// a꜀ = v₀² / (4·x₀).
    public let accelerationCoefficient: CGFloat
    /// X_v = −v₀ / (2·a꜀), the offset at which the position is 0.
    public let vertex: CGFloat

    /// Builds the function; the caller guarantees v₀ < 0 < x₀ (see
    /// ``ParabolicMovementConfiguration/validate()``).
    public init(startVelocity: CGFloat, startPosition: CGFloat) {
        self.startVelocity = startVelocity
        self.startPosition = startPosition
        accelerationCoefficient = startVelocity * startVelocity / (4 * startPosition)
        vertex = -startVelocity / (2 * accelerationCoefficient)
    }

    /// P(x): the viewport y of an item's top edge at (shifted) offset `x`.
    public func position(at x: CGFloat) -> CGFloat {
        accelerationCoefficient * x * x + startVelocity * x + startPosition
    }

    /// The two offsets at which the position equals `position`, smaller first
    /// (X_v ∓ √(position / a꜀)); (0, 0) when there is none (position below 0), as the original.
    public func offsets(atPosition position: CGFloat) -> (lower: CGFloat, upper: CGFloat) {
        let discriminant =
            startVelocity * startVelocity
            - 4 * accelerationCoefficient * (startPosition - position)
        guard discriminant >= 0 else { return (0, 0) }
        let root = discriminant.squareRoot()
        return (
            (-startVelocity - root) / (2 * accelerationCoefficient),
            (-startVelocity + root) / (2 * accelerationCoefficient)
        )
    }

    /// S(x) = 1 + (scaleAtVertex − 1)·x / X_v: 1 at the start, `scaleAtVertex` at the vertex;
    /// linear and unclamped on both sides.
    public func scale(at x: CGFloat, scaleAtVertex: CGFloat) -> CGFloat {
        1 + (scaleAtVertex - 1) * x / vertex
    }
}
