import Canvas
import Foundation
import ImageCodecs
import Testing
import UIKit
import ViewCapture
import ViewDrawing

@Suite struct ImageDrawingTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("view-drawing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func imageFromAFileHasItsPixelSizeAndScale() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("quadrants@2x.png")
        try CellFixtures.quadrantsPNG.write(to: file)
        let image = try #require(UIImage(contentsOfFile: file.path))
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(image.scale == 2)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func namedImageIsFoundInAnAssetCatalog() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/avatar.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try CellFixtures.quadrantsPNG.write(to: set.appendingPathComponent("avatar.png"))
        let bundle = try #require(Bundle(path: folder.path))
        let image = try #require(UIImage(named: "avatar", in: bundle, compatibleWith: nil))
        #expect(image.pngData() == CellFixtures.quadrantsPNG)
        #expect(image.size == CGSize(width: 4, height: 4))
        // Not found: a placeholder of that name, never nil, as before.
        let missing = try #require(UIImage(named: "no-such-image", in: bundle, compatibleWith: nil))
        #expect(missing.imageData == nil && missing.name == "no-such-image")
    }

    @Test func scaleToFillStretchesTheImageOverTheBounds() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.image = UIImage(data: CellFixtures.quadrantsPNG)
        let image = try pixels(of: view)
        #expect(near(image[5, 3], (255, 0, 0, 255), 2))
        #expect(near(image[35, 3], (0, 255, 0, 255), 2))
        #expect(near(image[5, 17], (0, 0, 255, 255), 2))
        #expect(near(image[35, 17], (255, 255, 0, 255), 2))
    }

    @Test func aspectFitLettersBoxesAndAspectFillCrops() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.image = UIImage(data: CellFixtures.quadrantsPNG)
        view.contentMode = .scaleAspectFit
        let fit = try pixels(of: view)
        #expect(fit[3, 10].alpha == 0)  // left of the 20 × 20 square
        #expect(near(fit[13, 5], (255, 0, 0, 255), 2))
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        let fill = try pixels(of: view)
        // 40 × 40 centred: rows −10…30, the bounds show rows 0…20 of it (its middle half).
        #expect(near(fill[5, 2], (255, 0, 0, 255), 2))
        #expect(near(fill[35, 18], (255, 255, 0, 255), 2))
        #expect(fill[0, 0].alpha == 255)
    }

    @Test func centerModeDrawsTheImageAtItsOwnSize() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.image = UIImage(data: CellFixtures.quadrantsPNG)
        view.contentMode = .center
        let image = try pixels(of: view)
        #expect(image[5, 5].alpha == 0)
        #expect(near(image[8, 8], (255, 0, 0, 255), 0))
        #expect(near(image[11, 11], (255, 255, 0, 255), 0))
    }

    @Test func systemImageIsAPlaceholderThatShowsTheSymbolsName() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.image = UIImage(systemName: "star.fill")
        let captured = try ViewCapture().capture(view)
        guard case .placeholder(let placeholder) = try #require(captured.layer.contents.first) else {
            Issue.record("expected a placeholder, got \(captured.layer.contents)")
            return
        }
        #expect(placeholder.caption?.lines.map(\.text).joined(separator: " ") == "star.fill")
        #expect(placeholder.rect == view.bounds)
        let image = try pixels(of: view)
        #expect(image[40, 2].alpha > 0)  // the box's tint
    }
}

@Suite struct NamedColorTests {
    @Test func colorSetGivesItsLightAndDarkAppearances() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Colors.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let json = """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "0.500"}}}
            ], "info": {"author": "xcode", "version": 1}}
            """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: folder.path))
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        let light = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(abs(light.red - 0.2) < 1e-9 && abs(light.green - 0.4) < 1e-9 && abs(light.blue - 0.6) < 1e-9)
        let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.red == 1 && dark.alpha == 0.5)
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = brand
        view.layer.cornerCurve = .continuous
        #expect(near(try pixels(of: view, appearance: .light)[2, 2], (51, 102, 153, 255), 0))
    }
}
