import Foundation
import Testing

@testable import ReelPreview

/// The stand-ins written for a layout's nil delegates and data sources, read from the
/// protocols' requirements with swift-syntax: what each answers, what it leaves to UIKit's
/// defaults, and why a protocol gets none.
struct StandInSourceTests {
    static func standIns(_ source: String, layout: String = "CardsLayout") -> StandInSource {
        StandInSource(layoutClass: layout, declarations: SwiftDeclarations(files: [("Cards.swift", source)]))
    }

    @Test func requiredRequirementsAreAnsweredFromTheirNamesAndOptionalOnesOnlyWhenTheyShapeTheLayout() throws {
        let source = Self.standIns(
            """
            import UIKit

            enum CardStyle { case plain, featured }

            @objc protocol CardsLayoutDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
                func numberOfColumns(in layout: CardsLayout) -> Int
                func style(forItemAt index: Int) -> CardStyle
                func spacing(for section: Int) -> CGFloat
                func title(at indexPath: IndexPath) -> String?
                @objc optional func collectionView(_ collectionView: UICollectionView, widthForItemAt indexPath: IndexPath) -> CGFloat
                @objc optional func insets(for section: Int) -> UIEdgeInsets
                @objc optional func layoutDidFinish(_ layout: CardsLayout)
            }

            class CardsLayout: UICollectionViewLayout {
                weak var delegate: CardsLayoutDelegate?
                var spacing: CGFloat = 8
            }
            """)
        #expect(source.skipped.isEmpty)
        let standIn = try #require(source.standIns.first)
        #expect(standIn.className == "ReelStandIn_CardsLayoutDelegate")
        #expect(standIn.targets == [.property("delegate")])
        #expect(standIn.summary == "heights vary by item; CardStyle varies by item, among its 2 choices")
        let lines = standIn.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("final class ReelStandIn_CardsLayoutDelegate: PreviewStandIn, CardsLayoutDelegate {"))
        #expect(
            lines.contains(
                "    func `collectionView`(_ p0: UICollectionView, heightForItemAt p1: IndexPath) -> CGFloat { "
                    + "PreviewStandInValue.height(PreviewStandInValue.key(section: p1.section, item: p1.item)) }"))
        #expect(lines.contains("    func `numberOfColumns`(in p0: CardsLayout) -> Int { 2 }"))
        #expect(
            lines.contains(
                "    func `style`(forItemAt p0: Int) -> CardStyle { ([CardStyle.`plain`, CardStyle.`featured`] as [CardStyle])"
                    + "[PreviewStandInValue.choice(PreviewStandInValue.key(section: 0, item: p0), of: 2)] }"))
        #expect(lines.contains("    func `spacing`(for p0: Int) -> CGFloat { 8 }"))
        #expect(lines.contains("    func `title`(at p0: IndexPath) -> String? { nil }"))
        // The optional width, the insets and the callback are left to the library's and UIKit's
        // defaults (unimplemented): nothing in the names says widths vary (no waterfall, no tags).
        #expect(!standIn.text.contains("widthForItemAt"))
        #expect(!standIn.text.contains("insets(for"))
        #expect(!standIn.text.contains("layoutDidFinish"))
    }

    @Test func aLibrarysOwnStrategyStructGoesWhereItsProtocolIsNil() throws {
        let source = Self.standIns(
            """
            import UIKit

            public protocol AttributesAnimator {
                func animate(_ attributes: UICollectionViewLayoutAttributes, progress: CGFloat)
            }

            public struct ZoomAnimator: AttributesAnimator {
                public init(scale: CGFloat) {}
                public func animate(_ attributes: UICollectionViewLayoutAttributes, progress: CGFloat) {}
            }

            public struct FadeAnimator: AttributesAnimator {
                public init() {}
                public func animate(_ attributes: UICollectionViewLayoutAttributes, progress: CGFloat) {}
            }

            public struct CubeAnimator: AttributesAnimator {
                public func animate(_ attributes: UICollectionViewLayoutAttributes, progress: CGFloat) {}
            }

            class CardsLayout: UICollectionViewFlowLayout {
                var animator: AttributesAnimator?
            }
            """)
        let standIn = try #require(source.standIns.first)
        // CubeAnimator (memberwise, nothing to set) and FadeAnimator (init()) can be made;
        // ZoomAnimator needs a scale. The first by name goes, and no class is written.
        #expect(standIn.className == "CubeAnimator")
        #expect(standIn.summary == "CubeAnimator of your files, the first by name of the 2 there")
        #expect(standIn.text.isEmpty)
        #expect(standIn.targets == [.property("animator")])
    }

    @Test func aFlowLayoutThatNeverSetsItsItemSizeGetsAFlowDelegateThatSizesItems() throws {
        let aligned = Self.standIns(
            """
            import UIKit
            open class AlignedLayout: UICollectionViewFlowLayout {
                public var horizontalAlignment = 0
            }
            final class CardsLayout: AlignedLayout {}
            """)
        let standIn = try #require(aligned.standIns.first)
        #expect(standIn.protocolName == "UICollectionViewDelegateFlowLayout")
        #expect(standIn.targets == [.viewDelegate])
        #expect(standIn.text.contains("PreviewStandInValue.size(PreviewStandInValue.key(indexPath), .tag)"))
        // One that sizes its own items, or is no flow layout, gets none.
        let sized = Self.standIns(
            "import UIKit\nfinal class CardsLayout: UICollectionViewFlowLayout {\n"
                + "    override init() { super.init(); itemSize = CGSize(width: 80, height: 80) }\n}\n")
        #expect(sized.standIns.isEmpty)
        #expect(Self.standIns("import UIKit\nfinal class CardsLayout: UICollectionViewLayout {}\n").standIns.isEmpty)
    }

    @Test func aLayoutMadeWithItsDelegateGetsAStandInInItsInitializer() throws {
        let text = """
            import UIKit

            public protocol MozaicLayoutDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
            }

            public class CardsLayout: UICollectionViewLayout {
                weak var delegate: MozaicLayoutDelegate?
                required init?(coder: NSCoder) { nil }
                public init(delegate: MozaicLayoutDelegate, columns: Int = 3) {
                    self.delegate = delegate
                    super.init()
                }
            }
            """
        let declarations = SwiftDeclarations(files: [("Cards.swift", text)])
        let arguments = try #require(StandInSource.initArguments(for: "CardsLayout", declarations: declarations))
        #expect(arguments == "delegate: ReelStandIn_MozaicLayoutDelegate.kept()")
        #expect(StandInSource.initStandIns(in: arguments) == ["MozaicLayoutDelegate"])
        // The stand-in class is written for the initializer's argument (and the property).
        let source = StandInSource(layoutClass: "CardsLayout", declarations: declarations, initArguments: arguments)
        let standIn = try #require(source.standIns.first)
        #expect(standIn.className == "ReelStandIn_MozaicLayoutDelegate")
        #expect(standIn.targets.contains(.initArgument))
        // An initializer that takes a value the files cannot stand in for gives no arguments.
        let sized = SwiftDeclarations(files: [
            (
                "Cards.swift",
                "import UIKit\nclass CardsLayout: UICollectionViewLayout {\n"
                    + "    init(itemSize: CGSize) { super.init() }\n    required init?(coder: NSCoder) { nil }\n}\n"
            )
        ])
        #expect(StandInSource.initArguments(for: "CardsLayout", declarations: sized) == nil)
        // Nor one whose protocol no stand-in can answer (a tuple): no call to a class never written.
        let tuple = SwiftDeclarations(files: [
            (
                "Cards.swift",
                "import UIKit\nprotocol Ranges: AnyObject {\n    func range(at indexPath: IndexPath) -> (CGFloat, CGFloat)\n}\n"
                    + "class CardsLayout: UICollectionViewLayout {\n    init(delegate: Ranges) { super.init() }\n"
                    + "    required init?(coder: NSCoder) { nil }\n}\n"
            )
        ])
        #expect(StandInSource.initArguments(for: "CardsLayout", declarations: tuple) == nil)
    }

    @Test func aMosaicsSpansAreOneOrTwoAndItsColumnsAListOfThree() throws {
        let source = Self.standIns(
            """
            import UIKit

            public struct MozaicSize { public init(numberOfColumns columns: Int, numberOfRows rows: Int) {} }
            public struct MozaicColumn { public init(width: CGFloat) {} }
            public struct MozaicGeometry { public init(rowHeight: CGFloat, columns: [MozaicColumn]) {} }

            public protocol MozaicDelegate: AnyObject {
                func mozaicSize(forItemAt indexPath: IndexPath) -> MozaicSize
                func geometry(forSection section: Int) -> MozaicGeometry
            }

            class CardsLayout: UICollectionViewLayout {
                weak var delegate: MozaicDelegate?
            }
            """)
        let text = try #require(source.standIns.first).text
        let key = "PreviewStandInValue.key(section: p0.section, item: p0.item)"
        #expect(
            text.contains(
                "MozaicSize(numberOfColumns: 1 + PreviewStandInValue.choice(\(key), of: 2), "
                    + "numberOfRows: 1 + PreviewStandInValue.choice(\(key), of: 2))"))
        let columns = text.components(separatedBy: "MozaicColumn(width:").count - 1
        #expect(columns == 3, "\(text)")
    }

    @Test func aRequirementTheLibraryDefaultsKeepsTheLibrarysAnswer() throws {
        let source = Self.standIns(
            """
            import UIKit

            protocol CardStackLayoutDelegate: AnyObject {
                func numberOfCards(in layout: CardsLayout) -> Int
                func cardHeight(at indexPath: IndexPath) -> CGFloat
            }

            extension CardStackLayoutDelegate {
                func cardHeight(at indexPath: IndexPath) -> CGFloat { 100 }
            }

            class CardsLayout: UICollectionViewLayout {
                weak var delegate: CardStackLayoutDelegate?
            }
            """)
        let text = try #require(source.standIns.first).text
        // The stack's equal card height is the library's: a stand-in answering varying heights
        // would hide the cards behind the first one.
        #expect(!text.contains("cardHeight"))
        #expect(text.contains("func `numberOfCards`(in p0: CardsLayout) -> Int {"))
    }

    @Test func aCalendarsDaysAndEventTimesAreDatesAnEndAfterItsStart() throws {
        let source = Self.standIns(
            """
            import UIKit

            protocol WeekLayoutDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, dayForSection section: Int) -> Date
                func collectionView(_ collectionView: UICollectionView, startTimeForItemAt indexPath: IndexPath) -> Date
                func collectionView(_ collectionView: UICollectionView, endTimeForItemAt indexPath: IndexPath) -> Date
            }

            class CardsLayout: UICollectionViewFlowLayout {
                weak var delegate: WeekLayoutDelegate?
            }
            """)
        #expect(source.skipped.isEmpty)
        let lines = try #require(source.standIns.first).text.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "    func `collectionView`(_ p0: UICollectionView, dayForSection p1: Int) -> Date { "
                    + "PreviewStandInValue.date(section: p1, item: nil, end: false) }"))
        #expect(
            lines.contains(
                "    func `collectionView`(_ p0: UICollectionView, endTimeForItemAt p1: IndexPath) -> Date { "
                    + "PreviewStandInValue.date(section: p1.section, item: p1.item, end: true) }"))
    }

    @Test func aLayoutThatCastsTheCollectionViewsDataSourceGetsOneThatCountsThePanesItems() throws {
        let source = Self.standIns(
            """
            import UIKit

            protocol PhotoSizing: AnyObject {
                func photoSize(at indexPath: IndexPath) -> CGSize
            }

            class CardsLayout: UICollectionViewLayout {
                override func prepare() {
                    let sizing = collectionView?.dataSource as? PhotoSizing
                    _ = sizing
                }
            }
            """)
        let standIn = try #require(source.standIns.first)
        #expect(standIn.targets == [.viewDataSource])
        #expect(standIn.text.contains("PreviewStandIn, PhotoSizing, UICollectionViewDataSource {"))
        #expect(
            standIn.text.contains("numberOfItemsInSection section: Int) -> Int { previewItems(inSection: section) }"))
        #expect(
            standIn.text.contains(
                "PreviewStandInValue.size(PreviewStandInValue.key(section: p0.section, item: p0.item), .free)"))
    }

    @Test func aProtocolAStandInCannotSatisfyIsLeftNilAndSaysWhy() {
        let source = Self.standIns(
            """
            import UIKit

            protocol Feed: AnyObject {
                associatedtype Item
                func item(at index: Int) -> Item
            }

            protocol Animating: UIViewControllerAnimatedTransitioning {
                func duration() -> Double
            }

            protocol Generic: AnyObject {
                func value<T>(at index: Int) -> T
            }

            class CardsLayout: UICollectionViewLayout {
                weak var animating: Animating?
                weak var generic: Generic?
            }
            """)
        #expect(source.standIns.isEmpty)
        #expect(
            source.skipped == [
                "no stand-in Animating for `animating`: Animating inherits UIViewControllerAnimatedTransitioning, "
                    + "which is declared outside your files; it stays nil (give one with --delegate CLASS)",
                "no stand-in Generic for `generic`: value(at:) is generic; it stays nil (give one with --delegate CLASS)",
            ])
    }

    @Test func theLayoutsObjectPropertiesHaveAnyName() {
        let declarations = SwiftDeclarations(files: [
            (
                "Cards.swift",
                """
                import UIKit
                protocol Sizing: AnyObject {}
                class CardsLayout: UICollectionViewLayout {
                    weak var sizing: Sizing?
                    weak var flowDelegate: UICollectionViewDelegateFlowLayout?
                    var legacyDelegate = NSObject()
                    var spacing: CGFloat = 8
                }
                """
            )
        ])
        #expect(declarations.objectProperties(of: "CardsLayout") == ["sizing", "flowDelegate", "legacyDelegate"])
    }

    @Test func whatIsAskedIsReadFromTheNameAndTheLabelOfTheItemParameter() throws {
        let source = Self.standIns(
            """
            import UIKit

            protocol FlexDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, widthForItem width: CGFloat, heightForItemAt indexPath: IndexPath) -> CGFloat
                func itemRowLength(at indexPath: IndexPath, columnLength: CGFloat) -> CGFloat
                func column(forItemAt indexPath: IndexPath) -> Int
                func numberOfItemsPerRow(in section: Int) -> Int
            }

            class CardsLayout: UICollectionViewLayout {
                weak var delegate: FlexDelegate?
            }
            """)
        let text = try #require(source.standIns.first).text
        let key = "PreviewStandInValue.key(section: p0.section, item: p0.item)"
        #expect(text.contains("heightForItemAt p2: IndexPath) -> CGFloat { PreviewStandInValue.height("))
        #expect(text.contains("columnLength p1: CGFloat) -> CGFloat { PreviewStandInValue.height(\(key)) }"))
        #expect(text.contains("func `column`(forItemAt p0: IndexPath) -> Int { (p0.item) % 2 }"))
        #expect(text.contains("func `numberOfItemsPerRow`(in p0: Int) -> Int { 3 }"))
    }

    @Test func anNSIndexPathIsReadByItsPositions() throws {
        let source = Self.standIns(
            """
            import UIKit

            @objc protocol OldDelegate: UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, sizeForItemAtIndexPath indexPath: NSIndexPath) -> CGSize
            }

            class CardsLayout: UICollectionViewLayout {
                weak var delegate: OldDelegate?
            }
            """)
        let text = try #require(source.standIns.first).text
        #expect(
            text.contains(
                "PreviewStandInValue.size(PreviewStandInValue.key(section: p1.index(atPosition: 0), "
                    + "item: p1.index(atPosition: 1)), .free)"))
    }
}
