/// The part of the objective function that belongs to one priority.
///
/// Non-required strengths are compared lexicographically: the objective is a
/// vector of rows, one per distinct priority in use, ordered from the highest
/// priority down. A lower level can never trade against a higher one, so a
/// higher priority dominates any number of lower-priority constraints. Within a
/// level the errors are summed with the constraints' weights.
struct ObjectiveLevel {
    /// The priority (1 ..< 1000) this level collects.
    let priority: Float
    /// `Σ weight·error` over the level's constraints, in terms of parametric symbols.
    var row: Row
    /// How many live constraints contribute to the level.
    var references: Int
}
