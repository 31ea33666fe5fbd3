/// Which half of the pizza a pane shows.
public enum PizzaHalfOrientation: String, CaseIterable, Sendable {
    /// The left pane: halves hug its right edge (the seam); the image is aligned top-right.
    case left
    /// The right pane: halves hug its left edge (the seam); the image is aligned top-left.
    case right
}
