import CollectionLayout
import Foundation
import TestSupport
import Testing

/// An attributes subclass written as on iOS.
private final class TaggedAttributes: CollectionViewLayoutAttributes {
    var tag: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        guard let copy = super.copy(with: zone) as? TaggedAttributes else { return super.copy(with: zone) }
        copy.tag = tag
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TaggedAttributes, other.tag == tag else { return false }
        return super.isEqual(object)
    }
}

@Suite struct LayoutAttributesTests {
    @Test func frameSetsCenterAndSizeAndBoundsFollowsSize() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(attributes.center == CGPoint(x: 60, y: 40))
        #expect(attributes.size == CGSize(width: 100, height: 40))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(attributes.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(attributes.indexPath.item == 3 && attributes.indexPath.section == 1)
    }

    @Test func sizeAndBoundsKeepTheCenter() {
        let attributes = CollectionViewLayoutAttributes()
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        attributes.size = CGSize(width: 20, height: 10)
        #expect(attributes.center == CGPoint(x: 50, y: 50))
        #expect(attributes.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
        attributes.bounds = CGRect(x: 7, y: 7, width: 60, height: 30)
        #expect(attributes.center == CGPoint(x: 50, y: 50))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test func frameReadsTheTransformedBoundingBoxAboutTheCenter() {
        let attributes = CollectionViewLayoutAttributes()
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(attributes.frame == CGRect(x: 25, y: 10, width: 50, height: 20))
        #expect(attributes.center == CGPoint(x: 50, y: 20))
        #expect(attributes.size == CGSize(width: 100, height: 40))
        #expect(attributes.bounds.size == CGSize(width: 100, height: 40))
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(attributes.frame, CGRect(x: 30, y: -30, width: 40, height: 100)))
        // A translation moves the frame but not the centre.
        attributes.transform = CGAffineTransform(translationX: 5, y: -5)
        #expect(attributes.frame == CGRect(x: 5, y: -5, width: 100, height: 40))
        #expect(attributes.center == CGPoint(x: 50, y: 20))
    }

    @Test func settingTheFrameAfterATransformAppliesTheTransformTwice() {
        // Frame first, then transform: the cell shows at the offset frame, scaled about its centre.
        let right = CollectionViewLayoutAttributes()
        right.frame = CGRect(x: 10, y: 0, width: 100, height: 100)
        right.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(right.frame == CGRect(x: 35, y: 25, width: 50, height: 50))

        // Transform first, then read–offset–write the frame: size shrinks to the scaled size and
        // the scale is applied again (the Dodo Pizza article's warning).
        let wrong = CollectionViewLayoutAttributes()
        wrong.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        wrong.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        var frame = wrong.frame
        frame.origin.x += 10
        wrong.frame = frame
        #expect(wrong.size == CGSize(width: 50, height: 50))
        #expect(wrong.frame == CGRect(x: 47.5, y: 37.5, width: 25, height: 25))
        #expect(wrong.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }

    @Test func transformAndTransform3DShareOneStorage() {
        let attributes = CollectionViewLayoutAttributes()
        var perspective = CATransform3DMakeRotation(0.4, 0, 1, 0)
        perspective.m34 = -1 / 500
        attributes.transform3D = perspective
        #expect(attributes.transform == CATransform3DGetAffineTransform(perspective))
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(attributes.transform3D == CATransform3DMakeScale(2, 3, 1))
        attributes.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(
            close(attributes.transform.a, rotation.a) && close(attributes.transform.b, rotation.b)
                && close(attributes.transform.c, rotation.c) && close(attributes.transform.d, rotation.d))
    }

    @Test func initializersSetCategoryAndKind() {
        let path = IndexPath(item: 2, section: 0)
        let cell = CollectionViewLayoutAttributes(forCellWith: path)
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        let header = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: path)
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        let decoration = CollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: path)
        #expect(
            decoration.representedElementCategory == .decorationView
                && decoration.representedElementKind == "background")
    }

    @Test func copyKeepsTheSubclassAndEveryProperty() throws {
        let original = TaggedAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 4, section: 2))
        original.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        original.transform3D = CATransform3DMakeRotation(0.2, 1, 0, 0)
        original.alpha = 0.25
        original.zIndex = 7
        original.isHidden = true
        original.tag = 42
        let copy = try #require(original.copy() as? TaggedAttributes)
        #expect(copy !== original)
        #expect(copy.tag == 42 && copy.alpha == 0.25 && copy.zIndex == 7 && copy.isHidden)
        #expect(
            copy.center == original.center && copy.size == original.size && copy.transform3D == original.transform3D)
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "badge")
        #expect(copy.indexPath == IndexPath(item: 4, section: 2))
        #expect(copy.isEqual(original) && copy == original)
        copy.tag = 43
        #expect(!copy.isEqual(original))
        copy.tag = 42
        copy.zIndex = 8
        #expect(!copy.isEqual(original))
    }

    @Test func equalityRequiresTheSameClass() {
        let base = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let tagged = TaggedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(!base.isEqual(tagged) && !tagged.isEqual(base))
        #expect(base.isEqual(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))))
        #expect(!base.isEqual(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))))
        #expect(!base.isEqual("a string"))
    }
}
