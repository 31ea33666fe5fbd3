import Foundation
import Reel

/// Loads the scene named on the command line, or the built-in demo.
enum SceneSource {
    static func load(_ path: String?) throws -> Scene {
        guard let path else { return try BuiltInScenes.demo() }
        return try Scene.load(contentsOf: URL(fileURLWithPath: path), layouts: CommandLayouts.current)
    }
}
