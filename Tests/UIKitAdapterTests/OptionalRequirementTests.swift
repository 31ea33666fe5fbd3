import Testing
import UIKitAdapter

@Suite struct OptionalRequirementTests {
    static let notImplemented = "_OptionalRequirementNotImplemented"

    @Test func objcProtocolBecomesPlainWithThrowingRequirementsAndDefaultsOnItsClosingLine() throws {
        let adapted = try adapt(PinterestLayoutSource.text, file: PinterestLayoutSource.fileName)
        let lines = adapted.lines
        #expect(lines[2] == "protocol PinterestLayoutDelegate: AnyObject {")
        #expect(
            lines[3]
                == "    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat"
        )
        #expect(
            lines[4]
                == "    func collectionView(_ collectionView: UICollectionView, columnCountForSection section: Int) throws -> Int"
        )
        #expect(lines[5] == "    var cellPadding: CGFloat { get throws }")
        #expect(
            lines[6]
                == "}; extension PinterestLayoutDelegate { func collectionView(_ collectionView: UICollectionView, "
                + "columnCountForSection section: Int) throws -> Int { throw \(Self.notImplemented)() }; "
                + "var cellPadding: CGFloat { get throws { throw \(Self.notImplemented)() } } }")
        #expect(lines[8] == "class PinterestLayout: UICollectionViewLayout {")
        #expect(lines[11] == "    var numberOfColumns: Int = 2")
        #expect(lines[12] == "    var itemSpacing: CGFloat = 6")
        #expect(lines[13] == "    var contentHeight: CGFloat = 0")
        #expect(
            lines[29]
                == "        let columns = (try? delegate?.collectionView(collectionView, columnCountForSection: 0)) ?? numberOfColumns"
        )
        #expect(lines[30] == "        let padding = (try? delegate?.cellPadding) ?? itemSpacing")
        // The required method's call is not touched.
        #expect(
            lines[40].contains(
                "= delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath) ?? 180"))
        #expect(adapted.text.hasSuffix("fileprivate struct \(Self.notImplemented): Error {}\n"))
        #expect(
            adapted.places == [
                Place(3, 1, "@objc"),
                Place(5, 5, "@objc"), Place(5, 20, "optional func collectionView(_:columnCountForSection:)"),
                Place(6, 5, "@objc"), Place(6, 24, "optional var cellPadding"),
                Place(12, 5, "@IBInspectable"), Place(13, 5, "@IBInspectable"), Place(14, 5, "@objc"),
                Place(14, 11, "dynamic"),
                Place(30, 23, "delegate?.collectionView?(collectionView, columnCountForSection: 0)"),
                Place(31, 23, "delegate?.cellPadding"),
            ])
        #expect(
            adapted.rewrites[9].replacement
                == "`(try? delegate?.collectionView(collectionView, columnCountForSection: 0))`: nil when the "
                + "conformer does not implement `collectionView(_:columnCountForSection:)`")
    }

    @Test func protocolWithoutClassBoundGetsAnyObjectAndPublicDefaults() throws {
        let adapted = try adapt(
            """
            @objc public protocol CardStackDelegate {
                @objc optional func cardStack(didScrollTo index: Int)
            }
            @objc protocol Refreshing: NSObjectProtocol {}
            @objc protocol Ranked: Comparing {}
            """)
        #expect(
            adapted.lines[0] == "public protocol CardStackDelegate: AnyObject {")
        #expect(adapted.lines[1] == "    func cardStack(didScrollTo index: Int) throws")
        #expect(
            adapted.lines[2]
                == "}; extension CardStackDelegate { public func cardStack(didScrollTo index: Int) throws "
                + "{ throw \(Self.notImplemented)() } }")
        #expect(adapted.lines[3] == "protocol Refreshing: NSObjectProtocol {}")
        #expect(adapted.lines[4] == "protocol Ranked: AnyObject, Comparing {}")
    }

    @Test func everyCallSiteFormKeepsItsOptionalSemantics() throws {
        let adapted = try adapt(
            """
            func use(_ delegate: PinterestLayoutDelegate?, _ layout: UICollectionViewLayout, _ cv: UICollectionView) {
                delegate?.collectionView?(cv, columnCountForSection: 0)
                let forced = delegate?.collectionView!(cv, columnCountForSection: 1)
                if let count = delegate?.collectionView?(cv, columnCountForSection: 2) { print(count) }
                let size = (cv.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(cv, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)).width ?? 50
                let spacing = delegate?.spacing?(3)
                let handler = delegate?.onTap?(4)
            }
            """, context: ["spacing(_:)"])
        #expect(adapted.lines[1] == "    (try? delegate?.collectionView(cv, columnCountForSection: 0))")
        #expect(adapted.lines[2] == "    let forced = (try! delegate?.collectionView(cv, columnCountForSection: 1))")
        #expect(
            adapted.lines[3]
                == "    if let count = (try? delegate?.collectionView(cv, columnCountForSection: 2)) { print(count) }")
        #expect(
            adapted.lines[4]
                == "    let size = (try? (cv.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView(cv, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)).width) ?? 50"
        )
        // Unlabelled: adapted because another file declares it (the context), …
        #expect(adapted.lines[5] == "    let spacing = (try? delegate?.spacing(3))")
        // … and left alone otherwise: `onTap` may be an optional closure property.
        #expect(adapted.lines[6] == "    let handler = delegate?.onTap?(4)")
        #expect(adapted.rewrites.count == 5)
    }

    @Test func implicitSelfCallInsideTheProtocolsOwnExtensionIsAdapted() throws {
        let adapted = try adapt(
            """
            @objc protocol Sizing: AnyObject {
                @objc optional func width(for index: Int) -> Double
            }
            extension Sizing {
                func widthOrDefault(_ index: Int) -> Double { width?(for: index) ?? 44 }
            }
            """)
        #expect(
            adapted.lines[4] == "    func widthOrDefault(_ index: Int) -> Double { (try? width(for: index)) ?? 44 }")
    }

    @Test func multilineCallIsWrappedAcrossItsLinesWithoutMovingThem() throws {
        let adapted = try adapt(
            """
            let insets = delegate?.collectionView?(
                collectionView,
                layout: self,
                insetForSectionAt: section) ?? sectionInset
            guard let d = delegate, let size = d.collectionView?(cv, layout: self, sizeForItemAt: ip) else { return }
            """)
        #expect(
            adapted.lines == [
                "let insets = (try? delegate?.collectionView(",
                "    collectionView,",
                "    layout: self,",
                "    insetForSectionAt: section)) ?? sectionInset",
                "guard let d = delegate, let size = (try? d.collectionView(cv, layout: self, sizeForItemAt: ip)) else { return }",
            ])
        #expect(adapted.places.map(\.line) == [1, 5])
        // Line 4 gained one `)` after `section)`; columns before it keep their place.
        #expect(adapted.sourceMap.originalColumn(line: 4, column: 5) == 5)
        #expect(adapted.sourceMap.originalColumn(line: 4, column: 34) == 33)
        #expect(adapted.sourceMap.originalColumn(line: 1, column: 15) == 14)
    }

    @Test func optionalRequirementsOfAFileAreListedForItsNeighbours() {
        #expect(
            SourceAdapter.optionalRequirements(in: PinterestLayoutSource.text) == [
                "collectionView(_:columnCountForSection:)", "cellPadding",
            ])
    }
}
