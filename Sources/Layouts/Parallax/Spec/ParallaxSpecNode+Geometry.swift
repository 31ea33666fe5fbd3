import Foundation

extension ParallaxSpecNode {
    /// `[x, y]` (relative when `relativeByDefault`) or `{x, y, relative}`.
    func point(relativeByDefault: Bool) throws -> ContainerRelative<CGPoint> {
        if let numbers = try numbers(count: 2) {
            return ContainerRelative(x: numbers[0], y: numbers[1], isRelative: relativeByDefault)
        }
        let object = try object(allowed: ["x", "y", "relative"], what: "a point")
        return ContainerRelative(
            x: try object.required("x", "give x and y").number(),
            y: try object.required("y", "give x and y").number(),
            isRelative: try object.bool("relative", default: relativeByDefault))
    }

    /// `[width, height]` (relative when `relativeByDefault`) or `{width, height, relative}`.
    func size(relativeByDefault: Bool) throws -> ContainerRelative<CGSize> {
        if let numbers = try numbers(count: 2) {
            return ContainerRelative(width: numbers[0], height: numbers[1], isRelative: relativeByDefault)
        }
        let object = try object(allowed: ["width", "height", "relative"], what: "a size")
        return ContainerRelative(
            width: try object.required("width", "give width and height").number(),
            height: try object.required("height", "give width and height").number(),
            isRelative: try object.bool("relative", default: relativeByDefault))
    }

    /// An item's frame, absolute or relative: `[x, y, width, height]`,
    /// `{x, y, width, height, relative}` or `{origin: point, size: size}`.
    func frame(relativeByDefault: Bool) throws -> (origin: ContainerRelative<CGPoint>, size: ContainerRelative<CGSize>)
    {
        if let numbers = try numbers(count: 4) {
            return (
                ContainerRelative(x: numbers[0], y: numbers[1], isRelative: relativeByDefault),
                ContainerRelative(width: numbers[2], height: numbers[3], isRelative: relativeByDefault)
            )
        }
        if case .object(let map) = value, map["origin"] != nil || map["size"] != nil {
            let object = try object(allowed: ["origin", "size"], what: "a frame")
            return (
                try object.required("origin", "give origin and size").point(relativeByDefault: relativeByDefault),
                try object.required("size", "give origin and size").size(relativeByDefault: relativeByDefault)
            )
        }
        let object = try object(allowed: ["x", "y", "width", "height", "relative"], what: "a frame")
        let hint = "give x, y, width and height"
        let relative = try object.bool("relative", default: relativeByDefault)
        return (
            ContainerRelative(
                x: try object.required("x", hint).number(), y: try object.required("y", hint).number(),
                isRelative: relative),
            ContainerRelative(
                width: try object.required("width", hint).number(),
                height: try object.required("height", hint).number(), isRelative: relative)
        )
    }

    /// An absolute rectangle: `[x, y, width, height]` or `{x, y, width, height}`.
    func absoluteRect() throws -> CGRect {
        if let numbers = try numbers(count: 4) {
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        let object = try object(allowed: ["x", "y", "width", "height"], what: "an absolute frame")
        let hint = "give x, y, width and height"
        return CGRect(
            x: try object.required("x", hint).number(), y: try object.required("y", hint).number(),
            width: try object.required("width", hint).number(), height: try object.required("height", hint).number())
    }

    /// A curve name or `[x1, y1, x2, y2]` with x1 and x2 in 0…1.
    func timing() throws -> ParallaxTimingSpec {
        if let numbers = try numbers(count: 4) {
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                throw error("control-point x values must lie in 0...1, found \(numbers[0]) and \(numbers[2])")
            }
            return .controlPoints(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        }
        guard case .string(let name) = value else {
            throw error("expected a curve name or [x1, y1, x2, y2], found \(Self.describe(value))")
        }
        guard let curve = PVTimingFunctionName(rawValue: name) else {
            let names = PVTimingFunctionName.allCases.map(\.rawValue)
            let hint =
                LayoutRegistry.closest(to: name, among: names).map { "; did you mean '\($0)'?" }
                ?? "; use one of \(names.joined(separator: ", ")) or [x1, y1, x2, y2]"
            throw error("unknown curve '\(name)'\(hint)")
        }
        return .named(curve)
    }
}
