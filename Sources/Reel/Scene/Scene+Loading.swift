import Foundation
import Layouts

extension Scene {
    /// Reads a scene from a YAML or JSON file.
    ///
    /// - Parameters:
    ///   - url: The scene file. Its name without extension becomes the scene's default name.
    ///   - layouts: The layouts the scene may name; the built-in ones unless a caller adds its own.
    ///   - budgets: The limits the scene must fit; the process's (``ResourceBudgets/current``) by default.
    /// - Throws: ``SceneError`` naming the file, line and column of the first problem.
    public static func load(
        contentsOf url: URL, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn, budgets: ResourceBudgets = .current
    ) throws -> Scene {
        let file = url.path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            throw SceneError(file: file, message: "this is a folder; name a scene file (YAML or JSON) in it")
        }
        // stat(2) follows symbolic links, so a link is judged by what it points at.
        var status = stat()
        if stat(file, &status) == 0 {
            if status.st_mode & S_IFMT != S_IFREG {
                throw SceneError(
                    file: file,
                    message: "this is not a regular file (a FIFO, device or socket); name a scene file (YAML or JSON)"
                )
            }
            let size = Int(status.st_size)
            if size > budgets.sceneBytes {
                throw SceneError(
                    file: file,
                    message: budgets.overBudget(\.sceneBytes, needed: "the scene file is \(NumberText.grouped(size)) bytes")
                )
            }
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SceneError(
                file: file,
                message:
                    "cannot read the scene file (\(FileErrorText.reason(error))); check the path and that it is UTF-8 text"
            )
        }
        return try parse(text, file: file, layouts: layouts, budgets: budgets)
    }

    /// Reads a scene from YAML or JSON text (JSON is YAML, so one reader serves both).
    ///
    /// - Parameters:
    ///   - text: The scene.
    ///   - file: The name used in messages and, without its extension, as the default scene name.
    ///   - layouts: The layouts the scene may name.
    ///   - budgets: The limits the scene must fit; the process's (``ResourceBudgets/current``) by default.
    /// - Throws: ``SceneError`` naming the file, line and column of the first problem.
    public static func parse(
        _ text: String, file: String = "<string>", layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        budgets: ResourceBudgets = .current
    ) throws -> Scene {
        try SceneDecoder(file: file, layouts: layouts, budgets: budgets).decode(text)
    }
}
