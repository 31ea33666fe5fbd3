import Foundation
import Yams

/// Composes scene text into a YAML node tree, turning Yams' errors into ``SceneError``s at the
/// line and column the YAML reader reports.
enum YAMLDocument {
    /// The root node of the first document in `text`, or nil for an empty document.
    ///
    /// Before composing, ``YAMLStructureScan`` reads the parser's events: a key that is not a name
    /// is refused, and so is a document whose nodes, counted as the scene reader will visit them
    /// (an alias as many times as it is used), pass the ``ResourceBudgets/yamlNodes`` budget.
    static func compose(_ text: String, file: String, budgets: ResourceBudgets = .current) throws -> Node? {
        switch YAMLStructureScan.firstFinding(in: text, nodeBudget: budgets.yamlNodes) {
        case let .complexKey(line, column):
            throw SceneError(
                file: file, line: line, column: column,
                message: "a list, a mapping or an alias (*name) as a mapping key; scene keys are names")
        case let .overBudget(line, column):
            throw SceneError(
                file: file, line: line, column: column,
                message: budgets.overBudget(
                    \.yamlNodes,
                    needed: "the scene's YAML, with its aliases (*name) expanded, has more nodes than that"
                ) + "; an alias chain that repeats itself grows this fast")
        case nil:
            break
        }
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw sceneError(error, file: file)
        } catch {
            throw SceneError(file: file, message: "cannot read the scene as YAML or JSON: \(error)")
        }
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
