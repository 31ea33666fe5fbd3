import CollectionLayout
import Foundation
import Layouts
import Reel

/// Asserts that every frame of `scene` matches the golden set in `directory`, recording as
/// `REEL_RECORD` says (see `RecordMode` in ReelGolden).
///
/// Works in Swift Testing (`Issue.record`) and XCTest (`XCTFail`). On failure the message
/// lists each differing offset with its pixel count and ratio, its attribute differences and
/// the paths of the actual, diff and strip images under `.reel-failures/` at the package root.
/// Recording also fails the assertion, so new goldens are looked at before they are committed.
///
/// ```swift
/// @Test func parabolicMatchesGoldens() {
///     assertScene(try Scene.load(contentsOf: sceneURL), matchesGoldenIn: goldenURL)
/// }
/// ```
///
/// - Parameters:
///   - scene: The scene to render.
///   - layouts: The layouts the scene may name; add descriptors for layouts made in code.
///   - directory: The golden set's folder (one per scene).
///   - tolerance: How close frames must be.
///   - record: The record mode; nil reads `REEL_RECORD` (default `missing`, `never` on CI).
/// - Returns: The report, or nil when the scene could not be rendered (reported as a failure).
@discardableResult
public func assertScene(
    _ scene: Scene, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn, matchesGoldenIn directory: URL,
    tolerance: GoldenTolerance = .default, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenReport? {
    assertGolden(
        { GoldenSubject(scene: scene, layouts: layouts) }, directory: directory, tolerance: tolerance, record: record,
        at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that every frame of the scene in `sceneFile` matches the golden set in
/// `directory`; see ``assertScene(_:layouts:matchesGoldenIn:tolerance:record:fileID:filePath:line:column:)``.
@discardableResult
public func assertScene(
    contentsOf sceneFile: URL, layouts: [LayoutDescriptor] = LayoutRegistry.builtIn, matchesGoldenIn directory: URL,
    tolerance: GoldenTolerance = .default, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenReport? {
    assertGolden(
        { try GoldenSubject(sceneFile: sceneFile, layouts: layouts) }, directory: directory, tolerance: tolerance,
        record: record, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a layout made in code matches the golden set in `directory` at `offsets`.
///
/// The layout runs in one collection view of `size` points with `itemCounts` items, drawn
/// with the default styles on a canvas of the same size at `scale`.
///
/// ```swift
/// @Test func cardStackMatchesGoldens() {
///     assertLayout(
///         { CardStackLayout(spacing: 12) }, itemCounts: [8], size: CGSize(width: 240, height: 400),
///         offsets: [.zero, CGPoint(x: 0, y: 120.5), CGPoint(x: 0, y: -40)],
///         goldenDirectory: packageRoot.appendingPathComponent("Fixtures/golden/cardStack"))
/// }
/// ```
///
/// - Parameters:
///   - makeLayout: Makes a fresh layout object.
///   - name: The name in messages and the manifest.
///   - itemCounts: Items per section.
///   - size: The collection view's size in points.
///   - scale: Pixels per point (1 keeps goldens small).
///   - offsets: The content offsets to verify; each is one golden (`pane-x…-y….png`).
///   - configure: Collection-view settings (content inset, paging, deceleration rate).
///   - goldenDirectory: The golden set's folder.
///   - tolerance: How close frames must be.
///   - record: The record mode; nil reads `REEL_RECORD`.
/// - Returns: The report, or nil when the layout could not be run (reported as a failure).
@discardableResult
public func assertLayout(
    _ makeLayout: @escaping () -> CollectionViewLayout, name: String = "custom", itemCounts: [Int] = [20],
    size: CGSize = CGSize(width: 240, height: 400), scale: Double = 1, offsets: [CGPoint],
    configure: @escaping (CollectionView) -> Void = { _ in }, goldenDirectory: URL,
    tolerance: GoldenTolerance = .default, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenReport? {
    assertGolden(
        {
            GoldenSubject(
                layoutNamed: name, itemCounts: itemCounts, size: size, scale: scale, offsets: offsets,
                configure: configure, makeLayout: makeLayout)
        }, directory: goldenDirectory, tolerance: tolerance, record: record,
        at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The shared body of the assertions: build the subject, verify, report.
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
                report.message(relativeTo: FailureFolder.packageRoot(containing: directory)), at: location)
        }
        return report
    } catch {
        IssueReporter.fail("golden set \(directory.path): \(error)", at: location)
        return nil
    }
}
