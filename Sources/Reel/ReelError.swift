import Foundation

/// Errors of the render driver and its writers. Scene problems are ``SceneError``s.
public enum ReelError: Error, CustomStringConvertible, Sendable {
    /// A file or folder could not be written: the path, then the reason.
    case cannotWrite(String, String)
    /// A layout produced a value that cannot be drawn.
    case invalidFrame(frame: Int, offset: String, pane: String, element: String, problem: String)
    /// Drawing a frame failed in cairo or the PNG encoder: the scene file, the frame, its
    /// offsets and cairo's words.
    case drawingFailed(scene: String, frame: Int, offset: String, problem: String)
    /// A whole-run output (an animation, a sheet) could not take a frame, or could not be
    /// finished: the scene file, the output's file, the frame (nil when finishing) and the
    /// encoder's words.
    case outputFailed(scene: String, output: String, frame: Int?, problem: String)
    /// An option value that makes no sense (or options that cannot be combined); the message says
    /// which and what to pass instead.
    case invalidOption(String)
    /// An output needs a program that is not installed (`ffmpeg` for `--format mp4`); the
    /// message says how to install it.
    case missingTool(String)

    /// The message `reel` prints: the path and reason, the frame, offset, pane and element with the
    /// problem, or the option message as given.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        case .invalidFrame(let frame, let offset, let pane, let element, let problem):
            "frame \(frame) (offset \(offset)), pane '\(pane)', \(element): \(problem)"
        case .drawingFailed(let scene, let frame, let offset, let problem):
            "\(scene): frame \(frame) (offset \(offset)): drawing failed: \(problem)"
        case .outputFailed(let scene, let output, let frame?, let problem):
            "\(scene): \(output): frame \(frame): \(problem)"
        case .outputFailed(let scene, let output, nil, let problem):
            "\(scene): \(output): \(problem)"
        case .invalidOption(let message), .missingTool(let message):
            message
        }
    }
}
