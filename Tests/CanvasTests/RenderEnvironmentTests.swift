import Canvas
import Foundation
import Testing

@Suite("Render environment")
struct RenderEnvironmentTests {
    @Test func versionsNameTheLibrariesAndTheBundledFont() throws {
        let environment = RenderEnvironment.current
        #expect(environment.cairo.hasPrefix("1."))
        #expect(environment.pixman.hasPrefix("0."))
        #expect(environment.freeType.hasPrefix("2."))
        #expect(environment.font == "DejaVu Sans Bold, Version 2.37")
        #expect(environment.fontFile == "DejaVuSans-Bold.ttf")
        #expect(environment.fontSHA256.count == 64)
        #expect(PNGEncoder.zlibVersion.hasPrefix("1."))
        #expect(PNGEncoder.libdeflateVersion.hasPrefix("1."))
    }

}
