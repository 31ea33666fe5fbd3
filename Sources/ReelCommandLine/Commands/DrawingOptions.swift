import ArgumentParser
import Reel

/// `--draw` and `--appearance`, as `reel render` and `reel preview` take them.
struct DrawingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How elements are drawn: cells (the app's own views, where a preview captured them; boxes elsewhere), "
                + "boxes (styled boxes with labels) or both (the boxes' outlines and labels over the cells). "
                + "Default: the scene's `draw`, else cells.",
            valueName: "cells|boxes|both"))
    var draw: String?

    @Option(
        help: ArgumentHelp(
            "The appearance the app's views are drawn in (dynamic colours): light or dark. Default: the scene's "
                + "`appearance`, else light.",
            valueName: "light|dark"))
    var appearance: String?

    /// `--draw`'s mode, or nil when it was not given.
    func drawMode() throws -> DrawMode? {
        try draw.map { text in
            guard let mode = DrawMode(rawValue: text) else {
                throw ValidationError("--draw \(text): must be one of cells, boxes, both")
            }
            return mode
        }
    }

    /// `--appearance`'s value, or nil when it was not given.
    func appearanceValue() throws -> Appearance? {
        try appearance.map { text in
            guard let value = Appearance(rawValue: text) else {
                throw ValidationError("--appearance \(text): must be light or dark")
            }
            return value
        }
    }

    /// `options` with the drawing mode and appearance given on the command line.
    func applied(to options: RenderOptions) throws -> RenderOptions {
        var options = options
        options.draw = try drawMode()
        options.appearance = try appearanceValue()
        return options
    }
}
