import Canvas
import Foundation
import ImageCodecs
import Testing

/// A fresh temporary directory for one test, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("CanvasTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Whether every channel of `pixel` is within `tolerance` of `expected`.
func isClose(_ pixel: RGBA8, _ expected: RGBA8, tolerance: Int = 1) -> Bool {
    abs(Int(pixel.red) - Int(expected.red)) <= tolerance
        && abs(Int(pixel.green) - Int(expected.green)) <= tolerance
        && abs(Int(pixel.blue) - Int(expected.blue)) <= tolerance
        && abs(Int(pixel.alpha) - Int(expected.alpha)) <= tolerance
}

/// The error `body` throws as a `CanvasError`, recorded as an issue when it throws nothing or
/// something else.
func canvasError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> CanvasError? {
    do {
        try body()
        Issue.record("expected a CanvasError, nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as CanvasError {
        return error
    } catch {
        Issue.record("expected a CanvasError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

extension RGBA8 {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
}
