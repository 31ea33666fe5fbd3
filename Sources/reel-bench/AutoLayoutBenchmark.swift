import CollectionLayout
import Foundation
import HeadlessUI
import UIKitLayouts

/// The Auto Layout engine on self-sizing cells: `systemLayoutSizeFitting` of one cell at a
/// required width (320) and the fitting priority for its height — a new cell each time, so the
/// engine is built from the cell's constraints and solved — then a 1,000-cell list: each cell
/// fitted, given its size and laid out (`layoutIfNeeded()`), as a self-sizing list does; and the
/// same 1,000 cells as a collection view's flow layout sizes them (`estimatedItemSize`, a data
/// source that dequeues and configures each cell, the preferred-attributes round trip), timed
/// to the end of its first layout pass.
///
/// A cell is an icon (44 × 44), a title (intrinsic 180 × 20) and a detail line (120 × 16) in
/// the content view, with 9 constraints; fitted it is 12 + 20 + 4 + 16 + 12 = 64 tall.
struct AutoLayoutBenchmark {
    let runs: Int
    var fitsPerRun = 2_000

    func report() throws -> [String] {
        let check = AutoLayoutBenchCell(frame: .zero).fittedSize()
        guard check == CGSize(width: 320, height: 64) else {
            throw BenchCell.Failure(message: "the Auto Layout bench cell fitted to \(check), not 320 × 64")
        }
        var perFit = BenchSamples()
        var refit = BenchSamples()
        var listFit = BenchSamples()
        var listLayout = BenchSamples()
        var flowList = BenchSamples()
        for _ in 0..<runs {
            let cells = (0..<fitsPerRun).map { _ in AutoLayoutBenchCell(frame: .zero) }
            let start = BenchClock.threadCPU()
            for cell in cells { _ = cell.fittedSize() }
            perFit.add((BenchClock.threadCPU() - start) / Double(fitsPerRun))
            // The same cells again, with another text width: the engine is patched, not rebuilt.
            let refitStart = BenchClock.threadCPU()
            for (offset, cell) in cells.enumerated() {
                cell.detail.size.width = CGFloat(100 + offset % 40)
                _ = cell.fittedSize()
            }
            refit.add((BenchClock.threadCPU() - refitStart) / Double(fitsPerRun))

            let list = (0..<1_000).map { item -> AutoLayoutBenchCell in
                let cell = AutoLayoutBenchCell(frame: .zero)
                cell.title.size.width = CGFloat(120 + item % 100)
                return cell
            }
            let listStart = BenchClock.threadCPU()
            var sizes: [CGSize] = []
            sizes.reserveCapacity(list.count)
            for cell in list { sizes.append(cell.fittedSize()) }
            let fitted = BenchClock.threadCPU()
            var y: CGFloat = 0
            for (cell, size) in zip(list, sizes) {
                cell.frame = CGRect(origin: CGPoint(x: 0, y: y), size: size)
                cell.layoutIfNeeded()
                y += size.height
            }
            let laidOut = BenchClock.threadCPU()
            listFit.add(fitted - listStart)
            listLayout.add(laidOut - listStart)
            guard y == 64_000, list[7].title.frame == CGRect(x: 72, y: 12, width: 127, height: 20) else {
                throw BenchCell.Failure(
                    message: "the 1,000-cell list laid out wrongly (\(y) tall, \(list[7].title.frame))")
            }

            let source = SelfSizingBenchSource(count: 1_000)
            let layout = CollectionViewFlowLayout()
            layout.estimatedItemSize = CGSize(width: 320, height: 44)
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 640), collectionViewLayout: layout)
            view.register(AutoLayoutBenchCell.self, forCellWithReuseIdentifier: "row")
            view.dataSource = source
            let flowStart = BenchClock.threadCPU()
            view.layoutIfNeeded()
            flowList.add(BenchClock.threadCPU() - flowStart)
            // 1,000 rows 64 tall, 10 apart; 320 wide, the estimate's width (only an inequality on the
            // title's trailing edge bounds it, so the fitting priority pulls it to the estimate).
            let row = view.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
            guard view.contentSize.height == 73_990, row == CGRect(x: 0, y: 518, width: 320, height: 64) else {
                throw BenchCell.Failure(
                    message:
                        "the flow layout sized the 1,000 cells wrongly (\(view.contentSize), row 7 \(String(describing: row)))"
                )
            }
        }
        return [
            "Auto Layout — self-sizing cells of 9 constraints, \(runs) runs, CPU time of one core",
            "  fit one new cell (target ≤ 50 µs):     " + perFit.microseconds,
            "  fit it again, one intrinsic changed:   " + refit.microseconds,
            "  1,000 cells fitted:                    " + listFit.milliseconds,
            "  1,000 cells fitted and laid out (≤ 150 ms): " + listLayout.milliseconds,
            "  1,000 cells sized by a flow layout (≤ 150 ms): " + flowList.milliseconds,
        ]
    }
}

/// A view of a fixed intrinsic size (standing in for a label or an image view).
final class BenchIntrinsicView: View {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// The benchmark's cell: icon, title and detail, 9 constraints on the content view.
final class AutoLayoutBenchCell: CollectionViewCell {
    let icon = BenchIntrinsicView(44, 44)
    let title = BenchIntrinsicView(180, 20)
    let detail = BenchIntrinsicView(120, 16)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [icon, title, detail] { contentView.addSubview(view) }
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            icon.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// The cell's size at a required width of 320 and the fitting priority for its height.
    func fittedSize() -> CGSize {
        systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }
}

/// The data source of the flow list: each row dequeues the bench cell and sets its title's
/// width, as a view controller configures a reused cell.
final class SelfSizingBenchSource: CollectionViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        (cell as? AutoLayoutBenchCell)?.title.size.width = CGFloat(120 + indexPath.item % 100)
        return cell
    }
}
