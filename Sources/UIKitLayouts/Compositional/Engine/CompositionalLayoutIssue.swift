import Foundation

/// Why a section of a compositional layout could not be laid out: a fractional dimension that
/// resolves to a negative size, a group none of whose subitems fits, a repeating group with a
/// count below one, a value that is not a number.
///
/// The layout never traps on such input: the section is laid out empty and the issue is kept
/// in ``CollectionViewCompositionalLayout/layoutIssues``; scenes report it as an error.
public struct CompositionalLayoutIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section, or `nil` for the layout's own boundary items.
    public var section: Int?
    /// What is wrong, in a sentence.
    public var message: String

    /// An issue of `section` described by `message`.
    public init(section: Int?, message: String) {
        self.section = section
        self.message = message
    }

    /// `section N: message`.
    public var description: String {
        section.map { "section \($0): \(message)" } ?? "layout: \(message)"
    }
}

/// A problem found while resolving geometry, before the section is known.
struct GeometryProblem: Error {
    var message: String
}
