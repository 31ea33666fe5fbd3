/// How strongly a constraint should hold: required, or a priority below that.
///
/// Priorities follow the familiar auto-layout scale: `1...1000`, where 1000 is
/// required and anything lower may be violated. Values outside the range are
/// clamped into it.
///
/// **Weighting scheme.** Non-required priorities are *lexicographic*, not
/// numeric: the solver keeps one objective row per distinct priority in use and
/// compares them from the highest priority down. A higher priority therefore
/// dominates any number of lower-priority constraints, whatever their sizes or
/// weights, with no big-number base to overflow. Within one priority, errors add
/// up, each multiplied by ``weight`` (default 1), so several equal-priority
/// constraints can outweigh one. Limits: priorities are compared exactly as
/// `Float`s (750 and 750.5 are distinct levels); improvements smaller than the
/// solver tolerance (1e-8 per unit of weight) at a level are ignored; and every
/// distinct priority in use adds one objective row to each pivot's work.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, clamped into `1...1000`; 1000 means required.
    ///
    /// A NaN priority is kept as NaN and rejected when the constraint is added.
    public let priority: Float
    /// The multiplier of the constraint's error among constraints of the same priority.
    ///
    /// Must be finite and positive; ignored for required constraints.
    public let weight: Double

    /// Creates a strength from a priority in `1...1000` and an optional weight.
    ///
    /// - Parameters:
    ///   - priority: 1000 is required; lower priorities are optional.
    ///   - weight: scales the error against others of the same priority.
    public init(priority: Float, weight: Double = 1) {
        self.priority = priority.isNaN ? priority : Swift.min(Swift.max(priority, 1), 1000)
        self.weight = weight
    }

    /// Priority 1000: the constraint must hold or adding it fails.
    ///
    /// The default strength of constraints built with the operators.
    public static let required = Strength(priority: 1000)
    /// Priority 999: the strongest optional strength.
    ///
    /// Beats every other optional priority.
    public static let strong = Strength(priority: 999)
    /// Priority 750, the conventional "default high" priority.
    ///
    /// Typically used for resistance to compression.
    public static let defaultHigh = Strength(priority: 750)
    /// Priority 500, halfway between the conventional high and low priorities.
    ///
    /// Handy for edit variables that should beat default-low preferences.
    public static let medium = Strength(priority: 500)
    /// Priority 250, the conventional "default low" priority.
    ///
    /// Typically used for hugging preferences.
    public static let defaultLow = Strength(priority: 250)
    /// Priority 50, the conventional "fitting size" priority.
    ///
    /// Used for constraints that only break ties.
    public static let fittingSizeLevel = Strength(priority: 50)
    /// Priority 1: the weakest optional strength.
    ///
    /// Loses against every other priority.
    public static let weak = Strength(priority: 1)

    /// Whether this is the required strength (priority 1000).
    ///
    /// Required constraints never appear in the objective.
    public var isRequired: Bool { priority >= 1000 }

    /// Whether the solver accepts this strength.
    ///
    /// The priority must not be NaN; the weight must be finite and positive.
    public var isValid: Bool { !priority.isNaN && weight.isFinite && weight > 0 }

    /// Orders by priority, then by weight.
    ///
    /// Matches the order in which the solver satisfies constraints.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.weight < rhs.weight
    }

    /// `required` or `priority N` (with the weight when it is not 1).
    ///
    /// Used in constraint descriptions and error messages.
    public var description: String {
        if isRequired { return "required" }
        let base = "priority " + formatNumber(Double(priority))
        return weight == 1 ? base : base + " weight " + formatNumber(weight)
    }
}

/// Prints integral values without a fractional part (`10` rather than `10.0`).
func formatNumber(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15, value == value.rounded() {
        return String(Int64(value))  // float-to-int: finite, whole and below 1e15 in magnitude (checked above)
    }
    return String(value)
}
