extension CanvasError: CustomStringConvertible {
    /// `"<operation> failed: <reason>"`, followed by ` (<path>)` when a file is involved.
    public var description: String {
        let head = "\(operation) failed: \(reason)"
        guard let path else { return head }
        return "\(head) (\(path))"
    }
}
