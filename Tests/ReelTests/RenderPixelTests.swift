import Canvas
import CollectionLayout
import Foundation
import ImageCodecs
import Testing

@testable import Reel

@Suite("Rendering: z-order, alpha, hiding, transforms in pixels")
struct RenderPixelTests {
    @Test func higherZIndexDrawsOnTopWhateverTheReturnOrder() throws {
        // Item 0 (red) has zIndex 1 but is returned second; item 1 (blue) has zIndex 0.
        let layout = RenderTests.descriptor { _ in
            [
                RenderTests.cell(1, CGRect(x: 30, y: 30, width: 50, height: 50), zIndex: 0),
                RenderTests.cell(0, CGRect(x: 10, y: 10, width: 50, height: 50), zIndex: 1),
            ]
        }
        let out = try RenderTests.render(RenderTests.scene(), layout: layout)
        defer { try? FileManager.default.removeItem(at: out) }
        let frame = out.appendingPathComponent("frame-0000.png")
        #expect(try RenderTests.pixel(frame, 45, 45) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(try RenderTests.pixel(frame, 70, 70) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(try RenderTests.pixel(frame, 5, 95) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func equalZIndexKeepsIndexPathOrder() throws {
        let layout = RenderTests.descriptor { _ in
            [
                RenderTests.cell(1, CGRect(x: 30, y: 30, width: 50, height: 50)),
                RenderTests.cell(0, CGRect(x: 10, y: 10, width: 50, height: 50)),
            ]
        }
        let out = try RenderTests.render(RenderTests.scene(), layout: layout)
        defer { try? FileManager.default.removeItem(at: out) }
        // Item 1 (blue) comes later in index-path order, so it covers item 0 where they overlap.
        #expect(
            try RenderTests.pixel(out.appendingPathComponent("frame-0000.png"), 45, 45)
                == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func halfAlphaIsGroupOpacityOverTheBackground() throws {
        let layout = RenderTests.descriptor { _ in
            [RenderTests.cell(0, CGRect(x: 10, y: 10, width: 80, height: 80), alpha: 0.5)]
        }
        let yaml = RenderTests.scene().replacingOccurrences(
            of: "cell: { shape: rectangle, label: \"\" }",
            with: "cell: { shape: rectangle, label: \"0\", labelColor: \"#FF0000\", fontSize: 40 }")
        let out = try RenderTests.render(yaml, layout: layout)
        defer { try? FileManager.default.removeItem(at: out) }
        let frame = out.appendingPathComponent("frame-0000.png")
        let corner = try RenderTests.pixel(frame, 15, 15)
        #expect(corner.red == 255)
        #expect((127...128).contains(corner.green))
        #expect((127...128).contains(corner.blue))
        // The red label over the red cell inside one group shows the same colour: no seam.
        let image = try ImageSurface.readPNG(from: frame).pixels()
        for y in 10..<90 {
            for x in 10..<90 {
                let pixel = image[x, y]
                #expect(pixel.red == 255 && (127...128).contains(pixel.green), "seam at (\(x), \(y)): \(pixel)")
                if pixel.red != 255 || !(127...128).contains(pixel.green) { return }
            }
        }
    }

    @Test func hiddenAndTransparentElementsDrawNothing() throws {
        let layout = RenderTests.descriptor { _ in
            [
                RenderTests.cell(0, CGRect(x: 0, y: 0, width: 50, height: 100), hidden: true),
                RenderTests.cell(1, CGRect(x: 50, y: 0, width: 50, height: 100), alpha: 0),
            ]
        }
        let out = try RenderTests.render(RenderTests.scene(), layout: layout)
        defer { try? FileManager.default.removeItem(at: out) }
        let image = try ImageSurface.readPNG(from: out.appendingPathComponent("frame-0000.png")).pixels()
        let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        #expect((0..<100).allSatisfy { image[$0, 50] == white })
    }

    @Test func elementsMoveWithTheContentOffset() throws {
        // A cell at content y 100…150 seen at offset y 80 sits at screen y 20…70.
        let layout = RenderTests.descriptor { _ in
            [RenderTests.cell(0, CGRect(x: 0, y: 100, width: 100, height: 50))]
        }
        let out = try RenderTests.render(RenderTests.scene(frames: 2, to: 80), layout: layout)
        defer { try? FileManager.default.removeItem(at: out) }
        let last = out.appendingPathComponent("frame-0001.png")
        #expect(try RenderTests.pixel(last, 50, 19) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(try RenderTests.pixel(last, 50, 21) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(try RenderTests.pixel(last, 50, 69) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(try RenderTests.pixel(last, 50, 71) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func scaleTransformIsAboutTheCentre() throws {
        let layout = RenderTests.descriptor { _ in
            let cell = RenderTests.cell(0, CGRect(x: 20, y: 20, width: 60, height: 60))
            cell.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            return [cell]
        }
        let out = try RenderTests.render(RenderTests.scene(), layout: layout)
        defer { try? FileManager.default.removeItem(at: out) }
        let frame = out.appendingPathComponent("frame-0000.png")
        // Scaled about (50, 50): the visible square is 35…65.
        #expect(try RenderTests.pixel(frame, 36, 36).green == 0)
        #expect(try RenderTests.pixel(frame, 64, 64).green == 0)
        #expect(try RenderTests.pixel(frame, 33, 50).green == 255)
        #expect(try RenderTests.pixel(frame, 67, 50).green == 255)
    }

    @Test func backFacesAreHiddenUnlessTheSceneShowsThem() throws {
        let flipped = CATransform3DMakeRotation(.pi * 0.9, 0, 1, 0)
        let layout = RenderTests.descriptor { _ in
            [RenderTests.cell(0, CGRect(x: 10, y: 10, width: 80, height: 80), transform3D: flipped)]
        }
        let hidden = try RenderTests.render(RenderTests.scene(), layout: layout)
        let shown = try RenderTests.render(RenderTests.scene(extra: "showsBackFaces: true"), layout: layout)
        defer {
            try? FileManager.default.removeItem(at: hidden)
            try? FileManager.default.removeItem(at: shown)
        }
        #expect(try RenderTests.pixel(hidden.appendingPathComponent("frame-0000.png"), 50, 50).green == 255)
        #expect(
            try RenderTests.pixel(shown.appendingPathComponent("frame-0000.png"), 50, 50)
                == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func perspectiveRotationDrawsAProjectedQuad() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        let transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let layout = RenderTests.descriptor { _ in
            [RenderTests.cell(0, CGRect(x: 10, y: 10, width: 80, height: 80), transform3D: transform)]
        }
        let out = try RenderTests.render(RenderTests.scene(), layout: layout)
        defer { try? FileManager.default.removeItem(at: out) }
        let image = try ImageSurface.readPNG(from: out.appendingPathComponent("frame-0000.png")).pixels()
        // Rotated about y, the quad is narrower than 80 pt and its two vertical edges differ in
        // height: the edge nearer the viewer is taller.
        let columns = (0..<100).filter { x in image[x, 50].green == 0 }
        #expect(columns.count > 30 && columns.count < 80)
        func height(_ x: Int) -> Int { (0..<100).filter { image[x, $0].green == 0 }.count }
        let left = height(columns.first! + 1)
        let right = height(columns.last! - 1)
        #expect(left != right)
    }

    @Test func overlaysDrawOutlinesBadgesAndReadout() throws {
        let layout = RenderTests.descriptor { _ in
            [RenderTests.cell(0, CGRect(x: 20, y: 20, width: 60, height: 40), zIndex: 7)]
        }
        let plain = try RenderTests.render(RenderTests.scene(), layout: layout)
        let annotated = try RenderTests.render(
            RenderTests.scene(extra: "overlays: { frameOutlines: true, zIndexBadges: true, offsetReadout: true }"),
            layout: layout)
        defer {
            try? FileManager.default.removeItem(at: plain)
            try? FileManager.default.removeItem(at: annotated)
        }
        let before = try ImageSurface.readPNG(from: plain.appendingPathComponent("frame-0000.png")).pixels()
        let after = try ImageSurface.readPNG(from: annotated.appendingPathComponent("frame-0000.png")).pixels()
        // The badge is a filled circle inside the frame's top-right corner: no longer pure red there.
        #expect(before[70, 29] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(after[70, 29] != before[70, 29])
        // The readout sits on a white box at the bottom-left of the pane, over the background.
        let changedAtBottom = (0..<100).contains { x in (76..<96).contains { y in after[x, y] != before[x, y] } }
        #expect(changedAtBottom)
        // The dashed outline lies on the frame's edge: some edge pixels change, the inside does not.
        let edge = (20..<80).filter { after[$0, 20] != before[$0, 20] }
        #expect(!edge.isEmpty && edge.count < 60)
        #expect(after[50, 45] == before[50, 45])
    }
}
