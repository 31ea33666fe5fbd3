import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import UIKitLayouts

/// A scene made live: one collection view per pane with its layout installed, and the sampled
/// offsets. Layout objects have state, as in UIKit, so a runtime is used on one task only.
public final class SceneRuntime {
    /// The scene this runtime plays.
    public let scene: Scene
    /// One collection view per pane, in pane order, sized to the pane's frame with its layout installed.
    public let collectionViews: [CollectionView]
    /// Every frame's index, time and per-pane content offsets, in frame order.
    public let samples: [FrameSample]
    /// The source of frames when the scene names a Swift layout: its layouts then run outside
    /// this process (``SwiftLayoutHost``) and ``collectionViews`` is empty.
    public let external: (any SceneFrameSource)?

    /// Builds every pane's layout and samples the scroll track. Layout parameter errors are
    /// reported at the parameter's line and column.
    ///
    /// - Parameters:
    ///   - scene: The scene to play.
    ///   - layouts: The layouts its panes may name (the built-in ones unless a test or tool adds
    ///     its own).
    ///   - swiftLayouts: What runs a scene that names a Swift layout (`ReelPreview`'s
    ///     `PreviewLayoutHost` in the `reel` tool); nil refuses such a scene.
    /// - Throws: ``SceneError`` for an unknown layout, a bad parameter, or a Swift layout without
    ///   `swiftLayouts`, at its place in the scene file; what `swiftLayouts` throws.
    ///   - appCells: In a preview child, what registers a pane's cell class (`cells: {swift: …,
    ///     class: …}`) on its collection view and makes its cells; nil sends such a scene to
    ///     `swiftLayouts`, as a Swift layout is.
    public init(
        scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
        swiftLayouts: (any SwiftLayoutHost)? = nil, appCells: AppCells? = nil
    ) throws {
        self.scene = scene
        if let index = scene.panes.firstIndex(where: { $0.swiftLayout != nil && !$0.sectionTracks.isEmpty }) {
            throw SceneError(
                at: scene.panes[index].sectionTracks[0].sectionLocation, file: scene.sourceFile ?? scene.name,
                message: "pane '\(scene.panes[index].name)' runs a Swift layout; section tracks move the sections "
                    + "of the built-in 'compositional' layout only")
        }
        if let index = scene.panes.firstIndex(where: {
            $0.swiftLayout != nil || ($0.cellClass != nil && appCells == nil)
        }
        ) {
            guard let host = swiftLayouts else {
                let pane = scene.panes[index]
                if pane.swiftLayout == nil, let cellClass = pane.cellClass {
                    throw SceneError(
                        at: cellClass.classLocation ?? scene.layoutLocations[index],
                        file: scene.sourceFile ?? scene.name,
                        message: "pane '\(pane.name)' names a Swift cell class ('\(cellClass.className)'); only the "
                            + "reel tool builds Swift cells (run this scene with `reel`)")
                }
                throw SceneError(
                    at: scene.layoutLocations[index], file: scene.sourceFile ?? scene.name,
                    message: "pane '\(pane.name)' names a Swift layout "
                        + "('\(pane.layout)'); only the reel tool builds Swift layouts "
                        + "(run this scene with `reel`)")
            }
            let source = try host.frameSource(for: scene)
            external = source
            collectionViews = []
            samples = source.samples
            playbacks = []
            return
        }
        external = nil
        var countSources: [UpdatePlayback.DataSource] = []
        var views: [CollectionView] = []
        var cellMakers: [AppCellMaker?] = []
        for (index, pane) in scene.panes.enumerated() {
            guard let descriptor = layouts.first(where: { $0.name == pane.layout }) else {
                throw SceneError(
                    at: scene.layoutLocations[index], file: scene.sourceFile ?? scene.name,
                    message: "unknown layout '\(pane.layout)'; known layouts: "
                        + layouts.map(\.name).joined(separator: ", "))
            }
            // The pane's Dynamic Type size holds while its layout is built and laid out (a
            // self-sizing cell's fonts, `UIFont.preferredFont(forTextStyle:)`).
            let view = try ContentSizeCategory.$current.withValue(pane.contentSizeCategory ?? .large) {
                let built: BuiltLayout
                do {
                    built = try descriptor.build(LayoutParameters(pane.parameters))
                } catch let error as LayoutConfigurationError {
                    throw scene.error(for: error, inPane: index)
                }
                let view = CollectionView(
                    frame: CGRect(origin: .zero, size: pane.frame.size), collectionViewLayout: built.layout,
                    itemCounts: pane.itemCounts)
                pane.applyViewSettings(to: view)
                built.configure(view)
                let makeCell = try pane.cellClass.flatMap { _ in try appCells?(index, view) }
                cellMakers.append(makeCell)
                // An app's collection view always has a data source, and layouts ask it for counts
                // (`collectionView.dataSource?.collectionView(_:numberOfItemsInSection:)`, as
                // ParabolicMovementLayout does): the scene's counts stand in for the app's. Set after
                // the delegate, as an app's view controller does, so that the reload it causes
                // reaches a layout that reads the delegate when invalidated (UICollectionViewSplitLayout).
                if view.dataSource == nil {
                    let counts = UpdatePlayback.DataSource(
                        counts: pane.itemCounts, cells: pane.cells, makeCell: makeCell)
                    countSources.append(counts)
                    counts.register(on: view)
                    view.dataSource = counts
                }
                view.layoutIfNeeded()
                if let problem = built.check(view) { throw scene.error(for: problem, inPane: index) }
                return view
            }
            views.append(view)
        }
        collectionViews = views
        self.countSources = countSources
        let samples = try Reel.samples(for: scene, collectionViews: views)
        self.samples = samples
        playbacks = try scene.panes.enumerated().map { index, pane in
            guard !pane.updates.isEmpty else { return nil }
            return try UpdatePlayback(
                pane: pane, paneIndex: index, view: views[index], samples: samples,
                file: scene.sourceFile ?? scene.name, makeCell: cellMakers[index])
        }
    }

