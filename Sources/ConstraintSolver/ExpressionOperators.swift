// Arithmetic that builds linear expressions from variables and numbers.

/// Negates an expression.
///
/// Flips the sign of every term and of the constant.
public prefix func - (operand: LinearExpression) -> LinearExpression {
    operand * -1
}

/// Negates a variable.
///
/// Gives the expression `-1 × variable`.
public prefix func - (operand: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(operand, -1)])
}

/// Adds two expressions.
///
/// Terms are concatenated; constants add.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// Adds a variable to an expression.
///
/// Appends the term `1 × rhs`.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: lhs.terms + [Term(rhs)], constant: lhs.constant)
}

/// Adds an expression to a variable.
///
/// Prepends the term `1 × lhs`.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: [Term(lhs)] + rhs.terms, constant: rhs.constant)
}

/// Adds two variables.
///
/// Gives `lhs + rhs` with unit coefficients.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(lhs), Term(rhs)])
}

/// Adds a constant to an expression.
///
/// Only the constant part changes.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}

/// Adds an expression to a constant.
///
/// Only the constant part changes.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
}

/// Adds a constant to a variable.
///
/// Gives `1 × lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [Term(lhs)], constant: rhs)
}

/// Adds a variable to a constant.
///
/// Gives `1 × rhs + lhs`.
public func + (lhs: Double, rhs: Variable) -> LinearExpression {
    rhs + lhs
}

/// Subtracts one expression from another.
///
/// Equivalent to `lhs + (-rhs)`.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + -rhs
}

/// Subtracts a variable from an expression.
///
/// Appends the term `-1 × rhs`.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
}

/// Subtracts an expression from a variable.
///
/// Equivalent to `lhs + (-rhs)`.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    lhs + -rhs
}

/// Subtracts one variable from another.
///
/// Gives `lhs - rhs` with unit coefficients.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(lhs), Term(rhs, -1)])
}

/// Subtracts a constant from an expression.
///
/// Only the constant part changes.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

/// Subtracts an expression from a constant.
///
/// Equivalent to `lhs + (-rhs)`.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    lhs + -rhs
}

/// Subtracts a constant from a variable.
///
/// Gives `1 × lhs - rhs`.
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

/// Subtracts a variable from a constant.
///
/// Gives `lhs - 1 × rhs`.
public func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(rhs, -1)], constant: lhs)
}

/// Multiplies an expression by a number.
///
/// Scales every coefficient and the constant.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
        terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
        constant: lhs.constant * rhs
    )
}

/// Multiplies a number by an expression.
///
/// Scales every coefficient and the constant.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs * lhs
}

/// Multiplies a variable by a number.
///
/// Gives the single term `rhs × lhs`.
public func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [Term(lhs, rhs)])
}

/// Multiplies a number by a variable.
///
/// Gives the single term `lhs × rhs`.
public func * (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(rhs, lhs)])
}

/// Divides an expression by a number.
///
/// Division by zero yields infinities, which the solver then refuses.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
}

/// Divides a variable by a number.
///
/// Gives the single term `(1 / rhs) × lhs`.
public func / (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [Term(lhs, 1 / rhs)])
}
