/// A member's full Swift name: base name and argument labels (`collectionView(_:layout:sizeForItemAt:)`).
struct MemberName: Hashable, Sendable, CustomStringConvertible {
    /// The base name (`collectionView`).
    var baseName: String
    /// The argument labels, `_` for an unlabeled argument; `nil` for a property.
    var labels: [String]?

    /// Parses `base(label:label:)` or a bare property name.
    init(parsing text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            self.baseName = text
            self.labels = nil
            return
        }
        self.baseName = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        self.labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    /// A name from its parts.
    init(baseName: String, labels: [String]?) {
        self.baseName = baseName
        self.labels = labels
    }

    var isProperty: Bool { labels == nil }

    /// Whether a call with these labels can call this method; a `nil` label (a trailing closure,
    /// whose label the call does not spell) matches any.
    func matchesCall(baseName: String, labels callLabels: [String?]) -> Bool {
        guard baseName == self.baseName, let labels, labels.count == callLabels.count else { return false }
        return zip(labels, callLabels).allSatisfy { declared, called in called == nil || called == declared }
    }

    var description: String {
        guard let labels else { return baseName }
        return baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}
