import Foundation
import Reel

/// A scene file an agent names, checked before `reel` reads it: the file and every Swift file or
/// folder it names (``Scene/referencedFiles``) must be inside the served folders.
enum SceneFiles {
    /// The scene's resolved path; throws when it or a file it names is outside the roots, or
    /// when it does not parse (with the scene's own file, line and column message).
    static func checked(_ path: String, context: ToolContext) throws -> String {
        let scene = try context.files.readable(path, what: "`scene`")
        let parsed: Scene
        do {
            parsed = try Scene.load(contentsOf: URL(fileURLWithPath: scene), layouts: context.layouts)
        } catch {
            throw ToolError(String(describing: error))
        }
        for file in parsed.referencedFiles {
            _ = try context.files.readable(file, what: "the scene's Swift path")
        }
        return scene
    }
}
