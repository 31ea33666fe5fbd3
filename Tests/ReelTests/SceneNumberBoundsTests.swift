import Foundation
import Layouts
import Testing

@testable import Reel

/// No number in a scene traps: past ±1e9 it is refused at its key; within it every built-in
/// layout runs, composites and rasterizes, or stops with an error naming the frame, the pane and
/// the element.
@Suite struct SceneNumberBoundsTests {
    private func failure(_ text: String) -> String {
        do {
            _ = try Scene.parse(text, file: "scene.yaml")
            return "parsed"
        } catch {
            return String(describing: error)
        }
    }

    @Test func offsetsPastTheBoundNameKeyPlaceAndLimit() {
        let text = """
            sampling:
              keyframes:
                - { frame: 0, offset: 0 }
                - { frame: 2, offset: -1e308 }
            panes: [{ layout: pizzaDrum }]
            """
        #expect(
            failure(text)
                == "scene.yaml:4:27: 'offset' in keyframe 1 of keyframes in sampling is -1e308, past the limit of ±1e9 (1,000,000,000) for numbers in a scene; no offset, size or parameter needs more"
        )
        #expect(failure(text.replacingOccurrences(of: "-1e308", with: "1000000000")) == "parsed")
        #expect(failure(text.replacingOccurrences(of: "-1e308", with: "1000000001")).contains("4:27: 'offset'"))
    }

    @Test func wholeNumbersAndParametersHaveTheSameBound() {
        #expect(
            failure("panes: [{ layout: flow, items: 1e12 }]\n")
                == "scene.yaml:1:32: 'items' in pane 'pane0' is 1e12, past the limit of ±1e9 (1,000,000,000) for numbers in a scene; no offset, size or parameter needs more"
        )
        #expect(
            failure("panes: [{ layout: parabolic, parameters: { scaleAtVertex: 1e308 } }]\n")
                == "scene.yaml:1:59: parameter 'scaleAtVertex' of layout 'parabolic' is 1e308, past the limit of ±1e9 (1,000,000,000) for numbers in a scene; no offset, size or parameter needs more"
        )
        #expect(
            failure("fps: 1e10\npanes: [{ layout: flow }]\n").hasPrefix(
                "scene.yaml:1:6: 'fps' in the scene is 1e10, past"))
    }

    @Test func numbersInMessagesAndCaptionsStayShort() {
        #expect(NumberText.short(-1e308) == "-1e+308")
        #expect(NumberText.short(390) == "390")
        #expect(NumberText.short(12.5) == "12.5")
        #expect(NumberText.short(.nan) == "nan")
        #expect(NumberText.oneDecimal(120.46) == "120.5")
        #expect(NumberText.oneDecimal(-1e308) == "-1e+308")
        #expect(SceneRuntime.describe(CGPoint(x: 0, y: -1e300)) == "x 0.0, y -1e+300")
        #expect(NumberText.grouped(1_000_000) == "1,000,000")
        #expect(NumberText.grouped(-1234) == "-1,234")
    }

    /// Every built-in layout at offsets of ±1e9 (the bound) and a fling from −1e9: the frames
    /// are laid out, composited and drawn, or refused with the frame, pane and element named.
    @Test(arguments: LayoutRegistry.builtIn.map(\.name))
    func everyLayoutSurvivesTheLargestOffsets(layout: String) throws {
        for track in [
            "keyframes: [{ frame: 0, offset: -1000000000 }, { frame: 2, offset: 1000000000 }]",
            "fling: { from: -1000000000, velocity: 1000000000 }",
        ] {
            // The compositional layout has no default sections: a grid of halves.
            let parameters =
                layout == "compositional"
                ? ", parameters: { sections: [{ group: { width: fractionalWidth(1), height: 40, "
                    + "subitems: [{ width: fractionalWidth(0.5), height: fractionalHeight(1) }] } }] }" : ""
            let text = """
                canvas: { width: 120, height: 160, scale: 1 }
                sampling: { \(track) }
                panes: [{ name: p, layout: \(layout), items: 12\(parameters) }]
                styles: { cell: { label: "{item}" } }
                overlays: { frameOutlines: true, indexLabels: true, offsetReadout: true }
                """
            let scene = try Scene.parse(text, file: "scene.yaml")
            let runtime = try SceneRuntime(scene: scene)
            let compositor = Compositor(scene: scene)
            for sample in runtime.samples.prefix(6) {
                do {
                    let state = try runtime.frame(for: sample)
                    let list = compositor.displayList(for: state)
                    _ = try Rasterizer.image(list, scale: 1)
                    _ = try Rasterizer.svg(list)
                } catch let error as ReelError {
                    #expect("\(error)".contains("pane 'p'"), "\(layout): \(error)")
                    #expect("\(error)".contains("scene scene.yaml"), "\(layout): \(error)")
                }
            }
        }
    }

    /// `scaleAtVertex: 0` flattens the card at the vertex: it is not drawn (cairo refuses the
    /// transform); a scale of 10⁹ is an error naming the frame, pane, element and scene.
    @Test func degenerateAndHugeScalesOfTheParabolicLayout() throws {
        func scene(_ scale: String) throws -> Scene {
            try Scene.parse(
                """
                canvas: { width: 200, height: 300, scale: 1 }
                sampling: { frames: 3 }
                panes: [{ name: cards, layout: parabolic, items: 6, parameters: { scaleAtVertex: \(scale) } }]
                styles: { cell: { label: "card {item}", fontSize: 20 } }
                """, file: "cards.yaml")
        }
        let flat = try scene("0")
        let runtime = try SceneRuntime(scene: flat)
        for sample in runtime.samples {
            let list = Compositor(scene: flat).displayList(for: try runtime.frame(for: sample))
            _ = try Rasterizer.image(list, scale: 1)
        }
        let huge = try SceneRuntime(scene: try scene("1e9"))
        var refusal: String?
        for sample in huge.samples where refusal == nil {
            do { _ = try huge.frame(for: sample) } catch { refusal = "\(error)" }
        }
        let text = try #require(refusal)
        #expect(text.hasPrefix("frame 1 (offset x 0.0, y 483.3), pane 'cards', cell 0-0: placed "), "\(text)")
        #expect(text.contains("more than the 1000000 points reel draws"))
        #expect(text.hasSuffix("(scene cards.yaml)"))
        // `reel dump` runs the same checks.
        #expect(throws: ReelError.self) { try Dump.json(of: try scene("1e9")) }
    }

    @Test func fontSizesPastAThousandPointsAreRefusedAtTheKey() {
        #expect(
            failure("panes: [{ layout: flow }]\nstyles: { cell: { fontSize: 1000000 } }\n")
                == "scene.yaml:2:29: 'fontSize' in styles.cell is 1000000 points; fonts are drawn up to 1000 points")
    }

    @Test func foundationFileErrorsReadAsWords() {
        let denied = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
        #expect(FileErrorText.reason(denied) == "permission denied")
        let bare = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue)
        #expect(FileErrorText.reason(bare).hasPrefix("the file could not be written"))
        #expect(FileErrorText.reason(CocoaError(.fileWriteOutOfSpace)) == "no space left on the device")
        #expect(
            FileErrorText.reason(NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))) == "no space left on device")
        #expect(FileErrorText.reason(ReelError.invalidOption("x")) == "x")
    }
}
