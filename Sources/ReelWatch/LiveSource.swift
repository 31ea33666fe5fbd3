import Foundation
import Layouts
import Reel

/// What the live page scrolls: the scene a watch render drew, the layouts its panes may name and
/// what runs its Swift layouts. A render hands one back (``RenderedOutputs/live``) and the
/// server builds a ``LiveWorkbench`` on it the first time the page asks.
public struct LiveSource: Sendable {
    /// The scene, as the render loaded or made it (its `--variants` applied).
    public var scene: Scene
    /// The scene before `--variants` were applied, to which the page's variant controls apply
    /// theirs; nil when ``scene`` shows no variants, or shows the ones its own file lists
    /// (`variants:`): the page cannot take those apart, and switches only a scene without them.
    public var base: Scene?
    /// The variants ``scene`` shows (`--variants`), in order; empty for none.
    public var variants: [SceneVariant]
    /// The layouts its panes may name.
    public var layouts: [LayoutDescriptor]
    /// What runs the Swift layouts it names (the preview child), or nil.
    public var swiftLayouts: (any SwiftLayoutHost)?

    /// A source for `scene`, built with `layouts` and `swiftLayouts`; `base` and `variants`: the
    /// scene before the `variants` that made `scene` were applied.
    public init(
        scene: Scene, base: Scene? = nil, variants: [SceneVariant] = [],
        layouts: [LayoutDescriptor] = LayoutRegistry.builtIn, swiftLayouts: (any SwiftLayoutHost)? = nil
    ) {
        self.scene = scene
        self.base = base
        self.variants = variants
        self.layouts = layouts
        self.swiftLayouts = swiftLayouts
    }

    /// The scene the page's variants apply to: ``base``, or ``scene`` when it shows no variants;
    /// nil when the scene file lists its own.
    var switchable: Scene? {
        if let base { return base }
        return scene.variantNames.isEmpty && variants.isEmpty ? scene : nil
    }

    /// The names of the variants ``scene`` shows: `--variants`, or the scene file's.
    var shownVariants: [String] {
        variants.isEmpty ? scene.variantNames : variants.map(\.name)
    }

    /// The scene drawn in the variants of `list` (`iphone-se, ipad+rtl`, as `--variants` takes
    /// them; empty: none, the scene as written), with their names; the same grid of labelled
    /// panes `reel render --variants` draws (``Scene/applyingVariants(_:)``).
    ///
    /// - Throws: ``LiveRequestError`` with the variant's message for a list that cannot be read
    ///   or applied, or for a scene whose file lists its own variants.
    func scene(forVariants list: String) throws -> (scene: Scene, names: [String]) {
        guard let base = switchable else {
            throw LiveRequestError(
                "'variants': the scene lists its own variants (\(scene.variantNames.joined(separator: ", "))); "
                    + "remove 'variants:' from the scene file to switch variants on the page")
        }
        let trimmed = list.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return (base, []) }
        do {
            let variants = try SceneVariant.list(trimmed)
            return (try base.applyingVariants(variants), variants.map(\.name))
        } catch let error as VariantError {
            throw LiveRequestError("'variants': \(error.description)")
        }
    }
}
