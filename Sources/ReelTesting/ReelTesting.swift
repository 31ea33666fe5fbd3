// ReelTesting is the assertions (`assertScene`, `assertLayout`) for Swift Testing and XCTest.
// The comparison, golden store, verifier and recorder they use live in ReelGolden, which the
// `reel` tool uses without a test framework. Importing ReelTesting imports what a test of a
// layout needs: ReelGolden, Reel (scenes, styles), Layouts (LayoutRegistry, the built-in
// layouts) and CollectionLayout (CollectionViewLayout, CGPoint, CGSize).
@_exported import CollectionLayout
@_exported import Layouts
@_exported import Reel
@_exported import ReelGolden