    /// Each pane's batch updates, ready to play (nil for a pane without `updates`).
    private let playbacks: [UpdatePlayback?]
    /// The stand-in data sources that answer each pane's item counts (views hold them weakly).
    private var countSources: [UpdatePlayback.DataSource] = []
    /// The attributes of the last ``frame(for:)``, by pane, in the order of its elements: what a
    /// preview child applies to the app's cells before it captures them.
    public private(set) var lastAttributes: [[CollectionViewLayoutAttributes]] = []

    /// Scrolls every pane to `sample`'s offsets and captures what the layouts return, checking
    /// every number is finite. In the `content` view the layout is asked for the whole content.
    public func frame(for sample: FrameSample) throws -> FrameState {
        if let external { return try external.frame(for: sample) }
        var panes: [PaneFrame] = []
        lastAttributes = []
        for (index, view) in collectionViews.enumerated() {
            let category = scene.panes[index].contentSizeCategory ?? .large
            panes.append(try ContentSizeCategory.$current.withValue(category) { try paneFrame(index, view, sample) })
        }
        return FrameState(index: sample.index, time: sample.time, panes: panes)
    }

    /// One pane's state at `sample`.
    private func paneFrame(_ index: Int, _ view: CollectionView, _ sample: FrameSample) throws -> PaneFrame {
        let offset = index < sample.offsets.count ? sample.offsets[index] : .zero
        let playback = index < playbacks.count ? playbacks[index] : nil
        let animated = playback?.prepare(view, for: sample)
        view.contentOffset = offset
        if let sections = sample.sectionOffsets, index < sections.count,
            let layout = view.collectionViewLayout as? CollectionViewCompositionalLayout
        {
            for (section, sectionOffset) in sections[index] {
                layout.setOrthogonalOffset(CGFloat(sectionOffset), forSection: section)
            }
        }
        // UIDynamics: the frame's offset first (a layout may displace items on the bounds
        // change), then the springs run for the time since the last frame.
        view.advanceDynamics(to: sample.time)
        view.layoutIfNeeded()
        let layout = view.collectionViewLayout
        let attributes: [CollectionViewLayoutAttributes]
        switch scene.view {
        case _ where animated != nil:
            attributes = animated ?? []
        case .screen:
            attributes = view.layoutAttributesForVisibleElements()
        case .content:
            let probe = PaneFrame(
                name: "", contentOffset: offset, contentSize: view.contentSize, boundsSize: view.bounds.size,
                contentInset: view.adjustedContentInset, elements: [])
            attributes = view.layoutAttributesForElements(inContentRect: probe.contentExtent)
        }
        let name = scene.panes[index].name
        let elements = try attributes.map { attribute in
            let snapshot = ElementSnapshot(attribute, layout: layout)
            if let problem = snapshot.firstNonFiniteValue {
                throw invalidFrame(
                    sample, offset: offset, pane: name, snapshot,
                    problem: "layout returned a non-finite value: \(problem)")
            }
            return snapshot
        }
        let events = (layout as? LayoutEventReporting)?.takeEventDescriptions() ?? []
        let pane = PaneFrame(
            name: name, contentOffset: offset, contentSize: view.contentSize, boundsSize: view.bounds.size,
            contentInset: view.adjustedContentInset, elements: elements, events: events)
        for snapshot in elements {
            if let problem = DrawableRange.problem(snapshot, in: pane, view: scene.view) {
                throw invalidFrame(sample, offset: offset, pane: name, snapshot, problem: problem)
            }
        }
        lastAttributes.append(attributes)
        return pane
    }

    private func invalidFrame(
        _ sample: FrameSample, offset: CGPoint, pane: String, _ snapshot: ElementSnapshot, problem: String
    ) -> ReelError {
        .invalidFrame(
            frame: sample.index, offset: Self.describe(offset), pane: pane,
            element: "\(snapshot.category) \(snapshot.section)-\(snapshot.item)",
            problem: "\(problem) (scene \(scene.sourceFile ?? scene.name))")
    }

    /// `x 0.0, y 120.5`-style text for messages and captions.
    public static func describe(_ offset: CGPoint) -> String {
        "x \(NumberText.oneDecimal(offset.x)), y \(NumberText.oneDecimal(offset.y))"
    }
}
