import Foundation

extension ParallaxSpec {
    /// The spec written as a scene would write it, every key explicit; reading it back with
    /// ``init(parameterValue:)`` gives an equal spec.
    public var parameterValue: ParameterValue {
        .object([
            "direction": .string(direction.rawValue),
            "numberOfPages": .number(Double(numberOfPages)),
            "ignoreLastPage": .bool(ignoreLastPage),
            "runActionsAfterTransition": .bool(runActionsAfterTransition),
            "pageBackgrounds": .bool(pageBackgrounds),
            "perspective": .number(perspective),
            "solver": .string(solver.rawValue),
            "items": .array(items.map(\.parameterValue)),
            "pages": .array(pages.map(\.parameterValue)),
        ])
    }
}

extension ParallaxItem {
    var parameterValue: ParameterValue {
        var map: [String: ParameterValue] = [
            "identifier": .string(identifier),
            "frame": .object(["origin": origin.parameterValue, "size": size.parameterValue]),
            "role": .string(role),
        ]
        if let text { map["text"] = .string(text) }
        return .object(map)
    }
}

extension ParallaxPageSpec {
    var parameterValue: ParameterValue {
        var map: [String: ParameterValue] = [
            "items": .array(items.map { .string($0) }), "actions": .array(actions.map(\.parameterValue)),
        ]
        if let reverseOf { map["reverseOf"] = .number(Double(reverseOf)) }
        return .object(map)
    }
}

extension ParallaxActionSpec {
    var parameterValue: ParameterValue {
        var map = kind.parameterValues
        map["type"] = .string(kind.typeName)
        if let item { map["item"] = .string(item) }
        map["startOffset"] = .number(startOffset)
        map["stopOffset"] = .number(stopOffset)
        map["reversed"] = .bool(reversed)
        switch timingFunction {
        case .named(let name): map["timingFunction"] = .string(name.rawValue)
        case .controlPoints(let x1, let y1, let x2, let y2):
            map["timingFunction"] = .array([x1, y1, x2, y2].map { .number($0) })
        case nil: break
        }
        return .object(map)
    }
}

extension ParallaxActionKind {
    var parameterValues: [String: ParameterValue] {
        switch self {
        case .move(let property, let from, let to):
            let suffix = property.rawValue.prefix(1).uppercased() + property.rawValue.dropFirst()
            return ["from\(suffix)": from.parameterValue, "to\(suffix)": to.parameterValue]
        case .size(let from, let to):
            return ["from": from.parameterValue, "to": to.parameterValue]
        case .frame(let from, let to):
            return ["fromFrame": Self.rect(from), "toFrame": Self.rect(to)]
        case .fade(let from, let to):
            return ["from": .number(from), "to": .number(to)]
        case .scale(let axis, let from, let to):
            let suffix = axis == .uniform ? "" : axis.rawValue.uppercased()
            return ["from\(suffix)": .number(from), "to\(suffix)": .number(to)]
        case .rotate(let axis, let from, let to):
            let suffix = axis.rawValue.uppercased()
            return ["from\(suffix)": .number(from), "to\(suffix)": .number(to)]
        case .letterSpacing(let from, let to, let maxWidth):
            return ["fromSpacing": .number(from), "toSpacing": .number(to), "maxWidth": .number(maxWidth)]
        case .group(let children):
            return ["actions": .array(children.map(\.parameterValue))]
        }
    }

    private static func rect(_ rect: CGRect) -> ParameterValue {
        .array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { .number(Double($0)) })
    }
}

extension ContainerRelative<CGPoint> {
    var parameterValue: ParameterValue {
        .object(["x": .number(value.x), "y": .number(value.y), "relative": .bool(isRelative)])
    }
}

extension ContainerRelative<CGSize> {
    var parameterValue: ParameterValue {
        .object(["width": .number(value.width), "height": .number(value.height), "relative": .bool(isRelative)])
    }
}
