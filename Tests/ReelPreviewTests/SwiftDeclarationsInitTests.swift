import Foundation
import ReelPreview
import Testing

/// Which classes `ClassName()` makes, by Swift's initializer inheritance rules, read with
/// swift-syntax before anything is compiled.
struct SwiftDeclarationsInitTests {
    static let declarations = SwiftDeclarations(files: [
        (
            "Layouts.swift",
            """
            import UIKit

            class Inherits: UICollectionViewFlowLayout { var gap = 1.0 }
            class OwnInit: UICollectionViewFlowLayout { override init() { super.init() } }
            class Sized: UICollectionViewFlowLayout {
                init(size: CGSize, gap: CGFloat = 4) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Defaults: UICollectionViewLayout { init(columns: Int = 2) { super.init() } }
            class ConvenienceOnly: Inherits { convenience init(gap: Double) { self.init() } }
            class Failable: UICollectionViewLayout { init?() { return nil } }
            class SizedChild: Sized {}
            class Hidden: UICollectionViewLayout { private init() { super.init() } }
            class Commented: UICollectionViewLayout {
                public init(
                    alignment: Int?,  // TODO: vertical
                    plugins: [Int]
                ) { super.init() }
            }
            """
        ),
        ("Sized+Init.swift", "extension Sized { convenience init() { self.init(size: .zero) } }"),
        ("Hidden+Init.swift", "extension Hidden { convenience init(value: Int) { self.init() } }"),
    ])

    @Test func classesWithoutDesignatedInitializersInheritInit() {
        #expect(Self.declarations.hasArgumentlessInit("Inherits"))
        #expect(Self.declarations.hasArgumentlessInit("ConvenienceOnly"))
    }

    @Test func anInitWithNoArgumentsOrOnlyDefaultsCounts() {
        #expect(Self.declarations.hasArgumentlessInit("OwnInit"))
        #expect(Self.declarations.hasArgumentlessInit("Defaults"))
        // Sized's own init needs a size, but an extension adds `convenience init()`.
        #expect(Self.declarations.hasArgumentlessInit("Sized"))
    }

    @Test func designatedInitializersWithArgumentsStopInheritance() {
        // SizedChild declares nothing: it inherits Sized's initializers, and with them the
        // convenience init() of Sized's extension.
        #expect(Self.declarations.hasArgumentlessInit("SizedChild"))
        #expect(!Self.declarations.hasArgumentlessInit("Failable"))
        #expect(!Self.declarations.hasArgumentlessInit("Hidden"))
    }

    @Test func initializersAreListedWithSignatureTemplateAndPlace() throws {
        let sized = try #require(Self.declarations.classes.first { $0.name == "Sized" })
        #expect(
            sized.initializers.map(\.signature) == [
                "init(size: CGSize, gap: CGFloat = 4)", "required init?(coder: NSCoder)", "convenience init()",
            ])
        #expect(sized.initializers.map(\.argumentTemplate) == ["size: <CGSize>", "coder: <NSCoder>", ""])
        #expect(
            sized.initializers.map(\.location) == ["Layouts.swift:6:5", "Layouts.swift:7:5", "Sized+Init.swift:1:19"])
    }
}
