import CollectionLayout

/// The built-in layouts, by name.
public enum LayoutRegistry {
    /// Every built-in layout, in the order `reel layouts` lists them.
    public static let builtIn: [LayoutDescriptor] = [
        // Each built-in layout adds its descriptor here.
        .table,
        .parabolic,
        .ultravisual,
        .pizzaHalves,
        .pizzaDrum,
        .parallaxPages,
        .flow,
        .pluginableFlow,
        .compositional,
    ]

    /// The built-in layout called `name`, if any.
    public static func descriptor(named name: String) -> LayoutDescriptor? {
        builtIn.first { $0.name == name }
    }

    /// The candidate nearest to `word` by edit distance, when it is close enough to be a typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        // The distance is at least the difference in length, so a candidate whose length is
        // further off than the limit can never be suggested; skipping it keeps a huge word (a
        // 100,000-character typo) from costing seconds.
        let scored = candidates.filter { abs($0.count - word.count) <= limit }
            .map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= limit ? best.0 : nil
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(
                    previous[j] + 1, current[j - 1] + 1,
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
