import Foundation
import TestSupport
import Testing

@Suite struct VariantsCommandTests {
    let reel = BuiltTool("reel")

    @Test func rendersAGridAndRefusesWhatItCannotRead() throws {
        let folder = try TestFolders.temporary(prefix: "reel-variants-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = PackagePaths.scene("golden-table.yaml").path
        let rendered = try reel.run(
            ["render", scene, "--variants", "iphone-se,dark+rtl", "--out", folder.path, "--format", "png", "--quiet"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let png = try Data(contentsOf: folder.appendingPathComponent("frame-0000.png"))
        // Width 16 + 375 + 24 + 180 + 16 = 611, height 16 + 28 + 667 + 16 = 727, at the scene's scale 1.
        #expect(Array(png[16..<24]) == [0, 0, 2, 99, 0, 0, 2, 215])

        let unknown = try reel.run(["render", scene, "--variants", "iphone-xl", "--out", folder.path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("reel: error: --variants: unknown variant 'iphone-xl'; did you mean 'iphone-se'? a variant is a device"))

        let listed = folder.appendingPathComponent("listed.yaml")
        try Data((try String(contentsOfFile: scene, encoding: .utf8) + "\nvariants: [dark]\n").utf8).write(to: listed)
        let both = try reel.run(["render", listed.path, "--variants", "rtl", "--out", folder.path])
        #expect(both.status == 2)
        #expect(
            both.stderr
                == "reel: error: the scene already lists variants (dark); give them in the scene or with --variants, not both\n"
        )
    }

    @Test func previewRefusesItemCountsOverTheBudgetAtOnce() throws {
        let result = try reel.run(
            ["preview", "Fixtures/preview/CoverFlow", "--items", "99999999999", "--frames", "2"], in: PackagePaths.root)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "reel: error: --items: '99999999999' asks for 99,999,999,999 items, over the budget of 1,000,000 items in a scene (all panes)"
            ), "\(result.stderr)")
    }
}
