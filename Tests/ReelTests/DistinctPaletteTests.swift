import Canvas
import Foundation
import Testing

@testable import Reel

@Suite("Distinct colours: palette: distinct and reel preview")
struct DistinctPaletteTests {
    static func bytes(_ color: Color) -> [UInt8] {
        let b = color.bytes
        return [b.red, b.green, b.blue]
    }

    @Test func theFirstItemsKeepThePaletteAndNoTwoIndexPathsShareAColour() {
        let base = Scene.defaultPalette
        for item in 0..<10 {
            #expect(DistinctPalette.color(section: 0, item: item, base: base) == base[item])
        }
        // Four sections of 60 items: 240 elements, 240 colours.
        var seen: [[UInt8]: (Int, Int)] = [:]
        for section in 0..<4 {
            for item in 0..<60 {
                let key = Self.bytes(DistinctPalette.color(section: section, item: item, base: base))
                #expect(seen[key] == nil, "\(section).\(item) repeats \(String(describing: seen[key]))")
                seen[key] = (section, item)
            }
        }
    }

    @Test func neighboursDifferStrongly() {
        // Consecutive items of a section, past the palette, are more than 60 of 255 apart on
        // some channel: the golden angle puts their hues about 137.5° apart.
        for section in 0..<3 {
            for item in 10..<80 {
                let a = Self.bytes(DistinctPalette.color(section: section, item: item, base: Scene.defaultPalette))
                let b = Self.bytes(DistinctPalette.color(section: section, item: item + 1, base: Scene.defaultPalette))
                let distance = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(distance > 60, "\(section).\(item) and \(section).\(item + 1): \(a) \(b)")
            }
        }
    }

    @Test func hslMatchesTheTextbookValues() {
        #expect(Self.bytes(DistinctPalette.hsl(hue: 0, saturation: 1, lightness: 0.5)) == [255, 0, 0])
        #expect(Self.bytes(DistinctPalette.hsl(hue: 1.0 / 3, saturation: 1, lightness: 0.5)) == [0, 255, 0])
        #expect(Self.bytes(DistinctPalette.hsl(hue: 2.0 / 3, saturation: 1, lightness: 0.25)) == [0, 0, 128])
        #expect(Self.bytes(DistinctPalette.hsl(hue: 0.5, saturation: 0, lightness: 0.5)) == [128, 128, 128])
    }

    @Test func aSceneSaysDistinctAndRendersEachItemInItsOwnColour() throws {
        let yaml = """
            name: many
            canvas: { width: 100, height: 100, scale: 1 }
            palette: distinct
            panes:
              - layout: table
                items: 3
            """
        let scene = try Scene.parse(yaml, file: "many.yaml")
        #expect(scene.distinctColors)
        #expect(scene.palette == Scene.defaultPalette)
        #expect(
            try !Scene.parse(yaml.replacingOccurrences(of: "palette: distinct\n", with: ""), file: "x.yaml")
                .distinctColors)
        let error = #expect(throws: SceneError.self) {
            try Scene.parse(yaml.replacingOccurrences(of: "distinct", with: "distinctive"), file: "many.yaml")
        }
        #expect(error?.message.contains("palette") == true)
    }
}
