import Canvas
import Foundation
import Layouts

/// `reel dump`: the JSON of every frame of a scene (DESIGN.md's contract), streamed frame by
/// frame or written atomically to a file.
public enum Dump {
    /// Runs the scene's layouts and passes the JSON text to `write` piece by piece.
    public static func stream(
        _ scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn, write: (String) throws -> Void
    ) throws {
        let runtime = try SceneRuntime(scene: scene, layouts: layouts)
        try write(FrameDump.header(scene: scene))
        for (position, sample) in runtime.samples.enumerated() {
            try write((position == 0 ? "" : ",\n") + FrameDump.frame(try runtime.frame(for: sample)))
        }
        try write(FrameDump.footer)
    }

    /// The whole dump as bytes.
    public static func json(of scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn) throws -> Data {
        var text = ""
        try stream(scene, layouts: layouts) { text += $0 }
        return Data(text.utf8)
    }

    /// Writes the dump to `url` atomically: the file appears whole or not at all.
    public static func write(_ scene: Scene, to url: URL) throws {
        let data = try json(of: scene)
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw ReelError.cannotWrite(url.path, "\(error)")
        }
    }
}
