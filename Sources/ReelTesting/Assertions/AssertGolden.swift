import Foundation

/// Asserts that every frame of `scene` matches the golden set in `directory`, recording as
/// `REEL_RECORD` (or `SNAPSHOT_TESTING_RECORD`) says (see `RecordMode` in ReelGolden).
///
/// Works in Swift Testing (`Issue.record`) and XCTest (`XCTFail`). On failure the message
/// starts with what happened (`2 of 6 frames differ from their goldens`) and lists each
/// differing offset with its pixel count and ratio, one line per changed attribute and the
/// paths of the actual, diff and strip images under `.reel-failures/` at the package root; in
/// Swift Testing those images are attached to the test too. Recording also fails the
/// assertion, so new goldens are looked at before they are committed.
///
/// ```swift
/// @Test func parabolicMatchesGoldens() throws {
///     assertScene(try Scene.load(contentsOf: sceneURL))  // __Snapshots__/<TestFile>/parabolicMatchesGoldens/
/// }
/// ```
///
/// - Parameters:
///   - scene: The scene to render.
///   - layouts: The layouts the scene may name; add descriptors for layouts made in code.
///   - swiftLayouts: What runs the Swift layouts the scene names (`layout: { swift: …, class: … }`);
///     nil refuses them.
///   - directory: The golden set's folder (one per scene); nil is
///     `__Snapshots__/<TestFile>/<test function>/` beside the test file, as
///     swift-snapshot-testing places its references.
///   - tolerance: How close frames must be.
///   - record: The record mode; nil reads `REEL_RECORD`, then `SNAPSHOT_TESTING_RECORD`
///     (default `missing`, `never` on CI).
/// - Returns: The report, or nil when the scene could not be rendered (reported as a failure).
@discardableResult
public func assertScene(
    _ scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn, swiftLayouts: (any SwiftLayoutHost)? = nil,
    matchesGoldenIn directory: URL? = nil, tolerance: GoldenTolerance = .default, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
) -> GoldenReport? {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return assertGolden(
        { GoldenSubject(scene: scene, layouts: layouts, swiftLayouts: swiftLayouts) },
        directory: directory ?? GoldenFolder.beside(filePath: "\(filePath)", function: function),
        tolerance: tolerance, record: record, at: location)
}

/// Asserts that every frame of the scene in `sceneFile` matches the golden set in
/// `directory`; see ``assertScene(_:layouts:swiftLayouts:matchesGoldenIn:tolerance:record:fileID:filePath:function:line:column:)``.
@discardableResult
public func assertScene(
    contentsOf sceneFile: URL, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn,
    swiftLayouts: (any SwiftLayoutHost)? = nil, matchesGoldenIn directory: URL? = nil,
    tolerance: GoldenTolerance = .default, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
) -> GoldenReport? {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return assertGolden(
        { try GoldenSubject(sceneFile: sceneFile, layouts: layouts, swiftLayouts: swiftLayouts) },
        directory: directory ?? GoldenFolder.beside(filePath: "\(filePath)", function: function),
        tolerance: tolerance, record: record, at: location)
}

/// Asserts that a layout made in code matches the golden set in `directory` at `offsets`.
///
/// The layout runs in one collection view of `size` points with `itemCounts` items, drawn
/// with `styles` (the default styles unless given) and `overlays` on a canvas of the same size
/// at `scale`.
///
/// ```swift
/// @Test func cardStackMatchesGoldens() {
///     assertLayout(
///         { CardStackLayout(spacing: 12) }, itemCounts: [8], size: CGSize(width: 240, height: 400),
///         offsets: [.zero, CGPoint(x: 0, y: 120.5), CGPoint(x: 0, y: -40)])
///     // goldens: __Snapshots__/<TestFile>/cardStackMatchesGoldens/pane-x0000-y0120.5.png, …
/// }
/// ```
///
/// - Parameters:
///   - makeLayout: Makes a fresh layout object.
///   - name: The name in messages and the manifest; when not `custom`, also the golden
///     folder's suffix (`<test function>-<name>`), so one test can hold several assertions.
///   - itemCounts: Items per section.
///   - size: The collection view's size in points.
///   - scale: Pixels per point (1 keeps goldens small).
///   - offsets: The content offsets to verify; each is one golden (`pane-x…-y….png`).
///   - styles: How elements are drawn: shapes, fills and label templates per category and kind
///     (`StyleSheet()` is the default cards labelled with their item number).
///   - overlays: Debugging overlays drawn over the frames (index labels, frame outlines,
///     zIndex badges, the offset readout); none by default.
///   - configure: Collection-view settings (content inset, paging, deceleration rate).
///   - goldenDirectory: The golden set's folder; nil is `__Snapshots__/<TestFile>/<test
///     function>/` beside the test file.
///   - tolerance: How close frames must be.
///   - record: The record mode; nil reads `REEL_RECORD`, then `SNAPSHOT_TESTING_RECORD`.
/// - Returns: The report, or nil when the layout could not be run (reported as a failure).
@discardableResult
public func assertLayout(
    _ makeLayout: @escaping () -> CollectionViewLayout, name: String = "custom", itemCounts: [Int] = [20],
    size: CGSize = CGSize(width: 240, height: 400), scale: Double = 1, offsets: [CGPoint],
    styles: StyleSheet = StyleSheet(), overlays: OverlaySpec = OverlaySpec(),
    configure: @escaping (CollectionView) -> Void = { _ in }, goldenDirectory: URL? = nil,
    tolerance: GoldenTolerance = .default, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
) -> GoldenReport? {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let directory =
        goldenDirectory
        ?? GoldenFolder.beside(filePath: "\(filePath)", function: function, name: name == "custom" ? nil : name)
    return assertGolden(
        {
            GoldenSubject(
                layoutNamed: name, itemCounts: itemCounts, size: size, scale: scale, offsets: offsets,
                styles: styles, overlays: overlays, configure: configure, makeLayout: makeLayout)
        }, directory: directory, tolerance: tolerance, record: record, at: location)
}

/// The shared body of the assertions: build the subject, verify, report (with the failure
/// images attached where the test library takes attachments).
func assertGolden(
    _ subject: () throws -> GoldenSubject, directory: URL, tolerance: GoldenTolerance, record: RecordMode?,
    at location: AssertionLocation, environment: [String: String] = ProcessInfo.processInfo.environment
) -> GoldenReport? {
    do {
        let mode = try record ?? RecordMode.fromEnvironment(environment)
        let verifier = GoldenVerifier(
            directory: directory, tolerance: tolerance, mode: mode,
            failureDirectory: FailureFolder.default(near: directory, environment: environment))
        let report = try verifier.verify(try subject())
        if report.comparisons.isEmpty {
            IssueReporter.fail(
                "golden set \(directory.path): the subject has no frames to verify; give it offsets", at: location)
        } else if report.failsAssertion {
            IssueReporter.fail(
                report.message(
                    relativeTo: FailureFolder.packageRoot(containing: directory),
                    recordCommand: location.recordCommand),
                attachments: report.failureAttachments, at: location)
        }
        return report
    } catch {
        IssueReporter.fail("golden set \(directory.path): \(error)", at: location)
        return nil
    }
}
