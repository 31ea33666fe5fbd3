import CollectionLayout
import Foundation
import HeadlessUI
import Testing

/// The headless UIKit subset under the engine's names, with Core Animation's and UIKit's rules.
@Suite struct HeadlessUITests {
    @Test func layerFrameFollowsTheAnchorPoint() {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.position = CGPoint(x: 10, y: 20)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        // Rotating by a quarter turn about the top-left anchor: the box swings to the left.
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let frame = layer.frame
        #expect(abs(frame.minX - -30) < 1e-9 && abs(frame.minY - 20) < 1e-9)
        #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 100) < 1e-9)
        layer.setAffineTransform(.identity)
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(layer.position == CGPoint(x: 30, y: 15) && layer.bounds.size == CGSize(width: 60, height: 30))
    }

    @Test func aScrollViewIsAViewWhoseBoundsOriginIsTheOffset() {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        #expect(view.center == CGPoint(x: 187.5, y: 300))
        view.contentOffset = CGPoint(x: 0, y: 120)
        #expect(view.bounds == CGRect(x: 0, y: 120, width: 375, height: 600))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 375, height: 600))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        // Resizing keeps the offset, as UIKit's frame setter keeps the bounds origin.
        #expect(view.bounds == CGRect(x: 0, y: 120, width: 320, height: 480))
    }

    @Test func theSafeAreaAddsToTheContentInsetAsTheAdjustmentBehaviourSays() {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.contentSize = CGSize(width: 390, height: 2000)
        #expect(view.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 44, right: 0))
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        // Scrollable axes: the content is taller than the view, so only the vertical edges adjust.
        view.safeAreaInsets = EdgeInsets(top: 47, left: 44, bottom: 34, right: 44)
        view.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(view.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 44, right: 0))
        #expect(view.contentOffsetRange.min == CGPoint(x: 0, y: -57))
    }

    @Test func traitCollectionsMergeLaterOnesWinning() {
        let merged = TraitCollection(traitsFrom: [
            TraitCollection(displayScale: 2), TraitCollection(horizontalSizeClass: .regular),
            TraitCollection(displayScale: 3), TraitCollection(userInterfaceIdiom: .pad),
        ])
        #expect(merged.displayScale == 3 && merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .unspecified && merged.userInterfaceIdiom == .pad)
        #expect(merged.layoutDirectionValue == nil && merged.layoutDirection == .leftToRight)
        #expect(TraitCollection(displayScale: 2) == TraitCollection(displayScale: 2))
    }

    @Test func aScreenIsSettableAndResets() {
        let screen = Screen()
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && screen.scale == 3)
        screen.bounds = CGRect(x: 0, y: 0, width: 768, height: 1024)
        screen.scale = 2
        #expect(screen.nativeScale == 2 && screen.nativeBounds == CGRect(x: 0, y: 0, width: 1536, height: 2048))
        screen.traitCollection = TraitCollection(userInterfaceIdiom: .pad)
        #expect(screen.traitCollection.userInterfaceIdiom == .pad)
        screen.reset()
        #expect(screen.scale == 3 && screen.traitCollection.userInterfaceIdiom == .phone)
    }

    @Test func directionalInsetsResolveWithTheLayoutDirection() {
        let view = View()
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)
        #expect(view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 16))
    }

    @Test func aHiddenOrOffScreenItemHasNoCell() {
        let layout = CollectionViewLayout()
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout, itemCounts: [3])
        // The base layout returns no attributes: nothing is visible, so no cells.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.visibleCells.isEmpty && view.indexPathForItem(at: .zero) == nil)
        #expect(layout.collectionView === view && !layout.flipsHorizontallyInOppositeLayoutDirection)
    }
}
