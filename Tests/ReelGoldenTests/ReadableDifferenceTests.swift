import Foundation
import Reel
import Testing

@testable import ReelGolden

/// Failures people can read: one line per changed attribute, numbers rounded to what tells
/// them apart, and a headline that says what happened.
@Suite("Readable differences and headlines")
struct ReadableDifferenceTests {
    func element(
        y: Double = 0, x: Double = 0, size: CGSize = CGSize(width: 100, height: 40),
        transform: CGAffineTransform = .identity, transform3D: CATransform3D? = nil, alpha: Double = 1
    ) -> ElementSnapshot {
        ElementSnapshot(
            category: .cell, section: 0, item: 3, frame: CGRect(x: x, y: y, width: size.width, height: size.height),
            center: CGPoint(x: x + size.width / 2, y: y + size.height / 2), size: size, transform: transform,
            transform3D: transform3D ?? CATransform3DMakeAffineTransform(transform), alpha: alpha)
    }

    func differences(_ old: ElementSnapshot, _ new: ElementSnapshot, panes: [String] = ["list"]) -> [String] {
        let frame = { (element: ElementSnapshot) in
            FrameAttributes(
                key: "k",
                panes: panes.map {
                    PaneRecord(
                        name: $0, contentOffset: .zero, contentSize: CGSize(width: 100, height: 900),
                        elements: [element])
                })
        }
        return frame(new).differences(from: frame(old)).map(\.description)
    }

    @Test func aMoveIsOneFrameLineWithRoundedNumbers() {
        // The example: 123.99999999999999 → 113.71929210256917.
        #expect(
            differences(element(y: 123.99999999999999), element(y: 113.71929210256917)) == [
                "'list' cell 0-3: frame.y 124 → 113.72"
            ])
        // Several components of the frame: one line naming those that changed.
        #expect(
            differences(element(y: 10, x: 0), element(y: 12.5, x: 4)) == [
                "'list' cell 0-3: frame x 0, y 10 → x 4, y 12.5"
            ])
    }

    @Test func numbersGetTheDigitsThatTellThemApart() {
        #expect(AttributeComparison.pair(10, 10.004) == ("10", "10.004"))
        #expect(AttributeComparison.pair(0.1 + 0.2, 0.5) == ("0.3", "0.5"))
        #expect(AttributeComparison.pair(-0.001, 0) == ("-0.001", "0"))
        #expect(AttributeComparison.roundedText(-0.0001) == "0")
        #expect(AttributeComparison.roundedText(.infinity) == "inf")
    }

    @Test func aScaleIsOneTransformLineNotTheAffineAndThe3DEntries() {
        let before = element(transform: CGAffineTransform(scaleX: 0.8, y: 0.8))
        let after = element(transform: CGAffineTransform(scaleX: 0.75, y: 0.75))
        #expect(differences(before, after) == ["'list' cell 0-3: transform.scale 0.8 → 0.75"])
        let unequal = element(transform: CGAffineTransform(scaleX: 0.75, y: 0.5))
        #expect(differences(before, unequal) == ["'list' cell 0-3: transform.scale 0.8 → 0.75 × 0.5"])
    }

    @Test func rotationAndTranslationAreNamed() {
        let turned = element(transform: CGAffineTransform(rotationAngle: .pi / 12))
        #expect(differences(element(), turned) == ["'list' cell 0-3: transform.rotation 0° → 15°"])
        let both = element(transform: CGAffineTransform(rotationAngle: .pi / 2))
        var moved = both
        moved.transform = CGAffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 5, ty: 0)
        moved.transform3D = CATransform3DMakeAffineTransform(moved.transform)
        #expect(
            differences(both, moved) == [
                "'list' cell 0-3: transform scale 1, translation (0, 0) → scale 2, translation (5, 0)"
            ])
    }

    @Test func perspectiveIsNamedByTheMatrixEntry() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(
            differences(element(), element(transform3D: perspective)) == ["'list' cell 0-3: transform3D.m34 0 → -0.002"]
        )
    }

    @Test func aTransformChangeReportsTheCenterNotTheFrameThatFollows() {
        var before = element(y: 100, transform: CGAffineTransform(scaleX: 0.8, y: 0.8))
        var after = element(y: 110, transform: CGAffineTransform(scaleX: 0.75, y: 0.75))
        // Frames as UIKit derives them: the size scaled about the center.
        before.frame = CGRect(x: 10, y: 104, width: 80, height: 32)
        after.frame = CGRect(x: 12.5, y: 115, width: 75, height: 30)
        #expect(
            differences(before, after) == [
                "'list' cell 0-3: center.y 120 → 130", "'list' cell 0-3: transform.scale 0.8 → 0.75",
            ])
    }

    @Test func theHeadlineSaysWhatHappened() {
        let folder = URL(fileURLWithPath: "/tmp/set", isDirectory: true)
        let key = { (index: Int) in GoldenKey(rawValue: "pane-x0000-y00\(index)0") }
        let report = GoldenReport(
            directory: folder, scene: "cards", mode: .never,
            comparisons: [
                GoldenComparison(key: key(1), outcome: .failed), GoldenComparison(key: key(2), outcome: .failed),
                GoldenComparison(key: key(3), outcome: .failed), GoldenComparison(key: key(4), outcome: .missing),
            ] + (5...9).map { GoldenComparison(key: key($0), outcome: .matched) })
        #expect(
            report.headline()
                == "3 of 9 frames differ from their goldens, 1 has no golden — golden set /tmp/set (scene 'cards', record mode never)"
        )
        let message = report.message(
            relativeTo: nil, recordCommand: "reel verify s.yaml --golden /tmp/set --record missing")
        #expect(
            message.hasSuffix(
                "\n  record the missing golden: reel verify s.yaml --golden /tmp/set --record missing "
                    + "(record mode never: CI never records; record on a developer machine and commit)"))
        let one = GoldenReport(
            directory: folder, scene: "cards", mode: .missing,
            comparisons: [GoldenComparison(key: key(1), outcome: .failed)])
        #expect(one.headline().hasPrefix("1 of 1 frame differs from its golden — "))
        let fine = GoldenReport(
            directory: folder, scene: "cards", mode: .never,
            comparisons: [GoldenComparison(key: key(1), outcome: .matched)])
        #expect(fine.headline() == "golden set /tmp/set (scene 'cards', record mode never): 1 offset match")
    }

    @Test func snapshotTestingsRecordVariableIsReadAfterReels() throws {
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed", "CI": "true"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all", "REEL_RECORD": "never"]) == .never)
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "", "CI": "1"]) == .never)
        #expect(throws: GoldenError.invalidRecordMode("true")) {
            try RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "true"])
        }
    }
}
