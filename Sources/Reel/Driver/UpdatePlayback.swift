import CollectionLayout
import Foundation

/// A pane's batch updates made playable: a data source whose counts follow the frames, and each
/// update's animation, computed once, in frame order, so any frame can be rendered on its own.
final class UpdatePlayback {
    /// One update ready to play.
    struct Step {
        var frame: Int
        var time: Double
        var duration: Double
        var countsAfter: [Int]
        var animation: CollectionViewUpdateAnimation?
    }

    /// The counts the view shows; the view asks it instead of `itemCounts` (every pane's view has
    /// one, the scene's counts standing in for an app's data source).
    final class DataSource: CollectionViewDataSource {
        var counts: [Int]
        /// What the cells show (the pane's `cells`), or nil for plain cells.
        let cells: CellContentSpec?

        /// Makes the cell of an item from the app's cell class (a pane's `cells: {swift: …,
        /// class: …}` in a preview child), or nil for the built-in cells.
        let makeCell: AppCellMaker?

        init(counts: [Int], cells: CellContentSpec? = nil, makeCell: AppCellMaker? = nil) {
            self.counts = counts
            self.cells = cells
            self.makeCell = makeCell
        }

        /// Registers the content cell on `view` when the pane describes its cells.
        func register(on view: CollectionView) {
            guard cells != nil else { return }
            view.register(SceneContentCell.self, forCellWithReuseIdentifier: SceneContentCell.reuseIdentifier)
        }

        /// A cell showing the item's entry of the pane's `cells`; a plain cell without them.
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            if let makeCell { return makeCell(collectionView, indexPath) }
            guard let cells, let entry = cells.entry(forItem: indexPath.item) else {
                return collectionView.makeDefaultCell(for: indexPath)
            }
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: SceneContentCell.reuseIdentifier, for: indexPath)
            (cell as? SceneContentCell)?.configure(entry, padding: cells.padding, width: cells.width)
            return cell
        }

        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            counts.indices.contains(section) ? counts[section] : 0
        }
    }

    let dataSource: DataSource
    let initialCounts: [Int]
    let steps: [Step]

    /// The curve the animations follow: Core Animation's ease-in-ease-out, UIKit's default for
    /// view animations (the batch-update curve is not documented; docs/scene-format.md).
    static let curve = TimingCurve.easeInOut

    /// Runs every update of `pane` once on `view`, in order, at its frame's offset, and keeps
    /// the animations; then puts the view back to the pane's first counts.
    init(
        pane: PaneSpec, paneIndex: Int, view: CollectionView, samples: [FrameSample], file: String,
        makeCell: AppCellMaker? = nil
    ) throws {
        let dataSource = DataSource(counts: pane.itemCounts, cells: pane.cells, makeCell: makeCell)
        self.dataSource = dataSource
        self.initialCounts = pane.itemCounts
        dataSource.register(on: view)
        view.dataSource = dataSource
        var counts = pane.itemCounts
        var steps: [Step] = []
        for update in pane.updates {
            guard let sample = samples.first(where: { $0.index == update.frame }) else {
                throw SceneError(
                    at: update.location, file: file,
                    message: "the update at frame \(update.frame) of pane '\(pane.name)' is past the scene's last "
                        + "frame (\(max(0, samples.count - 1))); give a frame from 0 to \(max(0, samples.count - 1))")
            }
            let after: [Int]
            switch update.counts(after: counts) {
            case .success(let value): after = value
            case .failure(let error):
                throw SceneError(
                    at: update.location, file: file,
                    message: "the update at frame \(update.frame) of pane '\(pane.name)': \(error.message)")
            }
            dataSource.counts = counts
            view.reloadData()
            view.contentOffset = paneIndex < sample.offsets.count ? sample.offsets[paneIndex] : .zero
            view.layoutIfNeeded()
            view.performBatchUpdates {
                dataSource.counts = after
                view.deleteItems(at: update.delete)
                view.insertItems(at: update.insert)
                view.reloadItems(at: update.reload)
                for move in update.move { view.moveItem(at: move.from, to: move.to) }
            }
            steps.append(
                Step(
                    frame: update.frame, time: sample.time, duration: update.duration, countsAfter: after,
                    animation: view.lastUpdateAnimation))
            counts = after
        }
        self.steps = steps
        dataSource.counts = pane.itemCounts
        view.reloadData()
        view.contentOffset = .zero
        view.layoutIfNeeded()
    }

    /// Sets the counts of `sample`'s frame on `view` (reloading when they change) and returns
    /// the animated elements when the frame falls inside an update's animation, else nil.
    func prepare(_ view: CollectionView, for sample: FrameSample) -> [CollectionViewLayoutAttributes]? {
        let step = steps.last { $0.frame <= sample.index }
        let counts = step?.countsAfter ?? initialCounts
        if dataSource.counts != counts {
            dataSource.counts = counts
            view.reloadData()
        }
        guard let step, let animation = step.animation else { return nil }
        // Frame times are index / fps: compare with a tolerance so that the frame at exactly
        // the end of the duration shows the new layout.
        let linear = max(0, (sample.time - step.time) / step.duration)
        guard linear < 1 - 1e-9 else { return nil }
        view.layoutIfNeeded()
        return view.layoutAttributes(of: animation, atProgress: CGFloat(Self.curve.value(at: linear)))
    }
}
