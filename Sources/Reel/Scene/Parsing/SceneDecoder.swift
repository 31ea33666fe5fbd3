import Foundation
import Layouts

/// Turns scene text into a ``Scene``: composes YAML into nodes, then reads them by hand so that
/// every problem is reported at its line and column.
struct SceneDecoder {
    let file: String
    let layouts: [LayoutDescriptor]

    func decode(_ text: String) throws -> Scene {
        throw SceneError(file: file, message: "scene parsing is not implemented yet")
    }
}
