import Foundation
import Testing

@testable import Reel

/// Every kind of unusable scene fails with the file, line and column of the problem and a
/// message that says what to do.
@Suite struct SceneErrorTests {
    private func failure(_ text: String, file: String = "scene.yaml") -> String {
        SceneTestLayouts.failure(text, file: file)
    }

    @Test func misspeltLayoutParameterSuggestsTheIntendedName() {
        let text = """
            panes:
              - layout: parabolic
                parameters:
                  startPosition: 290
                  spacingDivisionCoeficient: 3
            """
        #expect(
            failure(text)
                == "scene.yaml:5:7: unknown key 'spacingDivisionCoeficient' in parameters of layout 'parabolic'; did you mean 'spacingDivisionCoefficient'?"
        )
    }

    @Test func unknownParameterWithoutNearMatchListsTheKnownOnes() {
        let text = """
            panes:
              - layout: ultravisual
                parameters: { bounciness: 3 }
            """
        #expect(
            failure(text)
                == "scene.yaml:3:19: unknown key 'bounciness' in parameters of layout 'ultravisual'; known keys: standardHeight, featuredHeight"
        )
    }

    @Test func misspeltSceneKeySuggestsTheIntendedName() {
        #expect(
            failure("pane:\n  - layout: ultravisual\n")
                == "scene.yaml:1:1: unknown key 'pane' in the scene; did you mean 'panes'?")
        #expect(
            failure("canvas: { widht: 300 }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:11: unknown key 'widht' in canvas; did you mean 'width'?")
        #expect(
            failure("panes:\n  - layout: ultravisual\n    itmes: 3\n")
                == "scene.yaml:3:5: unknown key 'itmes' in pane 'pane0'; did you mean 'items'?")
    }

    @Test func wrongTypesNameWhatWasExpectedAndFound() {
        #expect(
            failure("canvas: { width: wide }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:18: 'width' in canvas must be a number, found 'wide'")
        #expect(
            failure("canvas: { width: \"390\" }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:18: 'width' in canvas must be a number, found '390'")
        #expect(
            failure("panes: { layout: ultravisual }\n")
                == "scene.yaml:1:8: 'panes' in the scene must be a list, found a mapping")
        #expect(
            failure("panes:\n  - layout: ultravisual\n    clips: maybe\n")
                == "scene.yaml:3:12: 'clips' in pane 'pane0' must be true or false, found 'maybe'")
        #expect(
            failure("panes:\n  - layout: [ultravisual]\n")
                == "scene.yaml:2:13: 'layout' in pane 'pane0' must be text, found a list")
    }

    @Test func impossibleNumbersAreRejected() {
        #expect(
            failure("canvas: { width: 390, height: -844 }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:31: 'height' in canvas must be greater than 0, found -844")
        #expect(
            failure("canvas: { scale: 0 }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:18: 'scale' in canvas must be greater than 0, found 0")
        #expect(
            failure("fps: -30\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:6: 'fps' in the scene must be between 0.01 and 1000 "
                    + "(frames per second; a frame shows 1 ms to 100 s), found -30")
        for tiny in ["1e-300", "-1e-300", "5e-324", "-0", "0"] {
            #expect(failure("fps: \(tiny)\npanes: [{layout: ultravisual}]\n").hasPrefix("scene.yaml:1:6: 'fps' in the scene must be between 0.01 and 1000"))
        }
        #expect(
            failure("contactSheet: { thumbnailScale: 1e-300 }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:33: 'thumbnailScale' in contactSheet must be between 0.01 and 2 "
                    + "(times the canvas size), found 1e-300")
        #expect(
            failure("panes:\n  - layout: ultravisual\n    frame: [0, 0, 0, 100]\n")
                == "scene.yaml:3:19: 'width' in frame of pane 'pane0' must be greater than 0, found 0")
        #expect(
            failure("panes:\n  - layout: ultravisual\n    items: [3, -1]\n")
                == "scene.yaml:3:16: section 1 of 'items' in pane 'pane0' must be 0 or more, found -1")
        #expect(
            failure("panes:\n  - layout: ultravisual\n    items: 2.5\n")
                == "scene.yaml:3:12: 'items' in pane 'pane0' must be a whole number, found 2.5")
        #expect(
            failure("contactSheet: { columns: 0 }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:26: 'columns' in contactSheet must be 1 or more, found 0")
    }

    @Test func notANumberIsRejectedWhereverItAppears() {
        #expect(
            failure("canvas: { scale: .nan }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:18: 'scale' in canvas must be a finite number, found .nan")
        #expect(
            failure("panes:\n  - layout: ultravisual\n    parameters: { standardHeight: .nan }\n")
                == "scene.yaml:3:35: parameter 'standardHeight' of layout 'ultravisual' must be a finite number, found .nan"
        )
        #expect(
            failure("panes:\n  - layout: parabolic\n    parameters: { itemStandardSize: [329, .inf] }\n")
                == "scene.yaml:3:43: element 1 of parameter 'itemStandardSize' of layout 'parabolic' must be a finite number, found .inf"
        )
        #expect(
            failure("sampling: { linear: { to: .nan } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:27: 'to' in linear in sampling must be a finite number, found .nan")
    }

    @Test func missingRequiredKeysArePlacedAtTheirMapping() {
        #expect(failure("canvas: { width: 300 }\n") == "scene.yaml:1:1: missing required key 'panes' in the scene")
        #expect(
            failure("panes:\n  - name: left\n    items: 4\n")
                == "scene.yaml:2:5: missing required key 'layout' in pane 'left'")
        #expect(
            failure("sampling: { fling: { from: 0 } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:20: missing required key 'velocity' in fling in sampling")
        #expect(
            failure("panes:\n  - layout: ultravisual\n    frame: { x: 10 }\n")
                == "scene.yaml:3:12: missing required key 'width' in frame of pane 'pane0'")
    }

    @Test func unknownLayoutSuggestsAndListsTheKnownLayouts() {
        #expect(
            failure("panes:\n  - layout: parabolc\n")
                == "scene.yaml:2:13: unknown layout 'parabolc' in pane 'pane0'; did you mean 'parabolic'? Known layouts: parabolic, ultravisual, pizzaHalves"
        )
        #expect(
            failure("panes:\n  - layout: spiral\n")
                == "scene.yaml:2:13: unknown layout 'spiral' in pane 'pane0'; known layouts: parabolic, ultravisual, pizzaHalves"
        )
    }

    @Test func duplicatePaneNamesPointAtTheSecondUse() {
        let text = """
            panes:
              - { name: half, layout: pizzaHalves }
              - { name: half, layout: pizzaHalves }
            """
        #expect(
            failure(text)
                == "scene.yaml:3:13: duplicate pane name 'half' (first used at line 2, column 13); give each pane its own name"
        )
    }

    @Test func malformedYAMLReportsTheReadersLineAndColumn() {
        let text = """
            canvas:
              width: 390
               height: 844
            panes: []
            """
        #expect(
            failure(text)
                == "scene.yaml:3:10: YAML syntax error: mapping values are not allowed in this context; check indentation, quotes and brackets"
        )
    }

    @Test func malformedJSONReportsTheReadersLineAndColumn() {
        let json = """
            {
              "panes": [
                {"layout": "ultravisual"}
              ,
            }
            """
        #expect(
            failure(json, file: "scene.json")
                == "scene.json:5:1: YAML syntax error: did not find expected node content (while parsing a flow node at 5:1); check indentation, quotes and brackets"
        )
    }

    @Test func duplicateKeysAreReported() {
        #expect(
            failure("fps: 30\nfps: 60\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:1: duplicate key 'fps' in one mapping; keep one of them")
    }

    @Test func emptySceneSaysWhatASceneNeeds() {
        #expect(
            failure("# nothing yet\n")
                == "scene.yaml:1:1: the scene is empty; a scene needs at least 'panes' with one pane and its 'layout'")
    }

    @Test func unquotedHashColourExplainsYAMLComments() {
        #expect(
            failure("canvas: { background: #FFFFFF }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:2:6: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at 1:9); check indentation, quotes and brackets"
        )
        #expect(
            failure("canvas:\n  background: #FFFFFF\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:2:14: 'background' in canvas must be a colour (\"#RRGGBB\" or a name), found nothing; in YAML a colour starting with '#' must be quoted, e.g. \"#FFFFFF\""
        )
        #expect(
            failure("canvas: { background: \"#12345\" }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:23: 'background' in canvas must be a colour written \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or one of black, blue, darkgray, gray, green, grey, lightgray, orange, purple, red, transparent, white, yellow, found '#12345'"
        )
    }

    @Test func badTracksAreRejectedWhereWritten() {
        #expect(
            failure("sampling: { linear: { frames: 0 } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:31: 'frames' in linear in sampling must be 1 or more, found 0")
        #expect(
            failure("sampling: { linear: { step: -5 } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:29: 'step' in linear in sampling must be greater than 0, found -5")
        #expect(
            failure("sampling: { linear: { frames: 5, step: 5 } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:34: linear in sampling takes 'frames' or 'step', not both")
        #expect(
            failure("sampling: { linear: { to: bottom } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:27: 'to' in linear in sampling must be a number of points, 'start' or 'end', found 'bottom'"
        )
        #expect(
            failure("sampling: { linear: {}, pages: {} }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:25: sampling takes one motion, found both 'linear' and 'pages'; use a pane's own 'sampling' to move panes differently"
        )
        #expect(
            failure("sampling: { axis: z }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:19: 'axis' in sampling must be one of x, y, found 'z'; did you mean 'x'?")
    }

    @Test func shortLinearKeysBesideAMotionAreRejected() {
        #expect(
            failure("sampling: { linear: {}, to: 500 }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:25: 'to' in sampling belongs inside 'linear'")
        #expect(
            failure("sampling: { pages: {}, step: 5 }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:24: 'step' in sampling does not go with 'pages'; "
                + "'from', 'to' and 'step' without a motion make a linear track")
        #expect(
            failure("sampling: { fling: { velocity: 1, from: [0, 1] } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:41: 'from' in fling in sampling must be a number of points, 'start' or 'end', found a list"
        )
    }

    @Test func badKeyframesAreRejectedWhereWritten() {
        let backwards = """
            sampling:
              keyframes:
                - { frame: 0, offset: 0 }
                - { frame: 20, offset: 100 }
                - { frame: 20, offset: 200 }
            panes: [{layout: ultravisual}]
            """
        #expect(
            failure(backwards)
                == "scene.yaml:5:16: keyframe 2 of keyframes in sampling is at frame 20, which is not after the previous keyframe's frame 20; keyframes must be in increasing frame order"
        )
        let curve = """
            sampling:
              keyframes:
                - { offset: 0 }
                - { frame: 20, offset: end, curve: easeInOt }
            panes: [{layout: ultravisual}]
            """
        #expect(
            failure(curve)
                == "scene.yaml:4:40: unknown curve 'easeInOt' in 'curve' in keyframe 1 of keyframes in sampling; "
                + "did you mean 'easeInOut'? Known curves: default, easeIn, easeInBack, easeInCirc, easeInCubic, easeInExpo, easeInOut, easeInOutBack, easeInOutCirc, easeInOutCubic, easeInOutExpo, easeInOutQuad, easeInOutQuart, easeInOutQuint, easeInOutSine, easeInQuad, easeInQuart, easeInQuint, easeInSine, easeOut, easeOutBack, easeOutCirc, easeOutCubic, easeOutExpo, easeOutQuad, easeOutQuart, easeOutQuint, easeOutSine, linear, or [x1, y1, x2, y2]"
        )
        let short = """
            sampling:
              keyframes:
                - { offset: 0 }
                - { frame: 20, offset: end }
              frames: 10
            panes: [{layout: ultravisual}]
            """
        #expect(
            failure(short)
                == "scene.yaml:5:11: 'frames' must be at least 21 to reach the last keyframe (frame 20), found 10")
        let untimed = """
            sampling:
              keyframes:
                - { offset: 0 }
                - { offset: end }
            panes: [{layout: ultravisual}]
            """
        #expect(
            failure(untimed)
                == "scene.yaml:4:7: missing required key 'frame' (or 'time' in seconds) in keyframe 1 of keyframes in sampling"
        )
    }

    @Test func badStylesAreRejectedWhereWritten() {
        #expect(
            failure("styles: { cell: { shape: hexagon } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:26: 'shape' in styles.cell must be one of rectangle, roundedRectangle, ellipse, found 'hexagon'"
        )
        #expect(
            failure("styles: { cell: { label: \"{idx}\" } }\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:26: unknown placeholder '{idx}' in 'label' in styles.cell; use {item}, {row}, {number}, {index}, {section}, {kind}, {zIndex}"
        )
        #expect(
            failure("panes:\n  - layout: ultravisual\n    styles: { cell: { fontSize: 0 } }\n")
                == "scene.yaml:3:33: 'fontSize' in styles.cell of pane 'pane0' must be greater than 0, found 0")
        #expect(
            failure("outputs: [png, jpeg]\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:16: an entry of 'outputs' in the scene must be one of png, svg, apng, gif, webp, mp4, contactSheet, flipbook, json, found 'jpeg'; did you mean 'png'?"
        )
        #expect(
            failure("view: contents\npanes: [{layout: ultravisual}]\n")
                == "scene.yaml:1:7: 'view' in the scene must be one of screen, content, found 'contents'; did you mean 'content'?"
        )
    }

    @Test func unreadableFileNamesTheFile() {
        let url = URL(fileURLWithPath: "/nonexistent/reel/scene.yaml")
        #expect(throws: SceneError.self) { try Scene.load(contentsOf: url, layouts: SceneTestLayouts.all) }
        do {
            _ = try Scene.load(contentsOf: url, layouts: SceneTestLayouts.all)
        } catch let error as SceneError {
            #expect(error.file == "/nonexistent/reel/scene.yaml")
            #expect(error.line == nil)
            #expect(error.description.hasPrefix("/nonexistent/reel/scene.yaml: cannot read the scene file"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

/// Numbers past what a frame index can hold are refused with the key's place, never a trap.
@Suite("Huge numbers in sampling")
struct HugeSamplingNumberTests {
    @Test func aKeyframeTimePastTheFrameLimitNamesTheKeyAndTheLimit() {
        let text = """
            fps: 30
            sampling:
              keyframes: [{ time: 0, offset: 0 }, { time: 1e8, offset: 100 }]
            panes: [{ layout: ultravisual }]
            """
        #expect(
            SceneTestLayouts.failure(text)
                == "scene.yaml:3:47: 'time' in keyframe 1 of keyframes in sampling is 100000000.0 s, which at 30.0 fps "
                + "is past the 100000-frame limit of a track")
        // Past ±1e9 the scene-wide bound answers first.
        #expect(
            SceneTestLayouts.failure(text.replacingOccurrences(of: "1e8", with: "1e300"))
                == "scene.yaml:3:47: 'time' in keyframe 1 of keyframes in sampling is 1e300, past the limit of ±1e9 "
                + "(1,000,000,000) for numbers in a scene; no offset, size or parameter needs more")
    }

    @Test func pagesTimesFramesPerPagePastIntIsRefusedNotTrapped() {
        #expect(throws: TrackProblem.self) {
            _ = try TrackResolver.pages(
                low: 0, high: 1000, pageSize: 100, framesPerPage: 100_000_000_000_000, pages: 100_000_000_000_000,
                curve: .linear)
        }
        do {
            _ = try TrackResolver.pages(
                low: 0, high: 1e308, pageSize: 1e-300, framesPerPage: 2, pages: nil, curve: .linear)
            Issue.record("expected an error")
        } catch {
            #expect(String(describing: error).contains("more than the 100000 allowed"))
        }
    }
}
