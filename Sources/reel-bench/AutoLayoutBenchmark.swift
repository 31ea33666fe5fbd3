import CollectionLayout
import Foundation
import HeadlessUI

/// The Auto Layout engine on self-sizing cells: `systemLayoutSizeFitting` of one cell at a
/// required width (320) and the fitting priority for its height — a new cell each time, so the
/// engine is built from the cell's constraints and solved — then a 1,000-cell list: each cell
/// fitted, given its size and laid out (`layoutIfNeeded()`), as a self-sizing list does.
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
        }
        return [
            "Auto Layout — self-sizing cells of 9 constraints, \(runs) runs, CPU time of one core",
            "  fit one new cell (target ≤ 50 µs):     " + perFit.microseconds,
            "  fit it again, one intrinsic changed:   " + refit.microseconds,
            "  1,000 cells fitted:                    " + listFit.milliseconds,
            "  1,000 cells fitted and laid out (≤ 150 ms): " + listLayout.milliseconds,
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
