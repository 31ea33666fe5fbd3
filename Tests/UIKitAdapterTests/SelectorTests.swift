import Testing
import UIKitAdapter

@Suite struct SelectorTests {
    @Test func selectorsBecomeSelectorValuesWithObjectiveCNames() throws {
        let adapted = try adapt(
            """
            final class Controller: UIViewController {
                func install(_ view: UIView) {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(Controller.didTap))
                    let named = #selector(renamed)
                    let getter = #selector(getter: UIScrollView.contentOffset)
                    let setter = #selector(setter: UIScrollView.contentOffset)
                    let scroll = #selector(scroll(to:animated:))
                    let update = #selector(self.update(offset:))
                    let delegate = #selector(PinterestLayoutDelegate.collectionView(_:heightForPhotoAtIndexPath:))
                    let path = #keyPath(UICollectionView.contentOffset)
                    let made = NSSelectorFromString("reloadData")
                    let text = NSStringFromSelector(#selector(handlePan(_:)))
                }
                @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                @objc func didTap(_ recognizer: UITapGestureRecognizer) {}
                @objc(customName) func renamed() {}
                func scroll(to offset: CGFloat, animated: Bool) {}
                func update(offset: CGFloat) {}
            }
            """)
        let lines = adapted.lines
        #expect(lines[2] == "        let pan = UIPanGestureRecognizer(target: self, action: Selector(\"handlePan:\"))")
        // No labels written: the file's only `didTap` says it takes one argument.
        #expect(lines[3] == "        let tap = UITapGestureRecognizer(target: self, action: Selector(\"didTap:\"))")
        #expect(lines[4] == "        let named = Selector(\"customName\")")
        #expect(lines[5] == "        let getter = Selector(\"contentOffset\")")
        #expect(lines[6] == "        let setter = Selector(\"setContentOffset:\")")
        #expect(lines[7] == "        let scroll = Selector(\"scrollTo:animated:\")")
        #expect(lines[8] == "        let update = Selector(\"updateWithOffset:\")")
        #expect(lines[9] == "        let delegate = Selector(\"collectionView:heightForPhotoAtIndexPath:\")")
        #expect(lines[10] == "        let path = \"contentOffset\"")
        #expect(lines[11] == "        let made = Selector(\"reloadData\")")
        #expect(lines[12] == "        let text = \"handlePan:\"")
        #expect(
            adapted.places.filter { $0.line <= 13 } == [
                Place(3, 64, "#selector(handlePan(_:))"), Place(4, 64, "#selector(Controller.didTap)"),
                Place(5, 21, "#selector(renamed)"), Place(6, 22, "#selector(getter: UIScrollView.contentOffset)"),
                Place(7, 22, "#selector(setter: UIScrollView.contentOffset)"),
                Place(8, 22, "#selector(scroll(to:animated:))"), Place(9, 22, "#selector(self.update(offset:))"),
                Place(10, 24, "#selector(PinterestLayoutDelegate.collectionView(_:heightForPhotoAtIndexPath:))"),
                Place(11, 20, "#keyPath(UICollectionView.contentOffset)"),
                Place(12, 20, "NSSelectorFromString(\"reloadData\")"),
                Place(13, 20, "NSStringFromSelector(#selector(handlePan(_:)))"),
            ])
        #expect(adapted.rewrites[0].replacement == "Selector(\"handlePan:\")")
    }

    @Test func keyPathObservationIsLeftForTheUIKitModule() throws {
        let text = """
            final class WatchingLayout: UICollectionViewLayout {
                private var observation: NSKeyValueObservation?
                override func prepare() {
                    observation = collectionView?.observe(\\.contentOffset, options: [.new]) { [weak self] _, _ in
                        self?.invalidateLayout()
                    }
                }
            }
            """
        let adapted = try adapt(text)
        #expect(adapted.isUnchanged)
        #expect(adapted.lines.joined(separator: "\n") == text)
    }
}
