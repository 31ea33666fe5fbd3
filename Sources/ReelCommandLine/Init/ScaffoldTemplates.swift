/// The text of the files `reel init` writes (see ``PackageScaffold``).
enum ScaffoldTemplates {
    static func manifest(name: String, layoutsTarget: String, tool: String, dependency: String) -> String {
        #"""
        // swift-tools-version: 6.0
        // \#(name): collection-view layouts written as for UIKit, previewed and tested with LayoutReel
        // on Linux. `make preview` renders Scenes/coverflow.yaml; `make test` checks it against its goldens.
        import PackageDescription

        let package = Package(
            name: "\#(name)",
            dependencies: [
        \#(dependency)
            ],
            targets: [
                // The layouts, written as for iOS (`import UIKit`; LayoutReel's UIKit module on Linux).
                .target(name: "\#(layoutsTarget)", dependencies: [.product(name: "UIKit", package: "LayoutReel")]),
                // This package's own `reel`, with the layouts above built in (ReelLayouts.swift):
                //   swift run \#(tool) render Scenes/coverflow.yaml
                //   swift package --allow-writing-to-package-directory reel render Scenes/coverflow.yaml
                .executableTarget(
                    name: "\#(tool)",
                    dependencies: ["\#(layoutsTarget)", .product(name: "ReelCommandLine", package: "LayoutReel")]
                ),
                // Golden tests: every frame of each scene against Goldens/.
                .testTarget(
                    name: "\#(layoutsTarget)Tests",
                    dependencies: [
                        "\#(layoutsTarget)", .product(name: "ReelTesting", package: "LayoutReel"),
                        .product(name: "UIKit", package: "LayoutReel"),
                    ]
                ),
            ]
        )

        """#
    }

    static let coverFlowLayout = #"""
        import UIKit

        /// Cards side by side that grow and brighten as they reach the middle of the screen.
        ///
        /// Written as for iOS: this file builds unchanged in an app target.
        open class CoverFlowLayout: UICollectionViewFlowLayout {
            /// The scale of a card one card width or more from the middle.
            open var minimumScale: CGFloat = 0.75
            /// The alpha of a card one card width or more from the middle.
            open var minimumAlpha: CGFloat = 0.5

            public override init() {
                super.init()
                scrollDirection = .horizontal
                itemSize = CGSize(width: 180, height: 260)
                minimumLineSpacing = 12
            }

            public required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                true
            }

            open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let collectionView, let original = super.layoutAttributesForElements(in: rect) else { return nil }
                let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
                return original.compactMap { item in
                    guard let attributes = item.copy() as? UICollectionViewLayoutAttributes else { return nil }
                    let distance = min(abs(attributes.center.x - middle) / itemSize.width, 1)
                    let scale = 1 - (1 - minimumScale) * distance
                    attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
                    attributes.alpha = 1 - (1 - minimumAlpha) * distance
                    attributes.zIndex = Int((1 - distance) * 10)
                    return attributes
                }
            }
        }

        """#

    static let reelLayouts = #"""
        import UIKit

        /// The layouts `reel` knows in this package, with the properties scenes may set under
        /// `parameters:`; the defaults `reel layouts` shows are read from the class itself.
        public enum ReelLayouts {
            /// What the package's `reel` and its golden tests register.
            public static let all: [LayoutDescriptor] = [
                .layoutClass(
                    CoverFlowLayout.self, name: "coverFlow", summary: "Cards that grow as they reach the middle",
                    make: { CoverFlowLayout() },
                    properties: [
                        .property("itemSize", \.itemSize, "card size"),
                        .property("minimumLineSpacing", \.minimumLineSpacing, "gap between cards"),
                        .property("sectionInset", \.sectionInset, "space before the first and after the last card"),
                        .property("scrollDirection", \.scrollDirection),
                        .property("minimumScale", \.minimumScale, "scale of a card away from the middle"),
                        .property("minimumAlpha", \.minimumAlpha, "alpha of a card away from the middle"),
                    ])
            ]
        }

        """#

    static func toolMain(layoutsTarget: String) -> String {
        #"""
        import \#(layoutsTarget)
        import ReelCommandLine

        ReelCommand.main(layouts: ReelLayouts.all)

        """#
    }

    static func goldenTest(layoutsTarget: String) -> String {
        #"""
        import Foundation
        import ReelTesting
        import Testing
        import UIKit
        import \#(layoutsTarget)

        /// The package's root folder (this file is Tests/\#(layoutsTarget)Tests/CoverFlowGoldenTests.swift).
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        @Test func coverFlowMatchesItsGoldens() {
            // Missing goldens are recorded (and the test fails once, so you look at them first);
            // on CI (CI=true) a missing golden is a failure. `make goldens` records them.
            assertScene(
                contentsOf: packageRoot.appendingPathComponent("Scenes/coverflow.yaml"),
                layouts: LayoutRegistry.builtIn + ReelLayouts.all,
                matchesGoldenIn: packageRoot.appendingPathComponent("Goldens/coverflow"))
        }

        """#
    }

    static func scene(layoutsTarget: String) -> String {
        #"""
        # CoverFlowLayout (Sources/\#(layoutsTarget)/CoverFlowLayout.swift) scrolled from the first card to the last.
        name: coverflow
        canvas: { width: 390, height: 320, scale: 1, background: "#F2F2F7" }
        sampling: { from: start, to: end, frames: 12 }
        panes:
          - layout: coverFlow
            items: 6
            parameters:
              sectionInset: { top: 30, left: 105, bottom: 30, right: 105 }
        styles:
          cell: { shape: roundedRectangle, cornerRadius: 16, label: "{item}" }

        """#
    }

    static func makefile(tool: String) -> String {
        #"""
        # make preview   render Scenes/coverflow.yaml into out/coverflow/ (flipbook.html, contact-sheet.png)
        # make test      check every frame against Goldens/ (missing goldens are recorded first)
        # make watch     re-render on every save; the flipbook page updates itself
        TOOL := swift run --quiet \#(tool)

        .PHONY: preview test watch goldens
        preview:
        	$(TOOL) render Scenes/coverflow.yaml --format flipbook --format contactSheet

        test: Goldens/coverflow/manifest.json
        	swift test

        watch:
        	$(TOOL) render Scenes/coverflow.yaml --watch

        goldens Goldens/coverflow/manifest.json:
        	$(TOOL) record Scenes/coverflow.yaml --golden Goldens/coverflow

        """#
    }

    static func readme(name: String, tool: String, layoutsTarget: String) -> String {
        #"""
        # \#(name)

        Collection-view layouts written as for UIKit (`Sources/\#(layoutsTarget)/`), previewed and
        golden-tested on Linux with [LayoutReel](https://github.com/YOUR-ORG/LayoutReel).

        ```sh
        make preview   # renders Scenes/coverflow.yaml: open out/coverflow/flipbook.html
        make test      # checks every frame against Goldens/coverflow (records them the first time)
        ```

        `make watch` re-renders on every save and serves a page on 127.0.0.1 that shows the newest
        frames. The package's own `reel` (`swift run \#(tool) --help`) has the layouts of
        `Sources/\#(layoutsTarget)/ReelLayouts.swift` built in; so does the command plugin:
        `swift package --allow-writing-to-package-directory reel render Scenes/coverflow.yaml`.

        Building needs cairo's headers: `apt-get install \#(PackageScaffold.aptPackages)`.

        CI (`.github/workflows/ci.yml`) runs the tests and verifies the goldens split over
        \#(PackageScaffold.shards) machines (`verify --shard K/N`); add shards to the matrix as the scenes grow.
        Commit `Goldens/` after looking at the images.

        """#
    }

    static func workflow(tool: String, shards: Int) -> String {
        let matrix = (1...shards).map(String.init).joined(separator: ", ")
        return #"""
            # Linux CI: unit tests, then the golden frames verified in shards across machines.
            name: ci
            on: [push, pull_request]

            jobs:
              test:
                runs-on: ubuntu-latest
                container: \#(PackageScaffold.swiftImage)
                steps:
                  - uses: actions/checkout@v4
                  - run: apt-get update && apt-get install -y --no-install-recommends \#(PackageScaffold.aptPackages)
                  - run: swift build --build-tests
                  - run: swift test --skip-build --skip coverFlowMatchesItsGoldens

              goldens:
                runs-on: ubuntu-latest
                container: \#(PackageScaffold.swiftImage)
                strategy:
                  fail-fast: false
                  matrix:
                    shard: [\#(matrix)]
                steps:
                  - uses: actions/checkout@v4
                  - run: apt-get update && apt-get install -y --no-install-recommends \#(PackageScaffold.aptPackages)
                  - run: swift build --product \#(tool)
                  - name: verify shard ${{ matrix.shard }} of \#(shards)
                    run: swift run \#(tool) verify Scenes/coverflow.yaml --golden Goldens/coverflow --shard ${{ matrix.shard }}/\#(shards)
                  - if: failure()
                    uses: actions/upload-artifact@v4
                    with:
                      name: reel-failures-${{ matrix.shard }}
                      path: .reel-failures/

            """#
    }
}
