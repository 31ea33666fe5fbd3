import Foundation

/// A parser of Auto Layout's visual format language, after the grammar in Apple's "Auto Layout
/// Guide", appendix "Visual Format Language":
///
/// ```
/// visualFormatString  (orientation:)? (superview connection)? view (connection view)* (connection superview)?
/// orientation         H | V
/// superview           |
/// view                [ viewName (predicateListWithParens)? ]
/// connection          e | - predicateList - | -
/// predicateList       simplePredicate | predicateListWithParens
/// simplePredicate     metricName | positiveNumber
/// predicateListWithParens  ( predicate (, predicate)* )
/// predicate           (relation)? objectOfPredicate (@ priority)?
/// relation            == | <= | >=
/// objectOfPredicate   constant | viewName   (a view name only in a view's own predicates)
/// priority, constant  metricName | number
/// ```
///
/// Names are C identifiers looked up in the views and metrics dictionaries; numbers are read
/// as `strtod` reads them. The standard space `-` is 8 points between views and 20 between a
/// view and its superview's edge (docs/auto-layout.md). Spaces are skipped.
struct VisualFormatParser {
    /// What is wrong and where (a character offset in the format).
    struct Failure: Error {
        var message: String
        var position: Int
    }

    /// One `relation objectOfPredicate @priority`.
    struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: View?
        var priority: LayoutPriority = .required
    }

    /// A superview bar or a view, with its own predicates.
    enum Element {
        case superview
        case view(View, [Predicate])
    }

    /// A connection: the standard space (nil predicates) or its predicates (empty: flush).
    enum Connection {
        case standard
        case predicates([Predicate])
    }

    /// The space `-` stands for between two views.
    static let standardSpacing: CGFloat = 8
    /// The space `-` stands for between a view and its superview's edge.
    static let standardSuperviewSpacing: CGFloat = 20

    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0

    init(format: String, metrics: [String: Any]?, views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics ?? [:]
        self.views = views
    }

    /// Parses the whole string: whether it is vertical, its elements and the connections
    /// between them (one fewer than the elements).
    mutating func parse() throws(Failure) -> (vertical: Bool, elements: [Element], connections: [Connection]) {
        var vertical = false
        skipSpaces()
        if let first = peek(), first == "H" || first == "V", peek(1) == ":" {
            vertical = first == "V"
            position += 2
        } else if let first = peek(), first == "H" || first == "V", peek(1) != nil, !isNameCharacter(peek(1)) {
            throw Failure(
                message:
                    "Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") arrangement",
                position: position + 1)
        }
        var elements: [Element] = []
        var connections: [Connection] = []
        skipSpaces()
        if peek() == "|" {
            position += 1
            elements.append(.superview)
            connections.append(try connection())
        }
        elements.append(try view())
        while true {
            skipSpaces()
            guard let next = peek() else { break }
            let connection = try connection()
            skipSpaces()
            if peek() == "|" {
                position += 1
                elements.append(.superview)
                connections.append(connection)
                skipSpaces()
                guard peek() == nil else {
                    throw Failure(message: "Expected the end of the format after the superview '|'", position: position)
                }
                break
            }
            guard peek() == "[" else {
                throw Failure(
                    message: next == "-" || next == "["
                        ? "Expected a view" : "Unable to interpret '\(peek().map(String.init) ?? "")' character",
                    position: position)
            }
            elements.append(try view())
            connections.append(connection)
        }
        return (vertical, elements, connections)
    }

    // MARK: Productions

    private mutating func view() throws(Failure) -> Element {
        skipSpaces()
        guard peek() == "[" else { throw Failure(message: "Expected a view", position: position) }
        position += 1
        let nameStart = position
        let name = identifier()
        guard !name.isEmpty else { throw Failure(message: "Expected a view name after '['", position: position) }
        guard let view = views[name] as? View else {
            throw Failure(message: "Unable to find view with name \(name)", position: nameStart)
        }
        var predicates: [Predicate] = []
        skipSpaces()
        if peek() == "(" {
            predicates = try predicateListWithParens(allowingViews: true)
        }
        skipSpaces()
        guard peek() == "]" else {
            throw Failure(
                message: "A predicate on a view's thickness must end with ')' and the view must end with ']'",
                position: position)
        }
        position += 1
        return .view(view, predicates)
    }

    private mutating func connection() throws(Failure) -> Connection {
        skipSpaces()
        guard peek() == "-" else { return .predicates([]) }
        position += 1
        skipSpaces()
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [Predicate]
        if peek() == "(" {
            predicates = try predicateListWithParens(allowingViews: false)
        } else {
            let start = position
            let value = try constant()
            guard value >= 0 || metricsName(at: start) else {
                throw Failure(message: "A simple predicate is a metric name or a positive number", position: start)
            }
            predicates = [Predicate(constant: value)]
        }
        skipSpaces()
        guard peek() == "-" else {
            throw Failure(message: "Expected '-' after the connection's predicate", position: position)
        }
        position += 1
        return .predicates(predicates)
    }

    private mutating func predicateListWithParens(allowingViews: Bool) throws(Failure) -> [Predicate] {
        position += 1  // "("
        var predicates: [Predicate] = []
        while true {
            predicates.append(try predicate(allowingViews: allowingViews))
            skipSpaces()
            if peek() == "," {
                position += 1
                continue
            }
            guard peek() == ")" else {
                throw Failure(message: "Expected ')' or ',' in the predicate list", position: position)
            }
            position += 1
            return predicates
        }
    }

    private mutating func predicate(allowingViews: Bool) throws(Failure) -> Predicate {
        skipSpaces()
        var predicate = Predicate()
        let pair = String([peek() ?? " ", peek(1) ?? " "])
        switch pair {
        case "==": predicate.relation = .equal
        case "<=": predicate.relation = .lessThanOrEqual
        case ">=": predicate.relation = .greaterThanOrEqual
        default:
            if peek() == "=" || peek() == "<" || peek() == ">" {
                throw Failure(message: "Unknown relation. Must be ==, >=, or <=", position: position)
            }
        }
        if ["==", "<=", ">="].contains(pair) { position += 2 }
        skipSpaces()
        let start = position
        if let first = peek(), first.isLetter || first == "_" {
            let name = identifier()
            if let view = views[name] as? View, allowingViews, metrics[name] == nil {
                predicate.view = view
            } else if let value = Self.number(metrics[name]) {
                predicate.constant = value
            } else if views[name] != nil && !allowingViews {
                throw Failure(
                    message: "A view name is only acceptable in a predicate on a view's width or height",
                    position: start)
            } else {
                throw Failure(message: "Unable to find metric or view with name \(name)", position: start)
            }
        } else {
            predicate.constant = try constant()
        }
        skipSpaces()
        if peek() == "@" {
            position += 1
            predicate.priority = LayoutPriority(Float(try constant()))
        }
        return predicate
    }

    /// A metric name or a number.
    private mutating func constant() throws(Failure) -> CGFloat {
        skipSpaces()
        let start = position
        if let first = peek(), first.isLetter || first == "_" {
            let name = identifier()
            guard let value = Self.number(metrics[name]) else {
                throw Failure(message: "Unable to find metric with name \(name)", position: start)
            }
            return value
        }
        var text = ""
        if let sign = peek(), sign == "-" || sign == "+" {
            text.append(sign)
            position += 1
        }
        var sawDigit = false
        while let character = peek(), character.isASCII, character.isNumber || character == "." {
            sawDigit = sawDigit || character.isNumber
            text.append(character)
            position += 1
        }
        if sawDigit, let exponent = peek(), exponent == "e" || exponent == "E" {
            text.append(exponent)
            position += 1
            if let sign = peek(), sign == "-" || sign == "+" {
                text.append(sign)
                position += 1
            }
            while let character = peek(), character.isASCII, character.isNumber {
                text.append(character)
                position += 1
            }
        }
        guard sawDigit, let value = Double(text) else {
            throw Failure(message: "Expected a number or a metric name", position: start)
        }
        return CGFloat(value)
    }

    private func metricsName(at start: Int) -> Bool {
        start < characters.count && (characters[start].isLetter || characters[start] == "_")
    }

    /// A metric's value as a number (NSNumber, CGFloat, Double, Float or Int).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    // MARK: Characters

    private func peek(_ offset: Int = 0) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    private func isNameCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    private mutating func identifier() -> String {
        var name = ""
        while let character = peek(), character.isASCII, isNameCharacter(character) {
            name.append(character)
            position += 1
        }
        return name
    }

    private mutating func skipSpaces() {
        while let character = peek(), character == " " || character == "\n" || character == "\t" { position += 1 }
    }
}
