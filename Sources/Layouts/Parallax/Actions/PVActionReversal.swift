extension Sequence where Element: PVActionBasicType {
    /// Every action reversed with `newParameters`, in the same order (PVView's `reversedActions`).
    public func reversedActions(with newParameters: PVParameters = .default) -> [Element] {
        map { $0.reverse(with: newParameters) }
    }
}

extension Sequence where Element == any PVActionBasicType {
    /// Every action reversed with `newParameters`, in the same order (PVView's `reversedActions`
    /// for mixed action types).
    public func reversedActions(with newParameters: PVParameters = .default) -> [any PVActionBasicType] {
        map { $0.reverse(with: newParameters) }
    }
}
