import Canvas
import Testing

@Suite("Rendering versions")
struct RenderingVersionsTests {
    @Test func versionsNameTheLibrariesAndTheBundledFont() throws {
        let versions = try RenderingVersions.current()
        #expect(versions.cairo.hasPrefix("1."))
        #expect(versions.pixman.hasPrefix("0."))
        #expect(versions.freeType.hasPrefix("2."))
        #expect(versions.font == "DejaVu Sans Bold, Version 2.37")
        #expect(versions.zlib.hasPrefix("1."))
    }
}
