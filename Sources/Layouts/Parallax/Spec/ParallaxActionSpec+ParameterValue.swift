import Foundation

extension ParallaxActionSpec {
    static let commonKeys = ["item", "type", "startOffset", "stopOffset", "timingFunction", "reversed", "relative"]

    static func keys(forType type: String) -> [String] {
        switch type {
        case "move": ["fromPosition", "toPosition", "fromTranslation", "toTranslation", "fromOrigin", "toOrigin"]
        case "size", "fade": ["from", "to"]
        case "frame": ["fromFrame", "toFrame"]
        case "scale": ["from", "to", "fromX", "toX", "fromY", "toY"]
        case "rotate": ["fromX", "toX", "fromY", "toY", "fromZ", "toZ"]
        case "letterSpacing": ["fromSpacing", "toSpacing", "maxWidth"]
        case "group": ["actions"]
        default: []
        }
    }

    /// Reads an action written as a scene map (see docs/parallax-pages.md for the keys).
    /// `inGroup` actions must not name an item: they drive the group's.
    init(node: ParallaxSpecNode, inGroup: Bool) throws {
        let types = ParallaxActionKind.typeNames
        let untyped = try node.object(allowed: nil, what: "an action")
        let type = try untyped.required("type", "use one of \(types.joined(separator: ", "))")
            .choice(types, what: "action type")
        let object = try node.object(allowed: Self.commonKeys + Self.keys(forType: type), what: "a \(type) action")
        if inGroup, object.has("item") {
            throw parallaxSpecError(node.path(of: "item"), "actions in a group drive the group's item; remove item")
        }
        let relative = try object.bool("relative", default: false)
        self.init(
            item: inGroup ? nil : try object.required("item", "name the item this action drives").string(),
            kind: try Self.kind(type, object, relative: relative),
            startOffset: try object.number("startOffset", default: 0),
            stopOffset: try object.number("stopOffset", default: 1),
            timingFunction: try object.child("timingFunction")?.timing(),
            reversed: try object.bool("reversed", default: false))
    }

    private static func kind(_ type: String, _ object: ParallaxSpecObject, relative: Bool) throws -> ParallaxActionKind
    {
        switch type {
        case "move":
            let (property, from, to) = try pair(
                object,
                [(PVPointProperty.position, "Position"), (.translation, "Translation"), (.origin, "Origin")],
                required: nil)
            let defaultPoint: ContainerRelative<CGPoint>? = property == .translation ? .zero : nil
            return .move(
                property,
                from: try point(object, from, default: defaultPoint, relative: relative),
                to: try point(object, to, default: defaultPoint, relative: relative))
        case "size":
            let hint = "give from and to sizes"
            return .size(
                from: try object.required("from", hint).size(relativeByDefault: relative),
                to: try object.required("to", hint).size(relativeByDefault: relative))
        case "frame":
            let hint = "give fromFrame and toFrame"
            return .frame(
                from: try object.required("fromFrame", hint).absoluteRect(),
                to: try object.required("toFrame", hint).absoluteRect())
        case "fade":
            return .fade(from: try object.number("from", default: 1), to: try object.number("to", default: 1))
        case "scale":
            let (axis, from, to) = try pair(
                object, [(PVScaleProperty.uniform, ""), (.x, "X"), (.y, "Y")], required: .uniform)
            return .scale(axis, from: try object.number(from, default: 1), to: try object.number(to, default: 1))
        case "rotate":
            let (axis, from, to) = try pair(
                object, [(PVRotationProperty.x, "X"), (.y, "Y"), (.z, "Z")], required: nil)
            return .rotate(axis, from: try object.number(from, default: 0), to: try object.number(to, default: 0))
        case "letterSpacing":
            let hint = "give fromSpacing and toSpacing"
            return .letterSpacing(
                from: try object.required("fromSpacing", hint).number(),
                to: try object.required("toSpacing", hint).number(),
                maxWidth: try object.number("maxWidth", default: 0))
        default:
            let children = try object.required("actions", "list the group's actions").array()
            return .group(try children.map { try ParallaxActionSpec(node: $0, inGroup: true) })
        }
    }

    /// Which `fromX`/`toX` pair of `variants` the action uses: exactly one, or `fallback` when
    /// none is given and a fallback exists.
    private static func pair<Variant: Equatable>(
        _ object: ParallaxSpecObject, _ variants: [(Variant, String)], required fallback: Variant?
    ) throws -> (Variant, String, String) {
        let given = variants.filter { object.has("from\($0.1)") || object.has("to\($0.1)") }
        let names = variants.map { "from\($0.1)/to\($0.1)" }.joined(separator: ", ")
        if given.count > 1 {
            throw object.node.error(
                "mixes \(given.map { "from\($0.1)/to\($0.1)" }.joined(separator: " and ")); use one pair per action")
        }
        if let (variant, suffix) = given.first { return (variant, "from\(suffix)", "to\(suffix)") }
        if let fallback, let match = variants.first(where: { $0.0 == fallback }) {
            return (fallback, "from\(match.1)", "to\(match.1)")
        }
        throw object.node.error("give one of \(names)")
    }

    private static func point(
        _ object: ParallaxSpecObject, _ key: String, default fallback: ContainerRelative<CGPoint>?, relative: Bool
    )
        throws -> ContainerRelative<CGPoint>
    {
        if let node = object.child(key) { return try node.point(relativeByDefault: relative) }
        if let fallback { return fallback }
        throw parallaxSpecError(object.node.path(of: key), "missing; a move gives both its from and to points")
    }
}
