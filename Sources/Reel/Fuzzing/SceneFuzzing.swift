import Foundation
import Layouts

/// What the scene reader's fuzz target runs for one input (`make fuzz`, docs/fuzzing.md): read the
/// bytes as a scene, then, when they are one, build its layouts and run the first frames through
/// the layouts, the drawable-range checks and the compositor, as `reel render` does before it
/// draws. Errors are the expected outcome for most inputs; a trap, a hang or a huge allocation is
/// what the fuzzer looks for.
public enum SceneFuzzing {
    /// The frames of a scene that are laid out and composited per input.
    public static let framesPerInput = 3

    /// Runs one input; returns how far it got, for tests (`.unreadable`, `.refused`, `.composited`).
    @discardableResult
    public static func run(_ data: Data, budgets: ResourceBudgets = .current) -> Outcome {
        guard let text = String(data: data, encoding: .utf8) else { return .unreadable }
        let scene: Scene
        do {
            scene = try Scene.parse(text, file: "fuzz.yaml", budgets: budgets)
        } catch {
            return .refused(String(describing: error))
        }
        do {
            let runtime = try SceneRuntime(scene: scene)
            let compositor = Compositor(scene: scene)
            for sample in runtime.samples.prefix(framesPerInput) {
                let state = try runtime.frame(for: sample)
                _ = compositor.displayList(for: state)
            }
            return .composited
        } catch {
            return .refused(String(describing: error))
        }
    }

    /// How far an input got.
    public enum Outcome: Hashable, Sendable {
        /// Not UTF-8 text.
        case unreadable
        /// Refused with this message (a scene error, a layout error, a frame error).
        case refused(String)
        /// Read, laid out and composited.
        case composited
    }
}
