import Canvas
import Foundation

/// Colours that do not repeat within a frame: what `fill: palette` gives when a scene says
/// `palette: distinct` (and every `reel preview`).
///
/// Items 0…9 of section 0 take the scene's palette, so a short list looks as it does with the
/// palette repeated. Every other element takes a hue stepped from its item by the golden angle
/// (≈ 137.5°) and from its section by another irrational step (√2 − 1 turns), with one of three
/// saturation and lightness pairs: neighbours differ strongly, and no two index paths share a
/// hue, however many sections and items a viewport shows.
public enum DistinctPalette {
    /// The colour of the element at `item` of `section`.
    public static func color(section: Int, item: Int, base: [Color]) -> Color {
        if section == 0, item >= 0, item < base.count { return base[item] }
        let golden = 0.618_033_988_749_894_8
        let silver = 0.414_213_562_373_095_0
        var hue = (0.58 + golden * Double(item) + silver * Double(section)).truncatingRemainder(dividingBy: 1)
        if hue < 0 { hue += 1 }
        let tones: [(saturation: Double, lightness: Double)] = [(0.55, 0.58), (0.62, 0.48), (0.45, 0.68)]
        let tone = tones[((item + 2 * section) % 3 + 3) % 3]
        return hsl(hue: hue, saturation: tone.saturation, lightness: tone.lightness)
    }

    /// HSL to sRGB (hue in turns, 0…1).
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> Color {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue * 6
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case ..<1: (chroma, x, 0)
            case ..<2: (x, chroma, 0)
            case ..<3: (0, chroma, x)
            case ..<4: (0, x, chroma)
            case ..<5: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = lightness - chroma / 2
        return Color(red: r + m, green: g + m, blue: b + m)
    }
}
