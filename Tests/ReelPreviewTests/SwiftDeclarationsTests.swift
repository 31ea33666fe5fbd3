import Foundation
import ReelPreview
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
                    "itemSize", "minimumScale", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
                    "scrollDirection", "headerReferenceSize", "footerReferenceSize",
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
