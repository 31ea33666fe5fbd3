import Canvas
import CollectionLayout
import Foundation
import Layouts
import Testing

@testable import Reel

@Suite struct SceneParsingTests {
    static let fullYAML = """
        name: cards
        canvas:
          width: 393
          height: 852
          scale: 3
          background: "#F2F2F7"
        fps: 24
        view: content
        outputs: [png, svg, contactSheet]
        overlays: { indexLabels: true, offsetReadout: true }
        contactSheet: { columns: 4, maxFrames: 12, thumbnailScale: 0.25 }
        palette: ["#FF0000", "#0F0", white]
        sampling:
          linear: { from: -100, to: end, step: 50 }
        styles:
          cell: { shape: ellipse, fill: "#336699", stroke: black, strokeWidth: 2, label: "{section}.{item}" }
          kinds:
            header: { fill: "#FFFFFF80", label: null }
          roles:
            overlay: { fill: "#00000040" }
        panes:
          - name: deck
            frame: { x: 0, y: 303, width: 393, height: 549 }
            layout: parabolic
            items: [12, 3]
            clips: false
            background: "#FFFFFF"
            parameters:
              startPosition: 290
              startVelocity: -1
              itemStandardSize: { width: 329, height: 207 }
              spacingDivisionCoefficient: 3
          - layout: ultravisual
            frame: [10, 20, 100, 200]
            sampling:
              keyframes:
                - { offset: start }
                - { frame: 10, offset: 360, curve: easeInOut }
                - { time: 1, offset: end, curve: [0.25, 0.1, 0.25, 1] }
              frames: 30
            styles:
              cell: { cornerRadius: 4 }
        """

