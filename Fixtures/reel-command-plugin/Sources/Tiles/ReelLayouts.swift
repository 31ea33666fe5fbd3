import UIKit

/// The layouts this package's `reel` knows.
public enum ReelLayouts {
    /// `tiles`, with `columns` and `spacing` settable from scenes (defaults read from TileLayout).
    public static let all: [LayoutDescriptor] = [
        .layoutClass(
            TileLayout.self, name: "tiles", make: { TileLayout() },
            properties: [.property("columns", \.columns), .property("spacing", \.spacing)])
    ]
}
