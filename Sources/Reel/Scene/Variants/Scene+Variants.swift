import CollectionLayout
import Foundation

extension Scene {
    /// Space above each variant's pane for its caption, between variants, and around the grid,
    /// in points.
    static let variantCaptionHeight: Double = 28
    static let variantGap: Double = 24
    static let variantMargin: Double = 16
    /// A grid frame is drawn at the scene's scale, lowered (in halves, to 0.5 at least) to stay
    /// within this many pixels.
    static let variantGridPixels: Double = 16_000_000

    /// The scene drawn once per variant, side by side: a grid of labelled panes on one canvas,
    /// each variant's copy of the scene's panes on its device's screen (or the scene's canvas
    /// size), with its layout direction, appearance, Dynamic Type size and item counts. Every
    /// copy follows the scene's sampling track (`start`/`end` resolved per pane).
    ///
    /// A pane is named `PANE@VARIANT` (`rows@ipad+rtl`), so dumps and goldens tell the copies
    /// apart. A device needs panes that fill the canvas (the usual one-pane scene): a pane with
    /// its own frame has no screen to grow or shrink with, and is refused.
    public func applyingVariants(_ variants: [SceneVariant]) throws -> Scene {
        guard !variants.isEmpty else { return self }
        let full = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        if variants.contains(where: { $0.device != nil }),
            let pane = panes.first(where: { $0.frame != full })
        {
            throw VariantError(
                "a device variant resizes the screen, and pane '\(pane.name)' has a frame of its own; give devices to a scene whose panes fill the canvas"
            )
        }
        let sizes = variants.map { variant in variant.device?.size ?? CGSize(width: canvas.width, height: canvas.height)
        }
        // One row of up to five; more make a square-ish grid.
        var columns = variants.count
        if columns > 5 {
            columns = 1
            while columns * columns < variants.count { columns += 1 }
        }
        var origins: [CGPoint] = []
        var y = Self.variantMargin
        var width = 0.0
        for rowStart in stride(from: 0, to: variants.count, by: columns) {
            let row = rowStart..<min(rowStart + columns, variants.count)
            var x = Self.variantMargin
            for index in row {
                origins.append(CGPoint(x: x, y: y + Self.variantCaptionHeight))
                x += sizes[index].width + Self.variantGap
            }
            width = max(width, x - Self.variantGap + Self.variantMargin)
            y += Self.variantCaptionHeight + (row.map { sizes[$0].height }.max() ?? 0) + Self.variantGap
        }
        let height = y - Self.variantGap + Self.variantMargin

        var scene = self
        scene.panes = []
        scene.layoutLocations = [:]
        scene.parameterLocations = [:]
        for (variantIndex, variant) in variants.enumerated() {
            let size = sizes[variantIndex]
            for (paneIndex, pane) in panes.enumerated() {
                var copy = pane
                copy.name = "\(pane.name)@\(variant.name)"
                copy.frame =
                    variant.device != nil
                    ? CGRect(origin: origins[variantIndex], size: size)
                    : pane.frame.offsetBy(dx: origins[variantIndex].x, dy: origins[variantIndex].y)
                copy.title = paneIndex == 0 ? variant.caption : nil
                copy.captionFrame = paneIndex == 0 ? CGRect(origin: origins[variantIndex], size: size) : nil
                if let device = variant.device { copy.device = device }
                if let direction = variant.layoutDirection { copy.layoutDirection = direction }
                if let appearance = variant.appearance { copy.appearance = appearance }
                if let category = variant.contentSizeCategory { copy.contentSizeCategory = category }
                if let counts = variant.itemCounts { copy.itemCounts = counts }
                let index = scene.panes.count
                scene.layoutLocations[index] = layoutLocations[paneIndex]
                scene.parameterLocations[index] = parameterLocations[paneIndex]
                scene.panes.append(copy)
            }
        }
        var scale = canvas.scale
        while scale > 0.5, width * height * scale * scale > Self.variantGridPixels { scale -= 0.5 }
        scene.canvas.width = width
        scene.canvas.height = height
        scene.canvas.scale = scale
        return scene
    }
}
