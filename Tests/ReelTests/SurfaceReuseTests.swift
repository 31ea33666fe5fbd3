import Canvas
import CollectionLayout
import Foundation
import Testing

@testable import Reel

@Suite("Rasterizer: drawing again on a worker's surface gives a new surface's pixels")
struct SurfaceReuseTests {
    /// A list with shapes that leave some pixels untouched and some partly covered.
    static func list(width: Double, height: Double, background: Color, shift: Double) -> DisplayList {
        DisplayList(
            width: width, height: height, background: background,
            commands: [
                .shape(
                    .ellipse(CGRect(x: 10 + shift, y: 12.3, width: 40.5, height: 30)),
                    fill: Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6), stroke: nil),
                .group(
                    opacity: 0.5, bounds: nil,
                    [
                        .shape(
                            .rectangle(CGRect(x: 30.25, y: 40 - shift, width: 50, height: 20)),
                            fill: Color(red: 0.1, green: 0.3, blue: 0.9), stroke: nil)
                    ]),
            ])
    }

    static let cases: [(String, Double, Double, Color)] = [
        ("opaque background on whole pixels", 100, 80, Color(red: 1, green: 1, blue: 1)),
        ("translucent background", 100, 80, Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.5)),
        ("transparent background", 100, 80, Color(red: 0, green: 0, blue: 0, alpha: 0)),
        ("opaque background off the pixel grid", 100.3, 80.2, Color(red: 1, green: 1, blue: 0)),
    ]

    @Test(arguments: cases)
    func reusedSurfaceMatchesANewOne(name: String, width: Double, height: Double, background: Color) throws {
        let first = Self.list(width: width, height: height, background: background, shift: 0)
        let second = Self.list(width: width, height: height, background: background, shift: 17)
        let surface = try Rasterizer.image(first, scale: 2)
        let reused = try Rasterizer.image(second, scale: 2, reusing: surface)
        #expect(reused === surface, "\(name): same size and scale reuse the surface")
        let fresh = try Rasterizer.image(second, scale: 2)
        let pixels = try reused.pixels()
        #expect(pixels == (try fresh.pixels()), "\(name)")
        #expect(try reused.pngData() == fresh.pngData(), "\(name)")
        // The first frame really differs, so a surface that kept it would have failed above.
        #expect(try Rasterizer.image(first, scale: 2).pixels() != pixels)
    }

    @Test func anotherSizeOrScaleGetsANewSurface() throws {
        let list = Self.list(width: 100, height: 80, background: .white, shift: 0)
        let surface = try Rasterizer.image(list, scale: 2)
        let larger = Self.list(width: 120, height: 80, background: .white, shift: 0)
        let other = try Rasterizer.image(larger, scale: 2, reusing: surface)
        #expect(other !== surface)
        #expect(other.pixelWidth == 240)
        let rescaled = try Rasterizer.image(list, scale: 3, reusing: surface)
        #expect(rescaled !== surface)
        #expect(rescaled.pixelWidth == 300)
        #expect(try Rasterizer.image(list, scale: 2, reusing: nil).pixels() == surface.pixels())
    }

    @Test func aWorkersReusedSurfaceFollowsSizeChanges() throws {
        let rasterizer = ReusedSurface()
        let lists = [
            Self.list(width: 100, height: 80, background: .white, shift: 0),
            Self.list(width: 100, height: 80, background: .white, shift: 9),
            Self.list(width: 120, height: 60, background: Color(red: 0, green: 0, blue: 0, alpha: 0.3), shift: 4),
            Self.list(width: 100, height: 80, background: .white, shift: 0),
        ]
        var surfaces: [ObjectIdentifier] = []
        for list in lists {
            let image = try rasterizer.image(list, scale: 2)
            surfaces.append(ObjectIdentifier(image))
            #expect(try image.pixels() == Rasterizer.image(list, scale: 2).pixels())
        }
        #expect(surfaces[0] == surfaces[1], "same size: drawn again on the same surface")
        #expect(surfaces[1] != surfaces[2], "another size: a new surface")
    }

    @Test func matchesFollowsTheInitializersRounding() throws {
        let surface = try ImageSurface(width: 100.3, height: 80.2, scale: 2)
        #expect(surface.pixelWidth == 201)
        #expect(surface.matches(width: 100.3, height: 80.2, scale: 2))
        #expect(surface.matches(width: 100.5, height: 80, scale: 2))
        #expect(!surface.matches(width: 100.3, height: 80.2, scale: 1))
        #expect(!surface.matches(width: .nan, height: 80.2, scale: 2))
        #expect(!surface.matches(width: 100.3, height: -1, scale: 2))
    }
}
