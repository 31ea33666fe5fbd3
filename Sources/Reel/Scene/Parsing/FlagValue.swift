import Foundation
import Layouts

/// A layout parameter written on the command line (`reel preview --set NAME=VALUE`), read as a
/// scene reads the same value under `parameters:`.
public enum FlagValue {
    /// `VALUE` in YAML's flow style, as a scene writes it — `12`, `true`, `horizontal`,
    /// `[200, 300]`, `{width: 200, height: 300}`, `{top: 8, left: 16}` — with a scene's checks
    /// (finite numbers within ±1e9, no empty value). Errors name `flag` and the column in the value.
    public static func parameterValue(_ text: String, flag: String) throws -> ParameterValue {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw SceneError(
                file: flag,
                message: "the value is empty; write one as a scene does, such as 12, true, horizontal or [200, 300]")
        }
        do {
            guard let node = try YAMLDocument.compose(text, file: flag) else {
                throw SceneError(file: flag, message: "the value is empty")
            }
            var locations: [String: SourceLocation] = [:]
            return try NodeReader(file: flag).parameterValue(node, "the value", path: "value", locations: &locations)
        } catch let error as SceneError {
            // One line of text: the column is the place, the line number says nothing.
            let column = error.line == 1 ? error.column.map { " (column \($0))" } ?? "" : ""
            throw SceneError(
                file: flag,
                message: "'\(text)'\(column): \(error.message); write the value as a scene does, "
                    + "such as 12, true, horizontal, [200, 300] or {top: 8}")
        }
    }
}
