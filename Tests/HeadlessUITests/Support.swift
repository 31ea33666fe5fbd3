import Foundation
import HeadlessUI
import Synchronization

/// A view with a fixed intrinsic content size, as a label or an image view reports one.
final class SizedView: View {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        size = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { size }
}

/// A plain view that opts out of autoresizing, added to `superview`.
func constrainedView(in superview: View) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// The messages Auto Layout logs while `body` runs.
func capturingLayoutLog(_ body: () throws -> Void) rethrows -> [String] {
    let lines = Mutex<[String]>([])
    try LayoutDiagnostics.$log.withValue({ message in lines.withLock { $0.append(message) } }) {
        try body()
    }
    return lines.withLock { $0 }
}
