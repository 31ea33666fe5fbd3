import Canvas
import Foundation
import ImageCodecs
import UIKit
import ViewCapture
import ViewDrawing

/// Draws `view` at `scale` pixels per point for `appearance` and returns its pixels
/// (straight alpha).
func pixels(
    of view: UIView, scale: Double = 1, appearance: UIUserInterfaceStyle = .light, background: Color? = nil
) throws -> RGBA8Image {
    try ViewCapture(appearance: appearance)
        .image(of: view, renderer: LayerRenderer(scale: scale), background: background)
        .image.pixels()
}

/// Whether each channel of `pixel` is within `tolerance` of `expected`.
func near(_ pixel: RGBA8, _ expected: (Int, Int, Int, Int), _ tolerance: Int = 2) -> Bool {
    abs(Int(pixel.red) - expected.0) <= tolerance && abs(Int(pixel.green) - expected.1) <= tolerance
        && abs(Int(pixel.blue) - expected.2) <= tolerance && abs(Int(pixel.alpha) - expected.3) <= tolerance
}

/// The columns and rows of `image` whose pixels differ from `background` by more than a few
/// levels: the ink's box, or nil when there is none.
func inkBox(of image: RGBA8Image, against background: RGBA8) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.height {
        for x in 0..<image.width
        where !near(
            image[x, y], (Int(background.red), Int(background.green), Int(background.blue), Int(background.alpha)), 8)
        {
            if let current = box {
                box = (min(current.0, x), min(current.1, y), max(current.2, x), max(current.3, y))
            } else {
                box = (x, y, x, y)
            }
        }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
}
