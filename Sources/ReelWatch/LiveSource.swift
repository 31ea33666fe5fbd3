import Foundation
import Layouts
import Reel

/// What the live page scrolls: the scene a watch render drew, the layouts its panes may name and
/// what runs its Swift layouts. A render hands one back (``RenderedOutputs/live``) and the
/// server builds a ``LiveWorkbench`` on it the first time the page asks.
public struct LiveSource: Sendable {
    /// The scene, as the render loaded or made it.
    public var scene: Scene
    /// The layouts its panes may name.
    public var layouts: [LayoutDescriptor]
    /// What runs the Swift layouts it names (the preview child), or nil.
    public var swiftLayouts: (any SwiftLayoutHost)?

    /// A source for `scene`, built with `layouts` and `swiftLayouts`.
    public init(
        scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn, swiftLayouts: (any SwiftLayoutHost)? = nil
    ) {
        self.scene = scene
        self.layouts = layouts
        self.swiftLayouts = swiftLayouts
    }
}
