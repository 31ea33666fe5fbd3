import MCP

/// The arguments `preview_layout` and `render_scene` share: variants side by side, what is drawn
/// and in which appearance — `reel`'s `--variants`, `--draw` and `--appearance`.
enum SharedArguments {
    /// Their JSON schema properties.
    static let schema: [String: Value] = [
        "variants": property(
            "string",
            "Draw once per variant, side by side: devices (iphone-se, iphone, iphone-pro-max, ipad, ipad-landscape), ltr/rtl, light/dark, Dynamic Type sizes (XS … XXXL, AX1 … AX5), items=N; join words with +, separate variants with commas (\"iphone-se, ipad+rtl, dark\"); groups: devices, appearances, directions, dynamic-type."
        ),
        "draw": property(
            "string", "cells (the app's own cells, where there are any), boxes (the layout's geometry) or both."),
        "appearance": property("string", "light or dark: the appearance cells are drawn in."),
    ]

    /// The command-line flags for the ones given.
    static func flags(_ arguments: ToolArguments) throws -> [String] {
        var flags: [String] = []
        if let variants = try arguments.string("variants") { flags += ["--variants", variants] }
        if let draw = try arguments.string("draw") {
            guard ["cells", "boxes", "both"].contains(draw) else {
                throw ToolError("`draw` is cells, boxes or both, got '\(draw)'")
            }
            flags += ["--draw", draw]
        }
        if let appearance = try arguments.string("appearance") {
            guard ["light", "dark"].contains(appearance) else {
                throw ToolError("`appearance` is light or dark, got '\(appearance)'")
            }
            flags += ["--appearance", appearance]
        }
        return flags
    }
}
