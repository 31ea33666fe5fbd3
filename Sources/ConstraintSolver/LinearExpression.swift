/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with the arithmetic operators (`x + 2 * y - 10`,
/// `(left + right) / 2`) and compare two of them with `==`, `<=` or `>=` to get a
/// ``Constraint``. (The type is not called `Expression` so that it does not
/// clash with Foundation's type of that name.)
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The variable summands, possibly repeating a variable.
    ///
    /// See ``simplified()`` for the merged form.
    public var terms: [Term]
    /// The constant summand.
    ///
    /// Must be finite for a constraint using it to be accepted.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    ///
    /// - Parameters:
    ///   - terms: the summands, in any order.
    ///   - constant: the constant part, 0 by default.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    ///
    /// Used implicitly by the operators.
    public init(_ variable: Variable) {
        terms = [Term(variable)]
        constant = 0
    }

    /// Creates a constant expression.
    ///
    /// It has no terms.
    public init(constant: Double) {
        terms = []
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    ///
    /// The solver refuses constraints whose expression is not finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The same expression with each variable once and no zero coefficients.
    ///
    /// Terms keep the order of each variable's first appearance.
    public func simplified() -> LinearExpression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 16 {
            for term in terms {
                if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[index].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
        } else {
            var positions: [ObjectIdentifier: Int] = [:]
            for term in terms {
                let key = ObjectIdentifier(term.variable)
                if let index = positions[key] {
                    merged[index].coefficient += term.coefficient
                } else {
                    positions[key] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearExpression(terms: merged, constant: constant)
    }

    /// Evaluates the expression with the given variable values.
    ///
    /// - Parameter value: the value of each variable, e.g. `solver.value(of:)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression in the usual notation, e.g. `x - 2*y + 10`.
    ///
    /// An expression with no terms prints as its constant.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }
}
