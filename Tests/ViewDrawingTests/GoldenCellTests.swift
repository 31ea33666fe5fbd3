import Canvas
import Foundation
import ImageCodecs
import TestSupport
import Testing
import UIKit
import ViewCapture
import ViewDrawing

/// Whole cells drawn and compared with the PNGs in `Fixtures/view-drawing/`, which were looked
/// at before they were committed. `REEL_RECORD` (`missing` by default, `never` on CI, `all` to
/// re-record) says whether a missing or changed golden is written.
@Suite struct GoldenCellTests {
    static let folder = PackagePaths.root.appendingPathComponent("Fixtures/view-drawing")

    /// Draws `view` at scale 2 over `background` and compares it with the golden `name`.png:
    /// every pixel within 3 levels per channel (cairo's antialiasing may move by a level
    /// between versions).
    func expectGolden(_ name: String, _ view: UIView, appearance: UIUserInterfaceStyle = .light, background: Color)
        throws
    {
        let rendered = try ViewCapture(appearance: appearance)
            .image(of: view, renderer: LayerRenderer(scale: 2), background: background)
        #expect(rendered.notes.isEmpty, "\(rendered.notes)")
        let png = try rendered.image.pngData()
        let file = Self.folder.appendingPathComponent("\(name).png")
        let mode = ProcessInfo.processInfo.environment["REEL_RECORD"] ?? "missing"
        let exists = FileManager.default.fileExists(atPath: file.path)
        if mode == "all" || (!exists && mode != "never") {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try png.write(to: file)
            Issue.record("recorded the golden \(file.path): look at it, then run the test again")
            return
        }
        let expected = try ImageSurface.decodePNG(try Data(contentsOf: file)).pixels()
        let actual = try rendered.image.pixels()
        try #require(expected.width == actual.width && expected.height == actual.height)
        var differing = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let (a, e) = (actual[x, y], expected[x, y])
                if max(
                    abs(Int(a.red) - Int(e.red)), abs(Int(a.green) - Int(e.green)), abs(Int(a.blue) - Int(e.blue)),
                    abs(Int(a.alpha) - Int(e.alpha))) > 3
                {
                    differing += 1
                }
            }
        }
        if differing > 0 {
            let actualFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png")
            try png.write(to: actualFile)
            Issue.record(
                "\(differing) pixels of \(name) differ from \(file.path); the drawing is at \(actualFile.path)")
        }
    }

    @Test func feedCardLight() throws {
        let cell = CellFixtures.card(
            title: "Morning run by the river",
            subtitle: "5.2 km along the embankment, then back through the park at dawn")
        let frame = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        cell.frame.origin = CGPoint(x: 16, y: 16)
        frame.addSubview(cell)
        try expectGolden("feed-card-light", frame, background: Color(red255: 242, green: 242, blue: 247))
    }

    @Test func feedCardDark() throws {
        let cell = CellFixtures.card(
            title: "Morning run by the river",
            subtitle: "5.2 km along the embankment, then back through the park at dawn")
        let frame = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        frame.backgroundColor = .systemGroupedBackground
        cell.frame.origin = CGPoint(x: 16, y: 16)
        frame.addSubview(cell)
        try expectGolden("feed-card-dark", frame, appearance: .dark, background: .black)
    }

    @Test func listCells() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 160))
        root.backgroundColor = .systemGroupedBackground
        let rows: [(UIListContentConfiguration, String, String?, String?)] = [
            (.cell(), "Inbox", nil, "tray"),
            (.subtitleCell(), "Drafts", "3 unsent messages", "doc.text"),
            (.valueCell(), "Storage", "12.4 GB", nil),
        ]
        for (index, row) in rows.enumerated() {
            let cell = UICollectionViewListCell(
                frame: CGRect(x: 16, y: 8 + CGFloat(index) * 50, width: 358, height: 48))
            cell.backgroundColor = .secondarySystemGroupedBackground
            cell.layer.cornerRadius = 10
            var content = row.0
            content.text = row.1
            content.secondaryText = row.2
            content.image = row.3.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            cell.layoutIfNeeded()
            root.addSubview(cell)
        }
        try expectGolden("list-cells", root, background: .white)
    }

    @Test func progressRing() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        view.backgroundColor = .white
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: 60, y: 60), radius: 44, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let track = CAShapeLayer()
        track.path = circle.cgPath
        track.fillColor = UIColor.clear.cgColor
        track.strokeColor = UIColor.systemGray5.cgColor
        track.lineWidth = 12
        view.layer.addSublayer(track)
        let progress = CAShapeLayer()
        progress.path = circle.cgPath
        progress.fillColor = UIColor.clear.cgColor
        progress.strokeColor = UIColor.systemBlue.cgColor
        progress.lineWidth = 12
        progress.lineCap = .round
        progress.strokeEnd = 0.7
        view.layer.addSublayer(progress)
        let label = UILabel(frame: view.bounds)
        label.text = "70%"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 22, weight: .bold)
        view.addSubview(label)
        try expectGolden("progress-ring", view, background: .white)
    }

    @Test func layerShowcase() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 160))
        root.backgroundColor = .white

        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 16, y: 16, width: 110, height: 60)
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 12
        root.layer.addSublayer(gradient)

        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 140, y: 16, width: 110, height: 60)
        shape.path = UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 102, height: 52), cornerRadius: 26).cgPath
        shape.fillColor = UIColor.systemYellow.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 3
        shape.lineDashPattern = [8, 4]
        root.layer.addSublayer(shape)

        let avatar = UIView(frame: CGRect(x: 264, y: 16, width: 60, height: 60))
        avatar.backgroundColor = .systemTeal
        avatar.layer.cornerRadius = 30
        avatar.layer.borderWidth = 3
        avatar.layer.borderColor = UIColor.white.cgColor
        avatar.layer.shadowOpacity = 0.4
        avatar.layer.shadowRadius = 6
        avatar.layer.shadowOffset = CGSize(width: 0, height: 3)
        root.addSubview(avatar)

        let badge = UILabel(frame: CGRect(x: 334, y: 30, width: 40, height: 30))
        badge.text = "99+"
        badge.textAlignment = .center
        badge.textColor = .white
        badge.font = .boldSystemFont(ofSize: 13)
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 15
        badge.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        badge.clipsToBounds = true
        root.addSubview(badge)

        let symbol = UIImageView(frame: CGRect(x: 16, y: 92, width: 80, height: 52))
        symbol.image = UIImage(systemName: "heart.fill")
        symbol.tintColor = .systemRed
        root.addSubview(symbol)

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 110, y: 96, width: 120, height: 44)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        button.setTitle("Follow", for: .normal)
        button.setTitleColor(.white, for: .normal)
        root.addSubview(button)

        let truncated = UILabel(frame: CGRect(x: 244, y: 92, width: 130, height: 52))
        truncated.numberOfLines = 2
        truncated.font = .systemFont(ofSize: 13)
        truncated.text = "A long caption that wraps onto a second line and is then cut short"
        truncated.textColor = .secondaryLabel
        root.addSubview(truncated)

        try expectGolden("layer-showcase", root, background: .white)
    }
}
