/// The Objective-C selector Swift gives a method, spelled as `#selector` would produce it.
///
/// Swift's rule: the base name, then for each argument a piece ending in `:`; the first argument's
/// label is appended to the base name in sentence case, after `With` unless the label starts or
/// the base name ends with a preposition (`handlePan(_:)` → `handlePan:`,
/// `scroll(to:animated:)` → `scrollTo:animated:`, `update(offset:)` → `updateWithOffset:`).
enum ObjCSelectorName {
    /// The selector of a method named `baseName` with argument `labels` (`_` for none).
    static func method(baseName: String, labels: [String]) -> String {
        guard let label = labels.first else { return baseName }
        var text = baseName
        if label != "_" && !label.isEmpty {
            if !startsWithPreposition(label) && !endsWithPreposition(baseName) {
                text += "With"
            }
            text += label.prefix(1).uppercased() + label.dropFirst()
        }
        text += ":"
        for label in labels.dropFirst() {
            text += (label == "_" ? "" : label) + ":"
        }
        return text
    }

    /// The selector of a property's getter.
    static func getter(_ property: String) -> String { property }

    /// The selector of a property's setter (`setName:`).
    static func setter(_ property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    /// The prepositions Swift's naming rules look for (the `getPrepositionKind` list).
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    private static func startsWithPreposition(_ word: String) -> Bool {
        let first = word.prefix { !$0.isUppercase }
        return prepositions.contains(String(first).lowercased())
    }

    private static func endsWithPreposition(_ word: String) -> Bool {
        guard let start = word.lastIndex(where: \.isUppercase) else {
            return prepositions.contains(word.lowercased())
        }
        return prepositions.contains(word[start...].lowercased())
    }
}
