import Foundation
import Testing

@testable import ReelPreview

/// The generated `main.swift` of a preview child hands the serving loop to the runtime as a
/// value: no symbol is looked up at run time.
struct DriverSourceTests {
    static let declarations = SwiftDeclarations(files: [
        (
            "Cards.swift",
            """
            import UIKit

            class CardsLayout: UICollectionViewLayout {
                var spacing: CGFloat = 8
            }
            """
        )
    ])

    @Test func theGeneratedMainDeclaresTheServersEntryAndPassesItToTheRuntime() {
        let text = DriverSource(classes: ["CardsLayout"], declarations: Self.declarations).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines[1...2]) == ["import ReelPreviewRuntime", "import UIKit"])
        #expect(!text.contains("import ReelPreviewServer"))
        #expect(
            text.contains("@_silgen_name(\"reel_preview_serve\")\nfunc reelPreviewServe(_ classes: AnyObject) -> Int32")
        )
        #expect(lines.contains("PreviewRuntime.serve(["))
        #expect(lines.contains("        .named(\"spacing\", \\CardsLayout.`spacing`),"))
        #expect(lines.last(where: { !$0.isEmpty }) == "], with: { reelPreviewServe($0) })")
    }

    @Test func aSetupWithStandInsListsThemAndDeclaresTheirClassesAfterTheCall() {
        let declarations = SwiftDeclarations(files: [
            (
                "Cards.swift",
                """
                import UIKit

                protocol CardHeights: AnyObject {
                    func height(at indexPath: IndexPath) -> CGFloat
                }

                class CardsLayout: UICollectionViewLayout {
                    weak var heights: CardHeights?
                }
                """
            )
        ])
        let source = DriverSource(
            classes: ["CardsLayout"], declarations: declarations,
            setups: [LayoutSetup(className: "CardsLayout", standIns: true)])
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("    ], standIns: ["))
        #expect(
            lines.contains(
                "        PreviewStandInSpec(protocolName: \"CardHeights\", summary: \"heights vary by item\", "
                    + "target: .layout(.slot(\"heights\", \\CardsLayout.`heights`)), make: { ReelStandIn_CardHeights() as AnyObject }),"
            ))
        let call = lines.firstIndex(of: "], with: { reelPreviewServe($0) })") ?? lines.count
        let declaration =
            lines.firstIndex(of: "final class ReelStandIn_CardHeights: PreviewStandIn, CardHeights {") ?? -1
        #expect(declaration > call)
        #expect(source.standInLines?.contains(declaration + 1) == true)
        // Without stand-ins asked for, none.
        #expect(!DriverSource(classes: ["CardsLayout"], declarations: declarations).text.contains("ReelStandIn"))
    }
}
