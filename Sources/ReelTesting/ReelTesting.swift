// ReelTesting is the assertions (`assertScene`, `assertLayout`) for Swift Testing and XCTest.
// The comparison, golden store, verifier and recorder they use live in ReelGolden, which the
// `reel` tool uses without a test framework; importing ReelTesting imports ReelGolden too.
@_exported import ReelGolden
