import CollectionLayout
import Foundation
import Layouts
import ReelCommandLine
import TestSupport
import Testing

@Suite("ReelCommand with a team's layouts")
struct ReelCommandLayoutsTests {
    static let scene = """
        name: cards
        canvas: { width: 200, height: 300, scale: 1 }
        sampling: { from: 0, to: 40, frames: 2 }
        panes:
          - layout: cards
            items: 6
            parameters: { minimumLineSpacing: 0 }
        """

    @Test func defaultsAreReadFromTheClass() throws {
        let descriptor = CardsLayout.descriptor
        #expect(descriptor.name == "cards")
        let defaults = Dictionary(uniqueKeysWithValues: descriptor.parameters.map { ($0.name, $0.defaultValue) })
        #expect(defaults["itemSize"] == .object(["width": .number(100), "height": .number(40)]))
        #expect(defaults["minimumLineSpacing"] == .number(8))
        #expect(defaults["scrollDirection"] == .string("vertical"))
        #expect(defaults["cardCornerRadius"] == .number(12))
        #expect(descriptor.parameters.first { $0.name == "scrollDirection" }?.type == "vertical|horizontal")
    }

    @Test func sceneValuesAreAssignedToTheProperties() throws {
        let built = try CardsLayout.descriptor.build(
            LayoutParameters([
                "itemSize": .array([.number(80), .number(30)]), "scrollDirection": .string("horizontal"),
                "sectionInset": .number(4),
            ]))
        let layout = try #require(built.layout as? CardsLayout)
        #expect(layout.itemSize == CGSize(width: 80, height: 30))
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.sectionInset == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(layout.minimumLineSpacing == 8, "unset properties keep the class's default")
    }

    @Test func wrongTypesAndUnknownNamesNameTheParameter() {
        #expect(
            throws: LayoutConfigurationError(
                parameter: "scrollDirection", message: "expected one of vertical, horizontal, found sideways")
        ) {
            try CardsLayout.descriptor.build(LayoutParameters(["scrollDirection": .string("sideways")]))
        }
        #expect(
            throws: LayoutConfigurationError(
                parameter: "itemSzie", message: "not a parameter of layout 'cards'; did you mean 'itemSize'?")
        ) {
            try CardsLayout.descriptor.build(LayoutParameters(["itemSzie": .number(3)]))
        }
    }

    @Test func dumpSeesTheRegisteredLayout() throws {
        let folder = try TestFolders.temporary(prefix: "command-layouts")
        let sceneFile = folder.appendingPathComponent("cards.yaml")
        try Self.scene.write(to: sceneFile, atomically: true, encoding: .utf8)
        let json = folder.appendingPathComponent("cards.json")
        let status = ReelCommand.run(["dump", sceneFile.path, "--out", json.path], layouts: [CardsLayout.descriptor])
        #expect(status == 0)
        let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        let frames = try #require(dump?["frames"] as? [[String: Any]])
        #expect(frames.count == 2)
        let panes = try #require(frames[0]["panes"] as? [[String: Any]])
        let elements = try #require(panes.first?["elements"] as? [[String: Any]])
        // 100 × 40 cards, two to a 200-point row, rows 0 apart (the scene's minimumLineSpacing).
        let third = try #require(elements.first { ($0["item"] as? Int) == 2 }?["frame"] as? [String: Double])
        #expect(third == ["x": 0, "y": 40, "width": 100, "height": 40])
        #expect(elements.count == 6)
    }

    @Test func withoutRegistrationTheLayoutIsUnknown() throws {
        let folder = try TestFolders.temporary(prefix: "command-layouts-unknown")
        let sceneFile = folder.appendingPathComponent("cards.yaml")
        try Self.scene.write(to: sceneFile, atomically: true, encoding: .utf8)
        let json = folder.appendingPathComponent("cards.json")
        #expect(ReelCommand.run(["dump", sceneFile.path, "--out", json.path]) == 2)
        #expect(!FileManager.default.fileExists(atPath: json.path))
    }

    @Test func renderAndVerifySeeTheRegisteredLayout() throws {
        let folder = try TestFolders.temporary(prefix: "command-layouts-render")
        let sceneFile = folder.appendingPathComponent("cards.yaml")
        try Self.scene.write(to: sceneFile, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let layouts = [CardsLayout.descriptor]
        #expect(
            ReelCommand.run(["render", sceneFile.path, "-o", out.path, "--format", "png", "-q"], layouts: layouts) == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame-0001.png").path))
        let golden = folder.appendingPathComponent("golden")
        #expect(ReelCommand.run(["record", sceneFile.path, "-g", golden.path], layouts: layouts) == 0)
        #expect(ReelCommand.run(["verify", sceneFile.path, "-g", golden.path], layouts: layouts) == 0)
    }

    @Test func aNameTakenByABuiltInLayoutIsRefused() {
        let clash = LayoutDescriptor.layoutClass(CardsLayout.self, name: "flow", make: { CardsLayout() })
        #expect(ReelCommand.run(["layouts"], layouts: [clash]) == 2)
    }
}
