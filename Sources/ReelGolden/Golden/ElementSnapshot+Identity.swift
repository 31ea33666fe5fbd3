import Reel

extension ElementSnapshot {
    /// `cell 0-3`, `header 0-0`: how messages name the element.
    var name: String {
        let prefix = category == .cell ? "cell" : (kind ?? category.description)
        return "\(prefix) \(section)-\(item)"
    }

    /// What identifies the element across frames.
    var identity: String { "\(category)|\(kind ?? "")|\(section)|\(item)" }
}
