import CollectionLayout
import Foundation
import Testing

@testable import Reel

@Suite("Dump schema: records, format version, JSON spelling")
struct DumpSchemaTests {
    static let goldenFolder = SceneFixtureTests.folder.deletingLastPathComponent().appendingPathComponent("golden")

    /// Every committed golden attribute file.
    static var goldenAttributeFiles: [URL] {
        let sets = (try? FileManager.default.contentsOfDirectory(atPath: goldenFolder.path)) ?? []
        return sets.sorted().flatMap { set -> [URL] in
            let folder = goldenFolder.appendingPathComponent(set)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".json") && $0 != "manifest.json" }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
    }

    static func json<Value: Encodable>(_ value: Value) throws -> String {
        try OrderedJSONEncoder().encode(value)
    }

    @Test func goldenFilesWithoutAFormatVersionReadAsVersionOneAndWriteBackByteForByte() throws {
        let files = Self.goldenAttributeFiles
        #expect(files.count >= 40)
        for file in files {
            let data = try Data(contentsOf: file)
            #expect(!String(decoding: data, as: UTF8.self).contains("formatVersion"))
            let attributes = try JSONDecoder().decode(FrameAttributes.self, from: data)
            #expect(attributes.formatVersion == 1)
            #expect(attributes.key + ".json" == file.lastPathComponent)
            #expect(try attributes.jsonData() == data, "\(file.lastPathComponent) does not round-trip")
        }
    }

    @Test func aNewerFormatVersionIsRejectedWithTheReason() {
        let newer = Data(#"{"key":"k","panes":[],"formatVersion":2}"#.utf8)
        #expect {
            try JSONDecoder().decode(FrameAttributes.self, from: newer)
        } throws: { error in
            "\(error)".contains("format version 2 is newer than this reel reads (1)")
        }
        let dump = Data(#"{"scene":"s","canvas":{"width":1,"height":1,"scale":1},"frames":[],"formatVersion":3}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SceneDump.self, from: dump) }
    }

    @Test func versionOneLeavesTheKeyOutAndLaterVersionsWriteItLast() throws {
        var attributes = FrameAttributes(key: "k", panes: [])
        #expect(try Self.json(attributes) == #"{"key":"k","panes":[]}"#)
        attributes.formatVersion = 2
        #expect(try Self.json(attributes) == #"{"key":"k","panes":[],"formatVersion":2}"#)
        var dump = SceneDump(scene: "s", canvas: CanvasRecord(size: CGSize(width: 2, height: 3), scale: 1), frames: [])
        #expect(try Self.json(dump) == #"{"scene":"s","canvas":{"width":2,"height":3,"scale":1},"frames":[]}"#)
        dump.formatVersion = 2
        #expect(try Self.json(dump).hasSuffix(#""frames":[],"formatVersion":2}"#))
    }

    @Test func numbersHaveOneSpelling() throws {
        let values: [Double] = [
            -0.0, 0, 16, 1e15, 999_999_999_999_999, 0.1, 1.5e-7, -3, 1e16, 123_456_789_012_345.6, .nan, .infinity,
            -.infinity,
        ]
        // From 1e15 on, integral values are in Swift's form too, which keeps a ".0" below 2^53.
        #expect(
            try Self.json(values)
                == "[0,0,16,1000000000000000.0,999999999999999,0.1,1.5e-07,-3,1e+16,123456789012345.6,null,null,null]")
        #expect(try Self.json([CGFloat(-0.0), 2.5, CGFloat.nan]) == "[0,2.5,null]")
        #expect(try Self.json(CGPoint(x: -0.0, y: 120.5)) == "[0,120.5]")  // Foundation's own Codable
    }

    @Test func stringsAreEscapedOnlyWhereJSONNeedsIt() throws {
        #expect(try Self.json("a\"b\\c/d\n\r\t\u{08}\u{01}é") == #""a\"b\\c/d\n\r\t\u0008\u0001é""#)
    }

    @Test func elementsKeepTheDocumentedKeyOrder() throws {
        var element = ElementSnapshot(
            category: .cell, section: 0, item: 1, frame: CGRect(x: 0, y: 0, width: 8, height: 3),
            center: CGPoint(x: 4, y: 1.5), size: CGSize(width: 8, height: 3))
        #expect(
            try Self.json(element) == """
                {"category":"cell","kind":null,"section":0,"item":1,"frame":{"x":0,"y":0,"width":8,"height":3},\
                "center":{"x":4,"y":1.5},"size":{"width":8,"height":3},"transform":{"a":1,"b":0,"c":0,"d":1,\
                "tx":0,"ty":0},"alpha":1,"zIndex":0,"isHidden":false}
                """)
        element.category = .supplementaryView
        element.kind = ElementKind.sectionHeader
        element.transform3D = CATransform3DMakeTranslation(0, 0, 5)
        element.values = ["zeta": 1, "alpha": 0.25]
        let text = try Self.json(element)
        #expect(text.contains(#""category":"supplementary","kind":"UICollectionElementKindSectionHeader""#))
        #expect(text.contains(#""transform3D":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,5,1],"alpha""#))
        #expect(text.hasSuffix(#""isHidden":false,"values":{"alpha":0.25,"zeta":1}}"#))
        #expect(try JSONDecoder().decode(ElementSnapshot.self, from: Data(text.utf8)) == element)
    }

    @Test func panesWriteEventsOnlyWhenThereAreSome() throws {
        var pane = PaneRecord(
            name: "p", contentOffset: CGPoint(x: 0, y: -20), contentSize: CGSize(width: 10, height: 30), elements: [])
        #expect(
            try Self.json(pane)
                == #"{"name":"p","contentOffset":{"x":0,"y":-20},"contentSize":{"width":10,"height":30},"elements":[]}"#
        )
        pane.events = ["@0.0 willBeginTransitionTo 0"]
        let text = try Self.json(pane)
        #expect(text.hasSuffix(#""elements":[],"events":["@0.0 willBeginTransitionTo 0"]}"#))
        #expect(try JSONDecoder().decode(PaneRecord.self, from: Data(text.utf8)) == pane)
    }

    @Test func aStreamedDumpIsTheEncodedSceneDumpWithANewlineBetweenFrames() throws {
        let layout = OutputTests.sliding
        let scene = try Scene.parse(RenderTests.scene(frames: 4, to: 30), file: "t.yaml", layouts: [layout])
        let text = String(decoding: try Dump.json(of: scene, layouts: [layout]), as: UTF8.self)
        let dump = try JSONDecoder().decode(SceneDump.self, from: Data(text.utf8))
        #expect(dump.formatVersion == 1 && dump.scene == "test" && dump.frames.count == 4)
        #expect(dump.frames[3].panes[0].contentOffset == CGPoint(x: 0, y: 30))
        #expect(try Self.json(dump) + "\n" == text.replacingOccurrences(of: "]},\n{\"index\"", with: "]},{\"index\""))
    }
}
