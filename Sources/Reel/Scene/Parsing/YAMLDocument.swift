import Foundation
import Yams

/// Composes scene text into a YAML node tree, turning Yams' errors into ``SceneError``s at the
/// line and column the YAML reader reports.
enum YAMLDocument {
    /// The root node of the first document in `text`, or nil for an empty document.
    ///
    /// Aliases are shared, not copied, when composed; the nodes are then counted as the scene
    /// reader will visit them (an alias as many times as it is used), and a document past the
    /// ``ResourceBudgets/yamlNodes`` budget is refused before anything reads it.
    static func compose(_ text: String, file: String, budgets: ResourceBudgets = .current) throws -> Node? {
        if let place = ComplexKeyScan.firstComplexKey(in: text) {
            throw SceneError(
                file: file, line: place.line, column: place.column,
                message: "a list, a mapping or an alias (*name) as a mapping key; scene keys are names")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw sceneError(error, file: file)
        } catch {
            throw SceneError(file: file, message: "cannot read the scene as YAML or JSON: \(error)")
        }
        if let root, !fits(root, budget: budgets.yamlNodes) {
            throw SceneError(
                file: file,
                message: budgets.overBudget(
                    \.yamlNodes,
                    needed: "the scene's YAML, with its aliases (*name) expanded, has more nodes than that"
                ) + "; an alias chain that repeats itself grows this fast")
        }
        return root
    }

    /// Whether `root`, with every alias counted at its full size, has at most `budget` nodes.
    /// Visits at most `budget` + 1 nodes, however large the expansion.
    static func fits(_ root: Node, budget: Int) -> Bool {
        var stack: [Node] = [root]
        var count = 0
        while let node = stack.popLast() {
            count += 1
            if count > budget { return false }
            switch node {
            case .scalar, .alias: break
            case .sequence(let sequence): stack.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append(key)
                    stack.append(value)
                }
            }
        }
        return true
    }

    static func sceneError(_ error: YamlError, file: String) -> SceneError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let during = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            return SceneError(
                file: file, line: mark.line, column: mark.column,
                message: "YAML syntax error: \(problem)\(during); check indentation, quotes and brackets")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return SceneError(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate key \(keys) in one mapping; keep one of them")
        case let .reader(problem, offset, _, yaml):
            let place = offset.map { lineAndColumn(ofOffset: $0, in: yaml) }
            return SceneError(
                file: file, line: place?.line, column: place?.column,
                message: "cannot read the scene text: \(problem); save it as UTF-8")
        default:
            return SceneError(file: file, message: "cannot read the scene as YAML or JSON: \(error)")
        }
    }

    private static func lineAndColumn(ofOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, byte) in text.utf8.enumerated() {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
