import Foundation
import Layouts

extension Scene {
    /// Reads a scene from a YAML or JSON file.
    ///
    /// - Parameters:
    ///   - url: The scene file. Its name without extension becomes the scene's default name.
    ///   - layouts: The layouts the scene may name; the built-in ones unless a caller adds its own.
    /// - Throws: ``SceneError`` naming the file, line and column of the first problem.
    public static func load(contentsOf url: URL, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn) throws -> Scene {
        let file = url.path
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SceneError(
                file: file,
                message:
                    "cannot read the scene file (\(error.localizedDescription)); check the path and that it is UTF-8 text"
            )
        }
        return try parse(text, file: file, layouts: layouts)
    }

    /// Reads a scene from YAML or JSON text (JSON is YAML, so one reader serves both).
    ///
    /// - Parameters:
    ///   - text: The scene.
    ///   - file: The name used in messages and, without its extension, as the default scene name.
    ///   - layouts: The layouts the scene may name.
    /// - Throws: ``SceneError`` naming the file, line and column of the first problem.
    public static func parse(
        _ text: String, file: String = "<string>", layouts: [LayoutDescriptor] = LayoutRegistry.builtIn
    ) throws -> Scene {
        try SceneDecoder(file: file, layouts: layouts).decode(text)
    }
}