    @Test func yamlSceneParsesIntoExactValues() throws {
        let scene = try SceneTestLayouts.parse(Self.fullYAML)
        #expect(scene.name == "cards")
        #expect(
            scene.canvas
                == CanvasSpec(
                    width: 393, height: 852, scale: 3, background: Color(red255: 242, green: 242, blue: 247)))
        #expect(scene.fps == 24)
        #expect(scene.view == .content)
        #expect(scene.outputs == [.png, .svg, .contactSheet])
        #expect(
            scene.overlays
                == OverlaySpec(indexLabels: true, frameOutlines: false, zIndexBadges: false, offsetReadout: true))
        #expect(scene.contactSheet == ContactSheetSpec(columns: 4, maxFrames: 12, thumbnailScale: 0.25))
        #expect(
            scene.palette == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), .white])
        #expect(scene.sampling.motion == .linear(from: .value(-100), to: .end, spacing: .step(50)))
        #expect(scene.sampling.axis == nil)
        #expect(scene.sourceFile == "scene.yaml")

        let cell = scene.styles.style(for: .cell, kind: nil)
        #expect(cell.shape == .ellipse)
        #expect(cell.fill == .color(Color(red255: 0x33, green: 0x66, blue: 0x99)))
        #expect(cell.stroke == .black)
        #expect(cell.strokeWidth == 2)
        #expect(cell.label == "{section}.{item}")
        #expect(cell.cornerRadius == ElementStyle.defaultCell.cornerRadius)
        let header = scene.styles.style(for: .supplementaryView, kind: ElementKind.sectionHeader)
        #expect(header.fill == .color(Color(red255: 255, green: 255, blue: 255, alpha: 0x80)))
        #expect(header.label == nil)
        #expect(header.shape == ElementStyle.defaultSupplementary.shape)
        #expect(
            scene.styles.layerStyle(forRole: "overlay")
                == LayerStyle(fill: Color(red255: 0, green: 0, blue: 0, alpha: 0x40), textColor: nil))

        #expect(scene.panes.count == 2)
        let deck = scene.panes[0]
        #expect(deck.name == "deck")
        #expect(deck.frame == CGRect(x: 0, y: 303, width: 393, height: 549))
        #expect(deck.layout == "parabolic")
        #expect(deck.itemCounts == [12, 3])
        #expect(deck.clips == false)
        #expect(deck.background == .white)
        #expect(deck.styles == nil)
        #expect(deck.track == nil)
        #expect(
            deck.parameters == [
                "startPosition": .number(290), "startVelocity": .number(-1),
                "itemStandardSize": .object(["width": .number(329), "height": .number(207)]),
                "spacingDivisionCoefficient": .number(3),
            ])

        let second = scene.panes[1]
        #expect(second.name == "pane1")
        #expect(second.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        #expect(second.itemCounts == [20])
        #expect(second.clips)
        #expect(second.parameters.isEmpty)
        #expect(
            second.track?.motion
                == .keyframes(
                    [
                        Keyframe(frame: 0, offset: .start),
                        Keyframe(frame: 10, offset: .value(360), curve: .easeInOut),
                        Keyframe(frame: 24, offset: .end, curve: TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
                    ], frames: 30))
        // The pane's styles are the scene's with its own change on top.
        let paneCell = try #require(second.styles).style(for: .cell, kind: nil)
        #expect(paneCell.cornerRadius == 4)
        #expect(paneCell.shape == .ellipse)
        #expect(scene.styles(forPane: 1).cell.cornerRadius == 4)
        #expect(scene.styles(forPane: 0).cell.cornerRadius == ElementStyle.defaultCell.cornerRadius)
    }

    @Test func jsonSceneParsesIntoTheSameValuesAsYAML() throws {
        let json = """
            {
              "name": "cards",
              "canvas": {"width": 393, "height": 852, "scale": 3, "background": "#F2F2F7"},
              "fps": 24,
              "sampling": {"linear": {"from": -100, "to": "end", "step": 50}},
              "panes": [
                {"name": "deck", "layout": "parabolic", "items": [12, 3],
                 "frame": {"x": 0, "y": 303, "width": 393, "height": 549},
                 "parameters": {"startPosition": 290, "itemStandardSize": [329, 207]}}
              ]
            }
            """
        let scene = try SceneTestLayouts.parse(json, file: "cards.json")
        #expect(scene.name == "cards")
        #expect(
            scene.canvas
                == CanvasSpec(
                    width: 393, height: 852, scale: 3, background: Color(red255: 242, green: 242, blue: 247)))
        #expect(scene.fps == 24)
        #expect(scene.sampling.motion == .linear(from: .value(-100), to: .end, spacing: .step(50)))
        #expect(scene.panes.map(\.name) == ["deck"])
        #expect(scene.panes[0].itemCounts == [12, 3])
        #expect(scene.panes[0].frame == CGRect(x: 0, y: 303, width: 393, height: 549))
        #expect(
            scene.panes[0].parameters == [
                "startPosition": .number(290), "itemStandardSize": .array([.number(329), .number(207)]),
            ])
        #expect(
            scene.location(ofParameter: "startPosition", inPane: 0)
                == SourceLocation(file: "cards.json", line: 9, column: 38))
    }

    @Test func minimalSceneTakesTheDocumentedDefaults() throws {
        let scene = try SceneTestLayouts.parse("panes:\n  - layout: ultravisual\n", file: "dir/minimal.yaml")
        #expect(scene.name == "minimal")
        #expect(scene.canvas == CanvasSpec(width: 390, height: 844, scale: 2, background: .white))
        #expect(scene.fps == 30)
        #expect(scene.view == .screen)
        #expect(scene.outputs == [.png])
        #expect(scene.overlays == OverlaySpec())
        #expect(scene.contactSheet == ContactSheetSpec(columns: 6, maxFrames: nil, thumbnailScale: 0.5))
        #expect(scene.palette == Scene.defaultPalette)
        #expect(scene.palette.count == 10)
        #expect(scene.styles == StyleSheet())
        #expect(!scene.showsBackFaces)
        #expect(scene.sampling.motion == .linear(from: .start, to: .end, spacing: .frames(60)))
        #expect(
            scene.panes == [
                PaneSpec(name: "pane0", frame: CGRect(x: 0, y: 0, width: 390, height: 844), layout: "ultravisual")
            ])
    }

    @Test func everyKindOfTrackParses() throws {
        func track(_ yaml: String) throws -> SamplingSpec {
            try SceneTestLayouts.parse("sampling: \(yaml)\npanes: [{layout: ultravisual}]\n").sampling
        }
        #expect(try track("{ fling: { from: 100, velocity: -2 } }").motion == .fling(from: .value(100), velocity: -2))
        #expect(
            try track("{ fling: { velocity: 0.5 }, axis: x }")
                == SamplingSpec(
                    motion: .fling(from: .start, velocity: 0.5), axis: .x,
                    location: SourceLocation(file: "scene.yaml", line: 1, column: 11)))
        #expect(
            try track("{ pages: { framesPerPage: 8, count: 3, curve: easeOut } }").motion
                == .pages(framesPerPage: 8, pages: 3, curve: .easeOut))
        #expect(
            try track("{ from: 0, to: end, frames: 90 }").motion
                == .linear(from: .value(0), to: .end, spacing: .frames(90)))
        #expect(try track("{ frames: 12 }").motion == .linear(from: .start, to: .end, spacing: .frames(12)))
        #expect(
            try track("{ linear: { to: 500 } }").motion == .linear(from: .start, to: .value(500), spacing: .frames(60)))
    }

    @Test func emptyMappingsTakeTheirDefaults() throws {
        let scene = try SceneTestLayouts.parse("canvas:\npanes:\n  - layout: ultravisual\n    parameters:\n")
        #expect(scene.canvas == CanvasSpec())
        #expect(scene.panes[0].parameters.isEmpty)
    }

    @Test func layoutParameterLocationsPointAtTheirValues() throws {
        let scene = try SceneTestLayouts.parse(Self.fullYAML)
        #expect(
            scene.location(ofParameter: "startVelocity", inPane: 0)
                == SourceLocation(file: "scene.yaml", line: 30, column: 22))
        #expect(scene.location(ofParameter: "scaleAtVertex", inPane: 0) == nil)
        #expect(scene.location(ofParameter: "startVelocity", inPane: 1) == nil)
        let error = scene.error(
            for: LayoutConfigurationError(parameter: "startVelocity", message: "must be less than 0, found -1"),
            inPane: 0)
        #expect(
            error.description
                == "scene.yaml:30:22: parameter 'startVelocity' of layout 'parabolic' in pane 'deck': must be less than 0, found -1"
        )
        // A complaint about no single parameter is placed at the pane's layout name.
        let combined = scene.error(for: LayoutConfigurationError(parameter: nil, message: "too few items"), inPane: 1)
        #expect(combined.description == "scene.yaml:33:13: layout 'ultravisual' in pane 'pane1': too few items")
    }

    @Test func nestedParameterComplaintsArePlacedAtTheNestedValue() throws {
        let text = """
            panes:
              - layout: parabolic
                parameters:
                  itemStandardSize:
                    width: 329
                    height: -207
                  startPosition: 290
            """
        let scene = try SceneTestLayouts.parse(text)
        #expect(
            scene.location(ofParameter: "itemStandardSize", inPane: 0)
                == SourceLocation(file: "scene.yaml", line: 5, column: 9))
        #expect(
            scene.location(ofParameter: "itemStandardSize.height", inPane: 0)
                == SourceLocation(file: "scene.yaml", line: 6, column: 17))
        let nested = scene.error(
            for: LayoutConfigurationError(parameter: "itemStandardSize", message: "height: must be greater than 0"),
            inPane: 0)
        #expect(
            nested.description
                == "scene.yaml:6:17: parameter 'itemStandardSize' of layout 'parabolic' in pane 'pane0': height: must be greater than 0"
        )
        // A path that was not written falls back to its deepest written prefix, then the parameter.
        let deeper = scene.error(
            for: LayoutConfigurationError(parameter: "itemStandardSize", message: "height.inner[3]: wrong"), inPane: 0)
        #expect(deeper.line == 6)
        let plain = scene.error(
            for: LayoutConfigurationError(parameter: "startPosition", message: "must be greater than 0, found -1"),
            inPane: 0)
        #expect(plain.line == 7)
        #expect(plain.column == 22)
    }

    @Test func coloursParseFromHexAndNames() {
        #expect(Color(sceneText: "#FFF") == Color(red: 1, green: 1, blue: 1))
        #expect(Color(sceneText: "#336699") == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(Color(sceneText: "#00000080")?.alpha == 128.0 / 255.0)
        #expect(Color(sceneText: "Orange") == Color(red255: 255, green: 165, blue: 0))
        #expect(Color(sceneText: "#12345") == nil)
        #expect(Color(sceneText: "#GGGGGG") == nil)
        #expect(Color(sceneText: "chartreuse") == nil)
        #expect(Color(sceneText: "#FFF8") == nil, "#RGBA is Canvas's, not a scene colour")
        #expect(Color(sceneText: " #fff ") == Color.white)
        #expect(Color(red255: 0x33, green: 0x66, blue: 0x99, alpha: 0x80).hexString == "#33669980")
    }
}
