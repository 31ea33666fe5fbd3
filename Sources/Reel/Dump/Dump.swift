import Canvas
import Foundation
import Layouts

/// `reel dump`: the JSON of every frame of a scene (docs/dump-format.md, ``SceneDump``),
/// streamed frame by frame or written atomically to a file.
///
/// The text is ``header(scene:)``, then each frame's ``frame(_:)`` separated by ``separator``,
/// then ``footer``: one ``FrameRecord`` is encoded at a time, so a dump of any length streams.
/// The render driver writes `frames.json` the same way.
public enum Dump {
    /// The text between two frames.
    public static let separator = ",\n"

    /// The text after the last frame. (Format version 1 has no `formatVersion` key; a later
    /// version writes it here, last, as ``SceneDump`` encodes it.)
    public static let footer = "]}\n"

    /// The text before the first frame: `{"scene":…,"canvas":{…},"frames":[`.
    ///
    /// - Throws: `EncodingError` (not expected).
    public static func header(scene: Scene) throws -> String {
        let encoder = OrderedJSONEncoder()
        return "{\"scene\":" + (try encoder.encode(scene.name)) + ",\"canvas\":"
            + (try encoder.encode(CanvasRecord(scene.canvas))) + ",\"frames\":["
    }

    /// One frame's JSON object.
    ///
    /// - Throws: `EncodingError` (not expected).
    public static func frame(_ frame: FrameState) throws -> String {
        try OrderedJSONEncoder().encode(FrameRecord(frame))
    }

    /// Runs the scene's layouts (`layouts`, and the Swift layouts it names with `swiftLayouts`)
    /// and passes the JSON text to `write` piece by piece.
    ///
    /// - Throws: `SceneError` or ``ReelError`` when the scene cannot be run; whatever `write`
    ///   throws.
    public static func stream(
        _ scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil, write: (String) throws -> Void
    ) throws {
        let runtime = try SceneRuntime(scene: scene, layouts: layouts, swiftLayouts: swiftLayouts)
        try write(header(scene: scene))
        for (position, sample) in runtime.samples.enumerated() {
            try write((position == 0 ? "" : separator) + frame(try runtime.frame(for: sample)))
        }
        try write(footer)
    }

    /// The whole dump as bytes.
    ///
    /// - Throws: `SceneError` or ``ReelError`` when the scene cannot be run.
    public static func json(
        of scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil
    ) throws -> Data {
        var text = ""
        try stream(scene, layouts: layouts, swiftLayouts: swiftLayouts) { text += $0 }
        return Data(text.utf8)
    }

    /// Writes the dump to `url` atomically: the file appears whole or not at all. `layouts` are the
    /// layouts the scene may name, `swiftLayouts` runs the Swift layouts it names.
    ///
    /// - Throws: `SceneError` when the scene cannot be run; ``ReelError/cannotWrite(_:_:)``
    ///   when the file cannot be written.
    public static func write(
        _ scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil, to url: URL
    ) throws {
        let data = try json(of: scene, layouts: layouts, swiftLayouts: swiftLayouts)
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw ReelError.cannotWrite(url.path, FileErrorText.reason(error))
        }
    }
}
