/// An unknown real number that constraints are stated over.
///
/// Variables compare and hash by identity: two instances are different
/// variables even when they share a name. A variable stores no value of its
/// own, so it is immutable and `Sendable` and can be used with several solvers;
/// read its value from a ``Solver`` with ``Solver/value(of:)`` after
/// ``Solver/updateVariables()``.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name given at creation, used for debugging output only.
    ///
    /// It need not be unique.
    public let name: String

    /// Creates a new, distinct variable.
    ///
    /// - Parameter name: a label for descriptions and error messages.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Whether both sides are the same instance.
    ///
    /// Identity, not name, decides equality.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    ///
    /// Consistent with the identity-based `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or a placeholder derived from the identity when the name is empty.
    ///
    /// Used when printing expressions and constraints.
    public var description: String {
        if !name.isEmpty { return name }
        let bits = UInt(bitPattern: ObjectIdentifier(self).hashValue)
        return "v" + String(bits & 0xFFFFFF, radix: 16)
    }
}
