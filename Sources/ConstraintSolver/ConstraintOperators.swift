// Comparison operators that build required constraints.
//
// `Variable == Variable` also exists as identity comparison (`Bool`); the
// constraint-building overload is chosen wherever a `Constraint` is expected.

/// A required constraint: an expression equal to an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// A required constraint: an expression equal to a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .equal)
}

/// A required constraint: a variable equal to an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .equal)
}

/// A required constraint: a variable equal to a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
}

/// A required constraint: an expression equal to a constant.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(constant: rhs), .equal)
}

/// A required constraint: a constant equal to an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func == (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - rhs, .equal)
}

/// A required constraint: a variable equal to a constant.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .equal)
}

/// A required constraint: a constant equal to a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .equal)
}

/// A required constraint: an expression at most an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// A required constraint: an expression at most a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .lessThanOrEqual)
}

/// A required constraint: a variable at most an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .lessThanOrEqual)
}

/// A required constraint: a variable at most a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
}

/// A required constraint: an expression at most a constant.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(constant: rhs), .lessThanOrEqual)
}

/// A required constraint: a constant at most an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - rhs, .lessThanOrEqual)
}

/// A required constraint: a variable at most a constant.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .lessThanOrEqual)
}

/// A required constraint: a constant at most a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .lessThanOrEqual)
}

/// A required constraint: an expression at least an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// A required constraint: an expression at least a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .greaterThanOrEqual)
}

/// A required constraint: a variable at least an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .greaterThanOrEqual)
}

/// A required constraint: a variable at least a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}

/// A required constraint: an expression at least a constant.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(constant: rhs), .greaterThanOrEqual)
}

/// A required constraint: a constant at least an expression.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - rhs, .greaterThanOrEqual)
}

/// A required constraint: a variable at least a constant.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .greaterThanOrEqual)
}

/// A required constraint: a constant at least a variable.
///
/// Change the strength with `withPriority(_:)` or `withStrength(_:)`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .greaterThanOrEqual)
}
