import Canvas
import Foundation
import ImageCodecs

/// Small constructed images for diff tests; the same constructions as the throwaway
/// pixelmatch transcription that cross-checked the expected counts.
enum TestImages {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let black = RGBA8(red: 0, green: 0, blue: 0)
    static let gray = RGBA8(red: 128, green: 128, blue: 128)
    static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

    static func make(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA8) -> RGBA8Image {
        var image = RGBA8Image(width: width, height: height, filling: clear)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = pixel(x, y) }
        }
        return image
    }

    /// Black columns left of `column`, a grey (anti-aliased) column at `column`, white right of it.
    static func softEdge(at column: Int, width: Int = 8, height: Int = 6) -> RGBA8Image {
        make(width, height) { x, _ in x < column ? black : x == column ? gray : white }
    }

    /// Black left of `column`, white from it on: an edge with no anti-aliasing.
    static func hardEdge(at column: Int, width: Int = 8, height: Int = 6) -> RGBA8Image {
        make(width, height) { x, _ in x < column ? black : white }
    }

    /// Discs drawn with 4×4 supersampled coverage (integer arithmetic), over white.
    struct Disc {
        var cx: Int, cy: Int, radius: Int
        var color: (Int, Int, Int)
    }

    static func discs(_ discs: [Disc], width: Int = 64, height: Int = 48, alpha: UInt8 = 255) -> RGBA8Image {
        make(width, height) { x, y in
            var (r, g, b) = (255, 255, 255)
            for disc in discs {
                var covered = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = 8 * x + 2 * sx + 1
                        let py = 8 * y + 2 * sy + 1
                        let dx = px - 8 * disc.cx
                        let dy = py - 8 * disc.cy
                        if dx * dx + dy * dy <= 64 * disc.radius * disc.radius { covered += 1 }
                    }
                }
                r = (r * (16 - covered) + disc.color.0 * covered) / 16
                g = (g * (16 - covered) + disc.color.1 * covered) / 16
                b = (b * (16 - covered) + disc.color.2 * covered) / 16
            }
            return RGBA8(red: UInt8(r), green: UInt8(g), blue: UInt8(b), alpha: alpha)
        }
    }
}
