// swift-format-ignore-file
import UIKit

/// A layout that watches its collection view's offset the Objective-C way, as FSPagerView's cells
/// watch their label's font: `addObserver(_:forKeyPath:options:context:)`, an
/// `observeValue(forKeyPath:of:change:context:)` override that checks its context, and
/// `removeObserver(_:forKeyPath:context:)`.
final class StringKeyedObservingLayout: UICollectionViewFlowLayout {
    private let kvoContext = UnsafeMutableRawPointer(bitPattern: 0x10)
    private(set) var heard: [(keyPath: String?, old: CGPoint?, new: CGPoint?)] = []
    private(set) var passedToSuper = 0
    private weak var observed: UICollectionView?

    override func prepare() {
        super.prepare()
        guard observed == nil, let collectionView = collectionView else { return }
        collectionView.addObserver(self, forKeyPath: "contentOffset", options: [.old, .new], context: kvoContext)
        collectionView.addObserver(self, forKeyPath: "hidden", options: [.new], context: nil)
        observed = collectionView
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        if context == kvoContext {
            heard.append((keyPath, change?[.oldKey] as? CGPoint, change?[.newKey] as? CGPoint))
            invalidateLayout()
        } else {
            passedToSuper += 1
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }

    func stopObserving() {
        observed?.removeObserver(self, forKeyPath: "contentOffset", context: kvoContext)
    }
}

/// A cell that, like FSPagerViewCell, re-lays itself out when a stored property of one of its
/// subviews changes.
final class CaptionCell: UICollectionViewCell {
    final class Caption: UIView {
        var text: String?
    }

    let caption = Caption(frame: .zero)
    private(set) var changes: [Any] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
        caption.addObserver(self, forKeyPath: "text", options: [.initial, .new], context: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        caption.removeObserver(self, forKeyPath: "text")
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        if keyPath == "text", let new = change?[.newKey] {
            changes.append(new)
        }
    }
}
