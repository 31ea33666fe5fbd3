import Foundation

/// Where the package's own files are, for tests that read fixtures, goldens or docs scenes.
///
/// Found from this file's `#filePath` (`Tests/TestSupport/PackagePaths.swift`), so it does not
/// depend on the current directory the test runner was started in.
public enum PackagePaths {
    /// The package's root folder (the one holding `Package.swift`).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/scenes/`: the fixture scenes.
    public static let scenes = root.appendingPathComponent("Fixtures/scenes")

    /// `Fixtures/golden/`: the committed golden sets, one folder per layout.
    public static let golden = root.appendingPathComponent("Fixtures/golden")

    /// `docs/scenes/`: the scenes the docs pictures are made from.
    public static let docsScenes = root.appendingPathComponent("docs/scenes")

    /// The fixture scene `Fixtures/scenes/NAME`.
    public static func scene(_ name: String) -> URL {
        scenes.appendingPathComponent(name)
    }
}
