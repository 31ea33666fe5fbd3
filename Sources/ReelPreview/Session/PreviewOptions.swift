import Foundation
import Layouts
import Reel

/// What `reel preview` was asked: the files, the class, the collection view, the offsets and
/// the outputs. A watcher keeps one and calls ``PreviewSession/run(_:)`` again after a save.
public struct PreviewOptions: Sendable {
    /// Swift files and folders (folders give their `.swift` files).
    public var paths: [String]
    /// The layout class, or nil for the only one.
    public var layoutClass: String?
    /// The initializer's arguments (`itemSize: CGSize(width: 200, height: 300)`), or nil for `init()`.
    public var initArguments: String?
    /// A class of the files to make and give the layout as its delegate, or nil.
    public var delegateClass: String?
    /// Whether stand-ins are made for the delegates and data sources the layout leaves nil
    /// (default true; `--no-stand-ins` turns them off).
    public var standIns = true
    /// Properties of the layout to set, by name (`--set NAME=VALUE`), as a scene's `parameters`.
    public var parameters: [String: ParameterValue] = [:]
    /// Items per section. Default one section of 30.
    public var itemCounts: [Int] = [30]
    /// Whether ``itemCounts`` was asked for (`--items`). When it was not and the default items
    /// all fit in the view, so that nothing would scroll, the preview shows more
    /// (``PreviewSession/moreItems``).
    public var itemCountsGiven = false
    /// The collection view's (and canvas's) size in points. Default 390 × 844.
    public var size = CGSize(width: 390, height: 844)
    /// Pixels per point. Default 2.
    public var scale = 2.0
    /// Where the sweep starts (nil: the start of the content).
    public var from: Double?
    /// Where the sweep ends (nil: the end of the content).
    public var to: Double?
    /// Exact offsets along the axis instead of a sweep.
    public var offsets: [Double]?
    /// The scroll axis, or nil for the layout's (horizontal when only the content's width exceeds the view).
    public var axis: ScrollAxis?
    /// Frames of the sweep. Default 60.
    public var frames = 60
    /// The outputs. Default flipbook and contact sheet.
    public var outputs: Set<OutputKind> = [.flipbook, .contactSheet]
    /// Variants to draw side by side (`--variants`): devices, direction, appearance, Dynamic Type,
    /// item counts; none draws the one view of `size`.
    public var variants: [SceneVariant] = []
    /// The output folder, or nil for `out/preview/CLASS`.
    public var outputDirectory: URL?
    /// Whether a preview whose frames show no element is accepted (`--allow-empty`); otherwise
    /// `reel preview` reports it and exits 1.
    public var allowsEmpty = false
    /// Rendering jobs.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Progress output while rendering.
    public var progress: ProgressReporter.Mode = .automatic
    /// Called with each frame's PNG as soon as it is drawn (``RenderOptions/frameObserver``): how
    /// the watch page shows the first frames while the rest are drawn.
    public var frameObserver: (@Sendable (DrawnFrame) -> Void)?
    /// The cache and limits.
    public var settings = PreviewSettings()
    /// How elements are drawn (`--draw`); nil: the app's cells where the child captured them,
    /// boxes elsewhere.
    public var draw: DrawMode?
    /// The appearance the app's views are captured in (`--appearance`); nil: light.
    public var appearance: Appearance?

    /// Options for `paths` with every default.
    public init(paths: [String]) {
        self.paths = paths
    }

    /// How the preview makes `className`: ``initArguments``, ``delegateClass`` and ``standIns``.
    func setup(_ className: String) -> LayoutSetup {
        LayoutSetup(
            className: className, initArguments: initArguments, delegateClass: delegateClass, standIns: standIns)
    }

    /// The scene the preview renders: one pane filling the canvas with the Swift layout.
    func scene(className: String) -> Scene {
        let motion: ScrollMotion
        if let offsets, !offsets.isEmpty {
            motion = .keyframes(
                offsets.enumerated().map { Keyframe(frame: $0.offset, offset: .value($0.element)) },
                frames: offsets.count)
        } else {
            motion = .linear(
                from: from.map(TrackPosition.value) ?? .start, to: to.map(TrackPosition.value) ?? .end,
                spacing: .frames(frames))
        }
        let pane = PaneSpec(
            name: "pane", frame: CGRect(origin: .zero, size: size), layout: className, parameters: parameters,
            itemCounts: itemCounts,
            swiftLayout: SwiftLayoutReference(
                paths: paths, className: className, initArguments: initArguments,
                delegate: delegateClass.map { SwiftDelegateReference(className: $0) }, standIns: standIns))
        let scene = Scene(
            name: className, canvas: CanvasSpec(width: Double(size.width), height: Double(size.height), scale: scale),
            panes: [pane], sampling: SamplingSpec(motion: motion, axis: axis), outputs: outputs,
            // A library's layout may show dozens of elements at once: each its own colour.
            distinctColors: true, draw: draw, appearance: appearance ?? .light)
        // The one pane fills the canvas, so every variant applies (the only refusal is a device
        // for a pane with a frame of its own).
        return (try? scene.applyingVariants(variants)) ?? scene
    }
}
