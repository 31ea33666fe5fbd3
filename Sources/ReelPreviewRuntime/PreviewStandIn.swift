import CollectionLayout
import Foundation

/// The base class of the stand-ins `reel preview` writes for a layout's nil delegate or data
/// source: a generated subclass conforms to the user's protocol and answers its requirements
/// with ``PreviewStandInValue``'s values.
///
/// The child sets ``previewItemCounts`` to the pane's items before the first layout pass, so
/// counts the protocol asks for (`numberOfItems(inSection:)`) are the collection view's.
open class PreviewStandIn: NSObject {
    /// Items per section of the collection view the stand-in answers for.
    public var previewItemCounts: [Int] = [30]

    /// A stand-in for one section of 30 items until the child gives it the pane's counts.
    public required override init() {
        super.init()
    }

    /// A new stand-in kept alive for the process's life: what the preview passes to a layout's
    /// initializer (`init(delegate:)`), which usually holds it weakly.
    public class func kept() -> Self {
        let made = self.init()
        Self.keptLock.withLock { Self.keptObjects.append(made) }
        return made
    }

    nonisolated(unsafe) private static var keptObjects: [PreviewStandIn] = []
    private static let keptLock = NSLock()

    /// The items of `section` (0 for a section the pane does not have).
    public func previewItems(inSection section: Int) -> Int {
        previewItemCounts.indices.contains(section) ? previewItemCounts[section] : 0
    }

    /// The pane's number of sections.
    public var previewSections: Int { previewItemCounts.count }

    /// Every item of every section.
    public var previewTotalItems: Int { previewItemCounts.reduce(0, +) }
}

/// The values a stand-in answers with: plausible for what the requirement's name asks, varying
/// from item to item, and the same on every run (a fixed arithmetic hash of the item's place,
/// never `hashValue` or a random number).
public enum PreviewStandInValue {
    /// The key of the item at `item` of `section`: a fixed mix of the two numbers.
    public static func key(section: Int, item: Int) -> UInt64 {
        var x =
            UInt64(truncatingIfNeeded: section) &* 0x9E37_79B9_7F4A_7C15
            &+ UInt64(truncatingIfNeeded: item) &* 0xD1B5_4A32_D192_ED03 &+ 0x94D0_49BB_1331_11EB
        x ^= x >> 31
        x &*= 0xBF58_476D_1CE4_E5B9
        x ^= x >> 27
        x &*= 0x94D0_49BB_1331_11EB
        x ^= x >> 31
        return x
    }

    /// The key of `indexPath`.
    public static func key(_ indexPath: IndexPath) -> UInt64 {
        key(section: indexPath.section, item: indexPath.item)
    }

    /// One of `count` choices (0 ..< count) for `key`; 0 when there is none.
    public static func choice(_ key: UInt64, of count: Int) -> Int {
        count > 0 ? Int(truncatingIfNeeded: key % UInt64(count)) : 0
    }

    /// One of `count` choices (0 ..< count) taken in turn: `index` modulo `count`, never negative.
    public static func turn(_ index: Int, of count: Int) -> Int {
        count > 0 ? ((index % count) + count) % count : 0
    }

    /// A card's height: 80 to 260 points in steps of 20, so a waterfall's columns end unevenly.
    public static func height(_ key: UInt64) -> CGFloat {
        80 + 20 * CGFloat(choice(key, of: 10))
    }

    /// A tag's width: 44 to 164 points in steps of 24, so three to six tags fill a phone's row
    /// and the rows wrap at different places.
    public static func width(_ key: UInt64) -> CGFloat {
        44 + 24 * CGFloat(choice(key >> 16, of: 6))
    }

    /// A tag's height: the same for every tag, as a row of chips has.
    public static let tagHeight: CGFloat = 32

    /// A size: a tag's (varying width, one height), a column's card (one width, varying height:
    /// a waterfall scales it to its column) or a photo's (both vary).
    public static func size(_ key: UInt64, _ shape: SizeShape) -> CGSize {
        switch shape {
        case .tag: return CGSize(width: width(key), height: tagHeight)
        case .column: return CGSize(width: 200, height: height(key))
        case .free: return CGSize(width: 60 + 20 * CGFloat(choice(key >> 24, of: 8)), height: height(key))
        }
    }

    /// What a size requirement looks like it lays out.
    public enum SizeShape: Sendable {
        /// Chips in wrapping rows: the width varies, the height does not.
        case tag
        /// Cards in columns: the height varies.
        case column
        /// Anything else: both vary.
        case free
    }

    /// A ratio (width over height, or a scale): 0.6 to 1.6.
    public static func ratio(_ key: UInt64) -> CGFloat {
        0.6 + 0.1 * CGFloat(choice(key >> 8, of: 11))
    }

    /// The first day a calendar stand-in shows: Monday 1 January 2024, 00:00 UTC.
    public static let firstDay = Date(timeIntervalSince1970: 1_704_067_200)

    /// A date: day `section` from ``firstDay`` (midnight) when no item is given; for an item, an
    /// event's start on that day between 08:00 and 17:00 on the hour, or with `end` its end one
    /// to three hours later — the same hours for the same item, so an end follows its start.
    public static func date(section: Int, item: Int?, end: Bool) -> Date {
        let day = firstDay.addingTimeInterval(86_400 * Double(section))
        guard let item else { return day }
        let key = key(section: section, item: item)
        let start = 8 + choice(key >> 12, of: 10)
        let hours = end ? start + 1 + choice(key >> 20, of: 3) : start
        return day.addingTimeInterval(3_600 * Double(hours))
    }

    /// A word of one to three syllables, for a requirement that asks a title or a tag's text.
    public static func word(_ key: UInt64) -> String {
        words[choice(key >> 4, of: words.count)]
    }

    private static let words = [
        "Swift", "Layout", "Collection", "Tag", "Preview", "Waterfall", "Mosaic", "Cards", "Grid", "UI",
        "Scroll", "Flow", "Header", "Compositional", "iOS", "Cell",
    ]
}

/// A stand-in the preview writes for a property the user's files leave nil, and where it goes.
public struct PreviewStandInSpec: Sendable {
    /// Where a stand-in is assigned.
    public enum Target: Sendable {
        /// A property of the layout.
        case layout(PreviewDelegateSlot)
        /// The collection view's `delegate` (the layout casts it to the user's protocol).
        case viewDelegate
        /// The collection view's `dataSource` (the layout casts it to the user's protocol).
        case viewDataSource
    }

    /// The protocol it conforms to.
    public var protocolName: String
    /// What its answers are, for the note (`heights vary by item`).
    public var summary: String
    /// Where it goes.
    public var target: Target
    /// Makes one: a generated ``PreviewStandIn``, or an instance of a type of the user's files
    /// that conforms (boxed when it is a value).
    public var make: @Sendable () -> AnyObject

    /// A stand-in from its parts.
    public init(
        protocolName: String, summary: String, target: Target, make: @escaping @Sendable () -> AnyObject
    ) {
        self.protocolName = protocolName
        self.summary = summary
        self.target = target
        self.make = make
    }

    /// How notes name the place it goes: `` `delegate` `` or the collection view's `` `delegate` ``.
    public var placeName: String {
        switch target {
        case .layout(let slot): return "`\(slot.name)`"
        case .viewDelegate: return "the collection view's `delegate`"
        case .viewDataSource: return "the collection view's `dataSource`"
        }
    }
}
