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
        #expect(text.contains("@_silgen_name(\"reel_preview_serve\")\nfunc reelPreviewServe(_ classes: AnyObject) -> Int32"))
        #expect(lines.contains("PreviewRuntime.serve(["))
        #expect(lines.contains("        .named(\"spacing\", \\CardsLayout.`spacing`),"))
        #expect(lines.last(where: { !$0.isEmpty }) == "], with: { reelPreviewServe($0) })")
    }
}
