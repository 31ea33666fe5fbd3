import Foundation
import HeadlessUI
import Synchronization
import Testing

/// UIKit's order of a layout pass (WWDC 2015 "Mysteries of Auto Layout, Part 2"): constraints
/// are updated from the leaves up, then views are laid out from the top down.
@Suite struct LayoutPassTests {
    final class Recorder: Sendable {
        let calls = Mutex<[String]>([])
        func record(_ call: String) { calls.withLock { $0.append(call) } }
        func take() -> [String] {
            calls.withLock { calls in
                defer { calls = [] }; return calls
            }
        }
    }

    final class RecordingView: View {
        let name: String
        let recorder: Recorder

        init(_ name: String, _ recorder: Recorder) {
            self.name = name
            self.recorder = recorder
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        }

        required init?(coder: NSCoder) { nil }

        override func updateConstraints() {
            recorder.record("update " + name)
            super.updateConstraints()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            recorder.record("layout " + name)
        }
    }

    @Test func constraintsUpdateBottomUpBeforeLayoutRunsTopDown() {
        let recorder = Recorder()
        let root = RecordingView("root", recorder)
        let a = RecordingView("a", recorder)
        let b = RecordingView("b", recorder)
        let c = RecordingView("c", recorder)
        root.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        root.layoutIfNeeded()
        // New views need both: every view's constraints, children first, then every layout, parents first.
        #expect(
            recorder.take() == [
                "update b", "update c", "update a", "update root", "layout root", "layout a", "layout b", "layout c",
            ])
        // Nothing changed: nothing runs.
        root.layoutIfNeeded()
        #expect(recorder.take().isEmpty)
        c.setNeedsUpdateConstraints()
        a.setNeedsUpdateConstraints()
        b.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(recorder.take() == ["update c", "update a", "layout b"])
        #expect(!a.needsUpdateConstraints())
        // updateConstraintsIfNeeded() updates without laying out.
        b.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        #expect(recorder.take() == ["update b"])
    }

    @Test func aSizeChangeLaysTheViewOutAgain() {
        let recorder = Recorder()
        let root = RecordingView("root", recorder)
        let child = RecordingView("child", recorder)
        root.addSubview(child)
        root.layoutIfNeeded()
        _ = recorder.take()
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.layoutIfNeeded()
        #expect(recorder.take() == ["layout child"])
        // Moving without resizing needs no layout.
        child.center = CGPoint(x: 70, y: 70)
        root.layoutIfNeeded()
        #expect(recorder.take().isEmpty)
    }

    @Test func layoutSubviewsSeesTheSubviewsFramesFromTheEngine() {
        final class Container: View {
            var seen: CGRect = .null
            let child = View()
            override init(frame: CGRect) {
                super.init(frame: frame)
                child.translatesAutoresizingMaskIntoConstraints = false
                addSubview(child)
                LayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                    child.topAnchor.constraint(equalTo: topAnchor, constant: 5),
                    child.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
                    child.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                seen = child.frame
            }
        }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        container.layoutIfNeeded()
        #expect(container.seen == CGRect(x: 5, y: 5, width: 60, height: 10))
    }

    @Test func anUnsatisfiableSetIsLoggedAsUIKitLogsItAndTheLastConstraintIsBroken() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = constrainedView(in: root)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let log = capturingLayoutLog {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
            ])
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        let message = log.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(
            message.contains("Probably at least one of the constraints in the following list is one you don't want."))
        // The list holds just the two conflicting constraints, in UIKit's description.
        let list = message.components(separatedBy: "(\n").dropFirst().first?.components(separatedBy: "\n)").first ?? ""
        #expect(list.components(separatedBy: "\n").count == 2)
        #expect(list.contains("'narrow' UIView:0x") && list.contains(".width == 100   (active)>"))
        #expect(list.contains("'wide' UIView:0x") && list.contains(".width == 200   (active)>"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
        let broken = message.components(separatedBy: "breaking constraint \n").last ?? ""
        #expect(broken.hasPrefix("<NSLayoutConstraint:") && broken.contains("'wide'"))
        #expect(message.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        // It keeps going without the broken constraint.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func aTranslatingViewInAConflictIsListedWithItsAutoresizingConstraint() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        let log = capturingLayoutLog {
            view.widthAnchor.constraint(equalToConstant: 80).isActive = true
            root.layoutIfNeeded()
        }
        let message = log.first ?? ""
        #expect(
            message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(message.contains("<NSAutoresizingMaskLayoutConstraint:0x") && message.contains("h=--& v=--&"))
        #expect(message.contains(".width == 50   (active, names: '|':UIView:0x"))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }
}
