/// Runs the panes of scenes that name Swift layouts (`layout: { swift: …, class: … }`) outside
/// this process, and hands back their frames.
///
/// `ReelPreview`'s host compiles the files and runs them in a child process. Whoever runs such a
/// scene passes a host down as a value — ``SceneRuntime/init(scene:layouts:swiftLayouts:)``,
/// ``RenderDriver/init(scene:options:layouts:swiftLayouts:)``, ``Dump`` — and a runtime of the
/// scene asks it for a ``SceneFrameSource`` instead of building the layouts itself. Without one,
/// a scene naming a Swift layout is refused at the layout's place.
public protocol SwiftLayoutHost: Sendable {
    /// Builds and starts the layouts of `scene` (all its panes, Swift or built-in) and samples
    /// its track.
    ///
    /// - Throws: ``SceneError`` at the scene's place for a bad class or parameter, or the
    ///   host's own error (a compile error, a crash) with the user's file and line.
    func frameSource(for scene: Scene) throws -> any SceneFrameSource
}
