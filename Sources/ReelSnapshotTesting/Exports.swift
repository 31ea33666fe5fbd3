// ReelSnapshotTesting: `.reel` strategies for swift-snapshot-testing's `assertSnapshot`.
// Importing it imports SnapshotTesting and what a layout's test needs: ReelGolden (tolerances),
// Reel (scenes, styles), Layouts (LayoutRegistry) and CollectionLayout.
@_exported import CollectionLayout
@_exported import Layouts
@_exported import Reel
@_exported import ReelGolden
@_exported import SnapshotTesting
