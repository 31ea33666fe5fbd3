import Foundation
import ReelPreview
import TestSupport
import Testing

/// Finding layout classes and their settable properties with swift-syntax, before compiling.
struct SwiftDeclarationsTests {
    static let source = """
        import UIKit

        class BaseCardsLayout: UICollectionViewLayout {
            var spacing: CGFloat = 8
            let columns = 2
            private var cache: [CGRect] = []
            private(set) var prepared = false
            static var shared = 0
            var contentHeight: CGFloat { spacing * 10 }
            var inset: CGFloat {
                get { spacing }
                set { spacing = newValue }
            }
            var observed = 1.0 { didSet { prepared = false } }
            func helper() { var local = 1; local += 1 }
        }

        final class StackedCardsLayout: BaseCardsLayout {
            enum Stacking { case above, below }
            var stacking: Stacking = .above
            var tilt = 0.1, lift = 2.0
        }

        class CoverFlow: UICollectionViewFlowLayout {
            override var itemSize: CGSize { didSet {} }
            var minimumScale: CGFloat = 0.6
        }

        extension CoverFlow {
            enum Tilt: Int { case none, left, right }
        }

        class Generic<T>: UICollectionViewLayout {}
        struct NotALayout { var width = 1 }
        class Model { var title = "" }
        """

    let declarations = SwiftDeclarations(files: [("Cards.swift", source)])

    @Test func layoutClassesDescendFromUIKitsBasesDirectlyOrThroughTheFiles() {
        #expect(
            declarations.layoutClasses.map(\.name) == ["BaseCardsLayout", "StackedCardsLayout", "CoverFlow", "Generic"])
        #expect(declarations.layoutClasses.first?.location == "Cards.swift:3:1")
        #expect(declarations.layoutClasses.last?.isGeneric == true)
    }

    @Test func propertiesAreTheSettableVarsOfTheClassAndItsSuperclasses() {
        #expect(declarations.properties(of: "BaseCardsLayout") == ["spacing", "inset", "observed"])
        #expect(
            declarations.properties(of: "StackedCardsLayout")
                == ["stacking", "tilt", "lift", "spacing", "inset", "observed"])
    }

    @Test func flowLayoutSubclassesInheritTheFlowLayoutsProperties() {
        #expect(
            declarations.properties(of: "CoverFlow")
                == [
                    "itemSize", "minimumScale", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
                    "sectionInset", "scrollDirection", "headerReferenceSize", "footerReferenceSize",
                ])
    }

    @Test func caseOnlyEnumsAreNamedWithTheirEnclosingType() {
        #expect(declarations.enums.map(\.qualifiedName) == ["StackedCardsLayout.Stacking", "CoverFlow.Tilt"])
        #expect(declarations.enums.first?.cases == ["above", "below"])
    }

    @Test func cacheKeysDependOnEveryPart() {
        let key = PreviewCache.key(["runtime", "import UIKit"])
        #expect(key.count == 16)
        #expect(key == PreviewCache.key(["runtime", "import UIKit"]))
        #expect(key != PreviewCache.key(["runtime", "import UIKit "]))
        #expect(PreviewCache.key(["ab", "c"]) != PreviewCache.key(["a", "bc"]))
    }

    @Test func cacheRootFollowsTheEnvironment() {
        #expect(PreviewCache.defaultRoot(environment: ["REEL_CACHE_DIR": "/c"]).path == "/c")
        #expect(PreviewCache.defaultRoot(environment: ["XDG_CACHE_HOME": "/x"]).path == "/x/layoutreel")
        #expect(PreviewCache.defaultRoot(environment: ["HOME": "/h"]).path == "/h/.cache/layoutreel")
    }
}

/// Functions that make a layout — a view controller's `createLayout()`, a static function, a
/// function at the top level — found with swift-syntax, and those the preview cannot call left out.
struct SwiftDeclarationsFactoryTests {
    static func declarations(_ files: [(String, String)]) -> SwiftDeclarations {
        SwiftDeclarations(files: files.map { (path: $0.0, text: $0.1) })
    }

    @Test func theFixturesFunctionsAreFoundInFileOrderWithTheirPlaces() throws {
        let folder = PackagePaths.root.appendingPathComponent("Fixtures/preview/ViewControllers")
        let files = try ["Layouts.swift", "PhotosViewController.swift"].map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        let declarations = Self.declarations(files)
        #expect(
            declarations.factories.map(\.name) == [
                "makeListLayout", "LayoutFactory.carousel", "PhotosViewController.createLayout",
            ])
        #expect(
            declarations.factories.map(\.location) == [
                "Layouts.swift:4:1", "Layouts.swift:14:5", "PhotosViewController.swift:34:5",
            ])
        let createLayout = try #require(declarations.factories.last)
        #expect(createLayout.owner == "PhotosViewController")
        #expect(!createLayout.isStatic)
        #expect(createLayout.resultType == "UICollectionViewLayout")
        #expect(declarations.factories[1].isStatic)
        #expect(declarations.factories[1].resultType == "UICollectionViewCompositionalLayout")
        // No layout class: the files have functions only.
        #expect(declarations.layoutClasses.isEmpty)
    }

    @Test func functionsThePreviewCannotCallAreLeftOut() {
        let declarations = Self.declarations([
            (
                "A.swift",
                """
                import UIKit
                class CardsLayout: UICollectionViewLayout {}
                func cards() -> CardsLayout { CardsLayout() }
                func optional() -> UICollectionViewLayout? { nil }
                func sized(_ width: CGFloat) -> UICollectionViewLayout { UICollectionViewFlowLayout() }
                func defaulted(_ width: CGFloat = 1) -> UICollectionViewLayout { UICollectionViewFlowLayout() }
                func generic<T>(_ t: T.Type = Int.self) -> UICollectionViewLayout { UICollectionViewFlowLayout() }
                func thrown() throws -> UICollectionViewLayout { UICollectionViewFlowLayout() }
                func awaited() async -> UICollectionViewLayout { UICollectionViewFlowLayout() }
                private class Hidden { static func layout() -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
                class Screen { init(name: String) {} ; func layout() -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
                class Box<T> { static func layout() -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
                struct Values { var n = 1; func layout() -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
                struct Outer { struct Inner { static func layout() -> UICollectionViewFlowLayout { .init() } } }
                extension UIView { func layout() -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
                """
            )
        ])
        // A layout class of the files counts as a result; optionals, required arguments, generics,
        // throws and async do not; a private type's, a generic type's, and an instance method of a
        // class without init() or of a struct, or of a class not in the files, are not callable.
        #expect(declarations.factories.map(\.name) == ["cards", "defaulted", "Outer.Inner.layout"])
    }
}
