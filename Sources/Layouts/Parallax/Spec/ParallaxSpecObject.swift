import Foundation

/// A map inside the `parallax` parameter with path-aware readers for its keys.
struct ParallaxSpecObject {
    let map: [String: ParameterValue]
    let node: ParallaxSpecNode

    func has(_ key: String) -> Bool { map[key] != nil }

    func child(_ key: String) -> ParallaxSpecNode? {
        map[key].map { ParallaxSpecNode(value: $0, path: node.path(of: key)) }
    }

    func required(_ key: String, _ hint: String) throws -> ParallaxSpecNode {
        guard let child = child(key) else { throw parallaxSpecError(node.path(of: key), "missing; \(hint)") }
        return child
    }

    func number(_ key: String, default fallback: Double) throws -> Double {
        try child(key)?.number() ?? fallback
    }

    func bool(_ key: String, default fallback: Bool) throws -> Bool {
        try child(key)?.bool() ?? fallback
    }
}
