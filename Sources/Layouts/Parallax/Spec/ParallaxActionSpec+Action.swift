import Foundation

extension ParallaxActionSpec {
    /// The action this spec describes, with its parameters, reversed if `reversed` is set.
    /// - Parameters:
    ///   - solver: how named and control-point curves are solved.
    ///   - path: where the spec is, for error messages (`pages[0].actions[2]`).
    /// - Throws: ``LayoutConfigurationError`` when the offsets are not `0 ≤ start < stop ≤ 1`.
    public func makeAction(solver: PVTimingSolver, path: String) throws -> any PVActionBasicType {
        let parameters: PVParameters
        do {
            parameters = try PVParameters(
                startOffset: startOffset, stopOffset: stopOffset,
                timingFunction: timingFunction?.makeTimingFunction(solver: solver))
        } catch {
            throw parallaxSpecError(path, error.description)
        }
        let action = try baseAction(parameters: parameters, solver: solver, path: path)
        return reversed ? action.reverse(with: parameters) : action
    }

    private func baseAction(parameters: PVParameters, solver: PVTimingSolver, path: String) throws
        -> any PVActionBasicType
    {
        switch kind {
        case .move(let property, let from, let to):
            return PVPropertyAction(property: property, from: from, to: to, parameters: parameters)
        case .size(let from, let to):
            return PVActionSize(from: from, to: to, parameters: parameters)
        case .frame(let from, let to):
            return PVActionFrame(fromFrame: from, toFrame: to, parameters: parameters)
        case .fade(let from, let to):
            return PVActionFade(from: from, to: to, parameters: parameters)
        case .scale(let axis, let from, let to):
            return PVPropertyAction(property: axis, from: from, to: to, parameters: parameters)
        case .rotate(let axis, let from, let to):
            return PVPropertyAction(property: axis, from: from, to: to, parameters: parameters)
        case .letterSpacing(let from, let to, _):
            return PVPropertyAction(property: PVCustomValue.letterSpacing, from: from, to: to, parameters: parameters)
        case .group(let children):
            let actions = try children.enumerated().map { index, child in
                try child.makeAction(solver: solver, path: "\(path).actions[\(index)]")
            }
            return PVActionGroup(actions: actions, parameters: parameters)
        }
    }
}
