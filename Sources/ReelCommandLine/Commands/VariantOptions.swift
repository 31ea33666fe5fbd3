import ArgumentParser
import Reel

/// `--variants`, as `reel render` and `reel preview` take it: the scene drawn once per variant,
/// as a grid of labelled panes (``Scene/applyingVariants(_:)``).
struct VariantOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Draw the scene once per variant, side by side in labelled panes: devices (iphone-se, iphone, iphone-pro-max, ipad, ipad-landscape), ltr/rtl, light/dark, Dynamic Type sizes (XS … XXXL, AX1 … AX5), items=N; join with + (ipad+rtl), separate with commas. Groups: devices, appearances, directions, dynamic-type.",
            valueName: "list"))
    var variants: String?

    /// The variants asked for (none without the option).
    func parsed() throws -> [SceneVariant] {
        guard let variants else { return [] }
        do {
            return try SceneVariant.list(variants)
        } catch let error as VariantError {
            throw ValidationError("--variants: \(error.description)")
        }
    }

    /// `scene` with the variants applied; refused when the scene file has `variants:` of its own.
    func applied(to scene: Scene) throws -> Scene {
        let variants = try parsed()
        guard !variants.isEmpty else { return scene }
        guard scene.variantNames.isEmpty else {
            throw VariantConflict(
                "the scene already lists variants (\(scene.variantNames.joined(separator: ", "))); give them in the scene or with --variants, not both"
            )
        }
        do {
            return try scene.applyingVariants(variants)
        } catch let error as VariantError {
            throw VariantConflict("--variants: \(error.description)")
        }
    }
}

/// Variants that do not fit the scene (found once it is loaded, so not a usage error).
struct VariantConflict: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
