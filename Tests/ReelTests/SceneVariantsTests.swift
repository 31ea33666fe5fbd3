import Canvas
import CollectionLayout
import Foundation
import HeadlessUI
import ImageCodecs
import Layouts
import TestSupport
import Testing

@testable import Reel

@Suite struct SceneVariantsTests {
    static let table = """
        name: rows
        canvas: { width: 180, height: 300, scale: 1, background: "#FFFFFF" }
        sampling: { linear: { from: start, to: end, frames: 3 } }
        panes:
          - { name: rows, layout: table, items: 12, parameters: { itemSize: { width: 180, height: 44 } } }
        """

    @Test func readsVariantsAndGroups() throws {
        let variants = try SceneVariant.list("devices, ipad-landscape+rtl+dark+AX5+items=[10, 5], base")
        #expect(variants.map(\.name).prefix(5) == ["iphone-se", "iphone", "iphone-pro-max", "ipad", "ipad-landscape"])
        // The presets of Apple's device table: points and scale.
        #expect(variants[0].device?.size == CGSize(width: 375, height: 667))
        #expect(variants[0].device?.scale == 2)
        #expect(variants[2].device?.size == CGSize(width: 440, height: 956))
        #expect(variants[2].device?.scale == 3)
        #expect(variants[3].device?.horizontalSizeClass == .regular)
        let combined = variants[5]
        #expect(combined.device?.size == CGSize(width: 1210, height: 834))
        #expect(combined.layoutDirection == .rightToLeft)
        #expect(combined.appearance == .dark)
        #expect(combined.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(combined.itemCounts == [10, 5])
        #expect(combined.caption == "iPad Pro 11-inch landscape · RTL · dark · Dynamic Type AX5 · items 10, 5")
        #expect(variants[6].caption == "as written")
        // Words in the order written.
        #expect(try SceneVariant.parse("dark+rtl+iphone-se").caption == "dark · RTL · iPhone SE")
        #expect(
            try SceneVariant.list("dynamic-type").map(\.contentSizeCategory) == [
                .extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
            ])
    }

    @Test func refusesWhatItCannotRead() {
        func message(_ text: String) -> String {
            do {
                _ = try SceneVariant.list(text)
                return "no error"
            } catch {
                return String(describing: error)
            }
        }
        #expect(message("ipad+ipad-landscape") == "'ipad+ipad-landscape' gives a device twice")
        #expect(message("dark, dark") == "the variant 'dark' is listed twice")
        #expect(message("iphone,,dark") == "an empty variant in 'iphone,,dark'; separate variants by single commas")
        #expect(
            message("items=-3")
                == "'items=-3': items= takes whole numbers 0 to 100,000 per section, such as items=30 or items=[10, 5]")
        #expect(
            message("ipad+huge").hasPrefix(
                "unknown variant 'huge' in 'ipad+huge'; a variant is a device (iphone-se, iphone, iphone-pro-max, ipad, ipad-landscape)"
            ))
        #expect(
            message(Array(repeating: "L", count: 25).enumerated().map { "items=\($0.offset)" }.joined(separator: ","))
                == "25 variants; a grid holds at most 24")
    }

    @Test func laysTheVariantsOutAsAGridOfCaptionedPanes() throws {
        let scene = try Scene.parse(Self.table, file: "rows.yaml").applyingVariants(
            SceneVariant.list("iphone-se, ipad-landscape+rtl"))
        #expect(scene.panes.map(\.name) == ["rows@iphone-se", "rows@ipad-landscape+rtl"])
        // Margin 16, caption 28 above each pane, 24 between panes.
        #expect(scene.panes[0].frame == CGRect(x: 16, y: 44, width: 375, height: 667))
        #expect(scene.panes[1].frame == CGRect(x: 415, y: 44, width: 1210, height: 834))
        #expect(scene.canvas.width == 1641)
        #expect(scene.canvas.height == 894)
        #expect(scene.canvas.scale == 1)
        #expect(scene.panes.map(\.title) == ["iPhone SE", "iPad Pro 11-inch landscape · RTL"])

        let runtime = try SceneRuntime(scene: scene)
        let pad = runtime.collectionViews[1].traitCollection
        #expect(pad.horizontalSizeClass == .regular)
        #expect(pad.userInterfaceIdiom == .pad)
        #expect(pad.layoutDirection == .rightToLeft)
        #expect(runtime.collectionViews[0].traitCollection.horizontalSizeClass == .compact)
        // Each copy resolves the track's `end` against its own content: 528 − 667 and 528 − 834
        // are both below 0, so each stays at its start; the content is 12 rows of 44 points.
        let last = try runtime.frame(for: runtime.samples[2])
        #expect(last.panes.map(\.contentSize.height) == [528, 528])
    }

    @Test func aContactSheetCaptionOfManyPanesStaysShort() {
        func pane(_ name: String, _ y: Double) -> PaneFrame {
            PaneFrame(
                name: name, contentOffset: CGPoint(x: 0, y: y), contentSize: .zero, boundsSize: .zero,
                contentInset: .zero, elements: [])
        }
        let two = FrameState(index: 0, time: 0, panes: [pane("a", 0), pane("b", 10)])
        #expect(RenderedFrame.caption(for: two) == "a x 0.0, y 0.0 · b x 0.0, y 10.0")
        let three = FrameState(
            index: 0, time: 0, panes: [pane("feed@L", 32.7), pane("feed@AX3", 40), pane("feed@dark", 32.7)])
        #expect(RenderedFrame.caption(for: three) == "feed@L x 0.0, y 32.7 · +2 panes")
    }

    @Test func aDeviceNeedsPanesThatFillTheCanvas() throws {
        let split = """
            canvas: { width: 400, height: 300 }
            panes:
              - { name: left, layout: table, frame: [0, 0, 200, 300] }
              - { name: right, layout: table, frame: [200, 0, 200, 300] }
            """
        let scene = try Scene.parse(split, file: "split.yaml")
        #expect(throws: VariantError.self) { try scene.applyingVariants(SceneVariant.list("ipad")) }
        // Variants without a device copy the panes as they are, at the variant's place.
        let dark = try scene.applyingVariants(SceneVariant.list("light, dark"))
        #expect(dark.panes.map(\.frame.minX) == [16, 216, 440, 640])
        #expect(dark.panes.map(\.appearance) == [.light, .light, .dark, .dark])
        #expect(dark.panes.map(\.title) == ["light", nil, "dark", nil])
    }

    @Test func aSceneListsVariantsAndTheParserPlacesItsMistakes() throws {
        let scene = try Scene.parse(Self.table + "\nvariants: [iphone-se, dark]\n", file: "rows.yaml")
        #expect(scene.variantNames == ["iphone-se", "dark"])
        #expect(scene.panes.count == 2)
        #expect(scene.panes[1].appearance == .dark)
        do {
            _ = try Scene.parse(Self.table + "\nvariants: [iphone-se, ipda]\n", file: "rows.yaml")
            Issue.record("no error")
        } catch {
            #expect(String(describing: error).hasPrefix("rows.yaml:6:11: 'variants': unknown variant 'ipda'"))
        }
    }

    @Test func aDarkPaneShowsTheDarkBackgroundAndDynamicTypeGrowsSelfSizingCells() throws {
        let scene = try Scene.load(contentsOf: PackagePaths.scene("self-sizing.yaml")).applyingVariants(
            SceneVariant.list("L, AX5+dark"))
        let runtime = try SceneRuntime(scene: scene)
        let frame = try runtime.frame(for: runtime.samples[0])
        let heights = frame.panes.map { pane in pane.elements.first { $0.item == 0 }?.size.height }
        // "Self-sizing cells" at 22 pt (the title 2 style's size at Large) is 56 pt at AX5, in
        // Apple's table: one line of 26 pt at Large, two of 65.5 pt at AX5 (it no longer fits
        // the 311-point line), plus 12 + 12 of padding.
        let large = try #require(heights[0])
        let ax5 = try #require(heights[1])
        #expect(large == 50)
        #expect(ax5 == 155)
        #expect(abs((ax5 - 24) / 2 / (large - 24) - 56.0 / 22.0) < 0.03)

        let folder = try TestFolders.temporary(prefix: "reel-variants")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = RenderOptions(outputDirectory: folder, outputs: [.png], jobs: 1, progress: .quiet)
        options.pngCompression = .fast
        _ = try RenderDriver(scene: scene, options: options).run()
        let image = try ImageSurface.readPNG(from: folder.appendingPathComponent("frame-0000.png")).pixels()
        // Left of the cells (the section inset, 16 pt): the scene's canvas colour in the light
        // pane, UIKit's dark systemBackground (black) in the dark one; the scale is 2.
        let lightPixel: RGBA8 = image[2 * 16 + 10, 2 * 44 + 200]
        let darkPixel: RGBA8 = image[2 * (16 + 375 + 24) + 10, 2 * 44 + 200]
        #expect(lightPixel == RGBA8(red: 0xF2, green: 0xF2, blue: 0xF7, alpha: 255))
        #expect(darkPixel == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
